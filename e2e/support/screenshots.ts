import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

const SHOTS = '/tmp/shots';

/**
 * The screen as it is now at phone and desktop widths, for a person to look at (not asserted): full-page shots from
 * the top (a shot taken mid-scroll paints the sticky header over the middle), then back to the desktop width.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
