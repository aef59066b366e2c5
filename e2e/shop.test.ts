import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile, logIn } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// The shop's catalogue (decision 072): a member browses film by collection and filters, sees member prices beside
// list prices, and opens a product.

const browser = launchBrowserPerFile();
const shots = (page: Page, name: string) => screenshots(page, `shop-${name}`);

describe('the shop', () => {
  it('a member filters film and sees member prices, then opens a product', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'customer@lab.test');
    await page.waitForURL('**/users/*/**');
    await page.getByRole('link', { name: 'Shop' }).first().click();
    await page.waitForURL('**/products/all');
    // 14 seeded; the product administration test may add one meanwhile (same stack).
    await page.getByRole('heading', { name: /^1[45] products$/ }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'all');

    await page.getByRole('navigation', { name: 'Collections' }).getByRole('button', { name: 'Film' }).click();
    await page.getByRole('heading', { name: '10 products' }).waitFor();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('group', { name: 'Format' }).getByRole('button', { name: '35mm' }).click();
    await filters.getByRole('group', { name: 'Process' }).getByRole('button', { name: 'BW' }).click();
    await page.getByRole('heading', { name: '2 products' }).waitFor();
    const cards = page.getByRole('region', { name: '2 products' }).getByRole('listitem');
    expect(await cards.allInnerTexts()).toEqual([
      expect.stringMatching(
        /Kodak Tri-X 400 35mm[\s\S]*\$10\.34[\s\S]*\$11\.49[\s\S]*Member price[\s\S]*In stock/i,
      ),
      expect.stringMatching(/Ilford HP5 Plus 35mm[\s\S]*\$8\.54[\s\S]*\$9\.49/),
    ]);
    expect(page.url()).toContain('collection=Film');
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'filtered');

    await page.getByRole('link', { name: /Kodak Tri-X 400 35mm/ }).click();
    await page.waitForURL('**/products/kodak-tri-x-400-35mm/detailed');
    await page.getByRole('heading', { name: 'Kodak Tri-X 400 35mm', level: 1 }).waitFor();
    await page.getByText('Member price').waitFor();
    const details = page.getByRole('definition');
    expect(await details.allInnerTexts()).toEqual(expect.arrayContaining(['35mm', 'BW', '400']));
    await page.getByRole('button', { name: 'Show picture 2 of 2' }).click();
    await page.getByRole('img', { name: 'Kodak Tri-X 400 35mm, another view' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'product');
  });

  it('a print product leads to the print pages, where the scans are chosen', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, 'customer@lab.test');
    await page.waitForURL('**/users/*/**');
    await page.goto('/products/4x6-print-pack/detailed');
    await page.getByRole('heading', { name: '4x6 Print Pack', level: 1 }).waitFor();
    await page.getByText('Made to order').first().waitFor();
    await page
      .getByText('Printed from your scans: choose frames or whole rolls, copies and a border.')
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'print-product');
    await page.getByRole('link', { name: 'Choose scans to print' }).click();
    await page.waitForURL('**/users/*/small-print-orders');
    await page.getByRole('heading', { name: '4x6 Prints', level: 1 }).waitFor();

    await page.goto('/products/giclee-print-11x14/detailed');
    await page.getByRole('link', { name: 'Choose scans to print' }).click();
    await page.waitForURL('**/users/*/print-orders/new/selector');
    await page.getByRole('heading', { name: 'Large Format Prints', level: 1 }).waitFor();
  });
});
