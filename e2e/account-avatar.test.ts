import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// The avatar in the header (issue 14): a fresh customer uploads a picture and sees it, not their initials, in the
// header on every page and after a reload, and in the phone's menu.

const browser = launchBrowserPerFile();
const shots = (page: Page, name: string) => screenshots(page, `avatar-${name}`);
const PASSWORD = 'avatar-e2e-pass';
/** The picture's one colour, to tell it from any other image in the header. */
const GREEN = { r: 0x2a, g: 0x7a, b: 0x5a };

/** The image's middle pixel once decoded (same-origin, so the canvas is readable). */
const middlePixel = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const [r, g, b] = context.getImageData(img.naturalWidth >> 1, img.naturalHeight >> 1, 1, 1).data;
    return { r, g, b };
  });

const closeTo = (actual: { r: number; g: number; b: number }) =>
  Math.max(Math.abs(actual.r - GREEN.r), Math.abs(actual.g - GREEN.g), Math.abs(actual.b - GREEN.b));

describe('the avatar in the header', () => {
  it('an uploaded picture replaces the initials in the header, on every page, after a reload and on a phone', async () => {
    const email = `avatar-e2e-${Date.now()}@example.com`;
    const { signup } = await gql<{ signup: { user: { id: string } } }>(
      'mutation Signup($input: SignupInput!) { signup(input: $input) { user { id } } }',
      { input: { email, password: PASSWORD, firstName: 'Wren', lastName: 'Okoye', phone: '2125550177' } },
    );
    const id = signup.user.id;
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    await page.goto(`/users/${id}/settings`);
    const menuButton = page.getByRole('button', { name: 'Account menu for Wren Okoye' });
    await menuButton.waitFor();
    // Before: initials, no picture.
    expect(await menuButton.locator('img').count()).toBe(0);
    expect(await menuButton.locator('[data-initials]').getAttribute('data-initials')).toBe('WO');

    const png = await sharp({ create: { width: 640, height: 960, channels: 3, background: '#2a7a5a' } })
      .png()
      .toBuffer();
    const avatar = page.getByRole('region', { name: 'Profile picture' });
    await avatar
      .getByLabel('Profile picture file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await avatar.getByRole('status').getByText('Picture saved.').waitFor();
    const headerImage = menuButton.locator('img');
    await headerImage.waitFor();
    const src = await headerImage.getAttribute('src');
    expect(src).toMatch(/^\/images\/blob-avatar-\d+-[0-9a-f]{24}\.jpg$/);
    expect(closeTo(await middlePixel(headerImage))).toBeLessThan(12);
    // Scaled in the browser so the longest side is 150 px (a portrait picture: 100 × 150).
    expect(
      await headerImage.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    ).toEqual([100, 150]);
    expect(await menuButton.locator('[data-initials]').count()).toBe(0);

    // Another page, after a full reload: the header reads the saved picture.
    await page.goto(`/users/${id}/referrals`);
    await page.reload();
    await page.getByRole('heading', { name: 'Referrals', level: 1 }).waitFor();
    const again = page.getByRole('button', { name: 'Account menu for Wren Okoye' }).locator('img');
    await again.waitFor();
    expect(await again.getAttribute('src')).toBe(src);
    expect(closeTo(await middlePixel(again))).toBeLessThan(12);
    // The account menu shows it beside the name too.
    const accountButton = page.getByRole('button', { name: 'Account menu for Wren Okoye' });
    await accountButton.click();
    const opened = page.locator(`[id="${await accountButton.getAttribute('aria-controls')}"]`).locator('img');
    await opened.waitFor();
    expect(await opened.getAttribute('src')).toBe(src);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // On a phone the header has the menu button; the menu shows the picture beside the name.
    await page.setViewportSize({ width: 390, height: 844 });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const phoneMenu = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
    const phoneImage = phoneMenu.locator('img').first();
    await phoneImage.waitFor();
    expect(await phoneImage.getAttribute('src')).toBe(src);
    expect(await phoneMenu.getByText('Wren Okoye').isVisible()).toBe(true);
    // The menu fades in; axe reads colours, so check once it has finished.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/avatar-phone-menu-390.png' });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shots(page, 'referrals-page');
  });
});
