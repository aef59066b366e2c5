import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile, logIn } from './support/browser.js';

// Issue 26: every dialog of a scan's page — Share, Unlock, Submit to the community, Keyboard shortcuts — opened at
// 390 and 1280 px with axe run while it is open (nothing is sent).
const browser = launchBrowserPerFile();

describe('a scan page’s dialogs', () => {
  for (const width of [390, 1280]) {
    it(`open without a serious finding at ${width} px`, async () => {
      const page = await browser.newPage({ width, height: 900 });
      await page.goto('/login');
      await logIn(page, 'customer@lab.test');
      await page.waitForURL('**/users/*/rolls');
      const roll = page.locator('a[href*="/rolls/"]').first();
      await roll.waitFor();
      await page.goto((await roll.getAttribute('href')) ?? '/');
      const frame = page.locator('a[href*="/gallery/"]').first();
      await frame.waitFor();
      await page.goto((await frame.getAttribute('href')) ?? '/');
      for (const [button, title] of [
        ['Share', 'Share scans'],
        ['Unlock', 'Unlock scans'],
        ['Submit to the community', 'Submit to the community'],
        ['Keyboard shortcuts', 'Keyboard shortcuts'],
      ] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.waitFor();
        await expectNoSeriousA11yViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    });
  }
});
