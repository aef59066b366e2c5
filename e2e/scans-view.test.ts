import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn, loginAs } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// Viewing scans (issue 12, spec §2 'Photo lightbox'): the demo customer opens a frame of a seeded roll, views it full
// screen, zooms to 100% (which must show the hi-res file, not the mid-res enlarged), moves between frames with the
// arrow keys, and opens the roll's digital contact sheet. Read-only: nothing here changes the shared demo data.

const browser = launchBrowserPerFile();

interface RollData {
  me: {
    filmRolls: { items: { id: string; name: string | null; stock: string; scanCount: number }[] };
  };
}
interface ScansData {
  me: {
    filmRoll: {
      scans: {
        items: { id: string; frame: number; name: string; width: number; height: number; rotation: number }[];
      };
    };
  };
}

describe('viewing a roll’s scans', () => {
  it('opens a frame full screen, zooms to 100% with the hi-res loaded, steps frames with the arrows, and shows the contact sheet', async () => {
    const { token, id: userId } = await loginAs('customer@lab.test');
    const { me } = await gql<RollData>(
      'query { me { filmRolls(limit: 50) { items { id name stock scanCount } } } }',
      {},
      token,
    );
    const roll = me.filmRolls.items.find((item) => item.scanCount >= 3);
    expect(roll).toBeDefined();
    if (!roll) return;
    const title = roll.name || roll.stock;
    const { me: withScans } = await gql<ScansData>(
      'query ($id: ID!) { me { filmRoll(id: $id) { scans(limit: 3) { items { id frame name width height rotation } } } } }',
      { id: roll.id },
      token,
    );
    const [first, second] = withScans.filmRoll.scans.items;
    if (!first || !second) throw new Error('the roll has fewer than two scans');
    // The hi-res file's pixel width: a quarter turn swaps the sides.
    const hiResWidth = first.rotation % 180 === 0 ? first.width : first.height;

    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'customer@lab.test');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/users/${userId}/rolls/${roll.id}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    // The first frame's tile opens its scan page.
    const frameName = `Frame ${String(first.frame).padStart(2, '0')}`;
    await page.getByRole('link', { name: `${frameName}, ${first.name}` }).click();
    await page.waitForURL(`**/users/${userId}/gallery/${first.id}`);
    await page.getByRole('heading', { name: `${frameName} · ${first.name}`, level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'scans-view-scan-page');

    // Full screen: the viewer starts at 25% and its film bar counts the frame.
    await page.getByRole('button', { name: `Open ${frameName} full screen` }).click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    const zoom = viewer.getByRole('button', { name: /^Zoom \d+%$/ });
    await expect.poll(() => zoom.getAttribute('aria-label')).toBe('Zoom 25%');
    await expect.poll(() => viewer.textContent()).toMatch(/Photo\s*01\b/);

    // 25% → 50% → 100%: at 100% the hi-res image is shown, and it is the full-size file.
    await zoom.click();
    await expect.poll(() => zoom.getAttribute('aria-label')).toBe('Zoom 50%');
    await zoom.click();
    await expect.poll(() => zoom.getAttribute('aria-label')).toBe('Zoom 100%');
    const hiRes = viewer.locator('img[data-ready]');
    await hiRes.waitFor({ state: 'attached', timeout: 30_000 });
    await expect.poll(() => viewer.getByText('Loading hi-res…').count()).toBe(0);
    const natural = await hiRes.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      src: img.currentSrc,
    }));
    expect(natural.width).toBe(hiResWidth);
    // The Hi-res toggle shows it is on (and cannot be turned off at 100%).
    await expect
      .poll(() => viewer.getByRole('button', { name: 'Hi-res' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/scans-view-lightbox-100-1280.png' });

    // Zoomed in, the arrow keys pan the photo; back at 25% they step through the roll.
    await zoom.click();
    await expect.poll(() => zoom.getAttribute('aria-label')).toBe('Zoom 25%');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.textContent()).toMatch(/Photo\s*02\b/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => viewer.textContent()).toMatch(/Photo\s*01\b/);
    await screenshots(page, 'scans-view-lightbox');
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);

    // Back on the roll, the digital contact sheet shows the roll's frames as one sheet.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: title }).click();
    await page.waitForURL(`**/users/${userId}/rolls/${roll.id}`);
    await page.getByRole('link', { name: 'Digital contact sheet' }).click();
    await page.waitForURL(`**/users/${userId}/rolls/${roll.id}/digital-contact-sheet`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const sheet = page.getByRole('img', {
      name: `Contact sheet of ${title}: ${roll.scanCount} frames with their numbers`,
    });
    await sheet.waitFor();
    await expect
      .poll(() => sheet.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await page.getByText(`${roll.scanCount} frames`).waitFor();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'scans-view-contact-sheet');
  });
});
