import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile, logIn } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// /admin/social-submissions: staff pick the community scans the landing gallery shows.

const browser = launchBrowserPerFile();
const shots = (page: Page, name: string) => screenshots(page, `admin-social-${name}`);
const LEO = 'Open photo by @leo.b.35mm, shot on Kodak Vision3 250D';

async function toggle(card: Locator, action: 'Select' | 'Unselect') {
  await card.getByRole('button', { name: `${action} the scan by @leo.b.35mm` }).click();
  const next = action === 'Select' ? 'Unselect' : 'Select';
  await card.getByRole('button', { name: `${next} the scan by @leo.b.35mm` }).waitFor();
}

describe('admin social submissions', () => {
  it('an admin searches, selects a submission and the landing gallery shows it', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'admin@lab.test');
    await page.waitForURL('**/admin/orders');
    await page.goto('/admin/social-submissions');
    await page.getByRole('heading', { name: 'Social Submissions', level: 1 }).waitFor();
    await page
      .getByRole('status')
      .getByText(/\d+ submissions/)
      .waitFor();
    const cards = page.getByRole('list', { name: 'Submissions' }).getByRole('listitem');
    expect(await cards.count()).toBe(25);
    expect(await page.getByRole('navigation', { name: 'Pages of submissions' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'list');

    await page.getByLabel('Search by handle or film').fill('vision3');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/admin/social-submissions?q=vision3');
    const leo = cards.filter({ hasText: '@leo.b.35mm' }).filter({ hasText: 'Vision3 250D' }).first();
    await leo.getByText('Not in the gallery').waitFor();
    await toggle(leo, 'Select');
    await leo.getByText(/In the gallery since/).waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'selected');

    const landing = await browser.newPage({ width: 1280, height: 900 });
    await landing.goto('/');
    // The gallery loads as it scrolls into view; the newest pick comes first.
    await landing.locator('#community').scrollIntoViewIfNeeded();
    await landing.locator('#community').getByRole('button', { name: LEO }).first().waitFor();

    // Put the gallery back as the seed had it, for the other browser tests.
    await toggle(leo, 'Unselect');
    await leo.getByText('Not in the gallery').waitFor();
  });

  it('fits a phone', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, 'admin@lab.test');
    await page.waitForURL('**/admin/orders');
    await page.goto('/admin/social-submissions?q=portra');
    await page.getByRole('heading', { name: 'Social Submissions', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /^(Select|Unselect) the scan by/ })
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'phone');
  });
});
