import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile } from './support/browser.js';

// What turned up when the site was tried as a new user (issue 14).

const browser = launchBrowserPerFile();

describe('the site as a new user', () => {
  it('on a phone, the floating badge waits until the hero has scrolled away', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const badge = page.locator('a[href="/signup"][class*="badge"]');
    await expect.poll(() => badge.getAttribute('data-hidden')).toBe('true');
    // Checked at the top: sections further down fade in as they are reached, and axe would measure them mid-fade.
    await expectNoSeriousA11yViolations(page);
    await page.locator('#community').scrollIntoViewIfNeeded();
    await expect.poll(() => badge.getAttribute('data-hidden')).toBeNull();
  });

  it('on a wide screen, the badge is there from the start', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const badge = page.locator('a[href="/signup"][class*="badge"]');
    await badge.waitFor();
    expect(await badge.getAttribute('data-hidden')).toBeNull();
  });
});
