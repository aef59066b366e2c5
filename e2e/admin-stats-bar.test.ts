import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile, logIn } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// Issue 26: the admin header's stats bar shows every figure at every width — synced counts and orders by location were
// cut off after 'Developed today' at 1280 px, with no cue that more followed.
const browser = launchBrowserPerFile();

describe('the admin stats bar', () => {
  it('has every figure in view at 390 and 1280 px', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'admin@lab.test');
    await page.waitForURL('**/admin/orders');
    const bar = page.getByRole('region', { name: 'Lab stats' });
    await bar.getByText('Synced yesterday').waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(200);
      const figures = await bar.locator('dt').evaluateAll((terms, view) => {
        const barBox = terms[0]!.closest('section')!.getBoundingClientRect();
        return terms.map((term) => {
          const box = term.parentElement!.getBoundingClientRect();
          return {
            label: term.textContent,
            inView: box.left >= barBox.left - 1 && box.right <= Math.min(barBox.right, view) + 1,
          };
        });
      }, width);
      expect(figures.map((f) => f.label)).toEqual(
        expect.arrayContaining(['Synced today', 'Synced yesterday', expect.stringMatching(/^Orders · /)]),
      );
      expect(figures.filter((f) => !f.inView)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'admin-stats-bar');
  });
});
