import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// Issue 26: every menu and dialog the header opens, for each role, at 390 and 1280 px, with axe run while it is open;
// the avatar menu as spec §2 lists it, its picture upload included.

const browser = launchBrowserPerFile();

async function signedIn(email: string, width: number, password?: string): Promise<Page> {
  const page = await browser.newPage({ width, height: 900 });
  await page.goto('/login');
  await logIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

describe('menus and dialogs, axe while open', () => {
  it('a customer at 1280 px: the avatar menu (spec §2), Print, the cart drawer and the label dialog', async () => {
    const page = await signedIn('customer@lab.test', 1280);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    const menu = page
      .locator('[id]')
      .filter({ has: page.getByRole('link', { name: 'Settings' }) })
      .last();
    await menu.getByRole('link', { name: 'New Order' }).waitFor();
    await menu.getByRole('button', { name: /^Cart/ }).waitFor();
    expect(await menu.getByRole('link', { name: /^Referrals.*your code/ }).count()).toBe(1);
    await menu.getByRole('button', { name: /Upload Picture|Change Picture/ }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/menu-avatar-1280.png' });

    await menu.getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'NICE CART' });
    await drawer.waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Print', exact: true }).first().click();
    await page.getByRole('link', { name: 'Large Format Prints' }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('button', { name: 'Request USPS Shipping Label' }).click();
    const label = page.getByRole('dialog', { name: 'Free Shipping Label' });
    await label.waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('a customer at 390 px: the phone menu', async () => {
    const page = await signedIn('customer@lab.test', 390);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await page.getByRole('link', { name: /^Referrals.*your code/ }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/menu-phone-390.png', fullPage: true });
  });

  it('a new customer uploads a picture from the avatar menu; the menu says so and the header shows it', async () => {
    const email = `menu-avatar-${Date.now()}@example.com`;
    await gql('mutation Signup($input: SignupInput!) { signup(input: $input) { user { id } } }', {
      input: {
        email,
        password: 'menu-avatar-pass',
        firstName: 'Ines',
        lastName: 'Moreau',
        phone: '2125550166',
      },
    });
    const page = await signedIn(email, 1280, 'menu-avatar-pass');
    const trigger = page.getByRole('button', { name: 'Account menu for Ines Moreau' });
    await trigger.click();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a7a5a' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Profile picture file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('status').getByText('Picture saved.').waitFor();
    await trigger.locator('img').waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('an admin: the avatar menu and the quick search at 1280 px, the phone menu at 390 px', async () => {
    const page = await signedIn('admin@lab.test', 1280);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('button', { name: 'Logout' }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Quick order search' }).fill('10');
    await page.getByRole('listbox').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('a visitor at 390 px: the phone menu, the section selector opened, and the newsletter prompt', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/film-developing-chicago');
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    await page.getByRole('button', { name: /^Sections:/ }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /^Sections:/ }).getAttribute('aria-expanded'))
      .toBe('true');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    // The newsletter prompt opens 15 s after load.
    const prompt = page.getByRole('dialog', { name: 'Join the community' });
    await prompt.waitFor({ timeout: 25_000 });
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'newsletter-prompt');
  });
});
