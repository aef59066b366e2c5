import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn, loginAs } from './support/browser.js';

// newcustomer@lab.test (Noah) has no order yet: this file is the only one that gives him one.

const browser = launchBrowserPerFile();
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The screen as it is now at phone and desktop widths, for a person to look at (not asserted). */
async function shots(page: Page, name: string) {
  // From the top: a sticky header would otherwise be drawn where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/orders-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const roll = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Roll ${n}\\b`) });

interface QuoteTotals {
  orderQuote: { totals: { total: number; tax: number }; lines: { description: string; amount: number }[] };
}

describe('a first order', () => {
  it('a new customer creates three rolls on /onboarding/rolls, sees the server’s prices, and lands on the order', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'newcustomer@lab.test');
    await page.waitForURL('**/onboarding/rolls');
    await page.getByRole('heading', { name: 'Welcome, Noah' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await roll(page, 1).getByLabel('Film stock', { exact: true }).fill('Kodak Portra 400');
    await roll(page, 1).getByLabel('Push / pull').selectOption('1');
    await page.getByRole('button', { name: 'Add a roll' }).click();
    await roll(page, 2).getByLabel('Film stock', { exact: true }).fill('Fujifilm Provia 100F');
    await roll(page, 2).getByLabel('Process', { exact: true }).selectOption('E6');
    await roll(page, 2).getByLabel('Rush', { exact: true }).check();
    await page.getByRole('button', { name: 'Add a roll' }).click();
    await roll(page, 3).getByLabel('Film stock', { exact: true }).fill('Kodak Portra 160');
    await roll(page, 3).getByLabel('Format', { exact: true }).selectOption('FORMAT_120');
    await roll(page, 3).getByLabel('Sleeving', { exact: true }).selectOption('CUT');
    await page.getByText('3 rolls', { exact: true }).waitFor();
    await shots(page, 'new-rolls');

    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await page.getByRole('heading', { name: /Shipping/ }).waitFor();
    const location = page.getByLabel('Drop-off location', { exact: true });
    await location.locator('option').nth(1).waitFor({ state: 'attached' });
    const locationName = (await location.locator('option').nth(1).textContent()) ?? '';
    await location.selectOption({ index: 1 });
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'new-shipping');

    await page.getByRole('button', { name: 'Continue to Review' }).click();
    const price = page.getByRole('table', { name: 'Your price' });
    await price.waitFor();

    // The page shows the server's figures: ask the BFF the same question and compare.
    const { token, id } = await loginAs('newcustomer@lab.test');
    const quote = await gql<QuoteTotals>(
      'query Q($input: OrderQuoteInput!) { orderQuote(input: $input) { totals { total tax } lines { description amount } } }',
      {
        input: {
          shippingMethod: 'DROP_OFF',
          rolls: [
            { process: 'C41', format: 'FORMAT_35MM', stock: 'Kodak Portra 400', pushPull: 1 },
            { process: 'E6', format: 'FORMAT_35MM', stock: 'Fujifilm Provia 100F', addRush: true },
            { process: 'C41', format: 'FORMAT_120', stock: 'Kodak Portra 160', sleeving: 'CUT' },
          ],
        },
      },
      token,
    );
    const review = page.getByRole('complementary', { name: 'Price' });
    await review.getByText(usd(quote.orderQuote.totals.total), { exact: true }).waitFor();
    for (const line of quote.orderQuote.lines) {
      expect(
        await price
          .getByRole('rowheader', { name: new RegExp(`^${line.description.replace(/[+()]/g, '\\$&')}`) })
          .count(),
      ).toBeGreaterThan(0);
    }
    expect(await review.getByText('Account Credit').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'new-review');

    // A double click makes one order (one idempotency key per attempt, the button busy while in flight).
    const create = page.getByRole('button', { name: 'Create Order' });
    await create.dblclick();
    await page.waitForURL(/\/users\/\d+\/orders\/\d+$/);
    const orderId = page.url().split('/').pop() ?? '';

    const order = await gql<{
      order: { number: string; totals: { total: number }; location: string; rolls: { stock: string }[] };
      me: { orders: { count: number } };
    }>(
      'query O($id: ID!) { order(id: $id) { number location totals { total } rolls { stock } } me { orders { count } } }',
      { id: orderId },
      token,
    );
    expect(order.me.orders.count).toBe(1);
    expect(order.order.location).toBe(locationName);
    expect(order.order.rolls.map((r) => r.stock)).toEqual([
      'Kodak Portra 400',
      'Fujifilm Provia 100F',
      'Kodak Portra 160',
    ]);
    await page.getByRole('heading', { name: `Order ${order.order.number}` }).waitFor();
    for (const stock of ['Kodak Portra 400', 'Fujifilm Provia 100F', 'Kodak Portra 160']) {
      await page.getByRole('heading', { name: new RegExp(`Roll \\d: ${stock}$`) }).waitFor();
    }
    const money = page.getByRole('complementary', { name: 'Estimate' });
    await money.getByText(usd(order.order.totals.total), { exact: true }).waitFor();
    expect(await page.getByText('Open', { exact: true }).first().isVisible()).toBe(true);

    // The first order switched the header to the member links.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Rolls', 'Orders', 'Shop'])
      await nav.getByRole('link', { name, exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'order');

    await nav.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL(`**/users/${id}/orders`);
    await page.getByRole('link', { name: new RegExp(`Order ${order.order.number}`) }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'list');

    for (const [ending, heading] of [
      ['summary', `Order ${order.order.number}`],
      ['add-rush', 'Add Rush'],
      ['return-negatives-form', 'Return Negatives'],
      ['edit', `Edit Order ${order.order.number}`],
    ] as const) {
      await page.goto(`/users/${id}/orders/${orderId}/${ending}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      if (ending === 'add-rush') await page.getByText(/Adds before tax|Choose rolls/).waitFor();
      if (ending === 'edit') await roll(page, 3).waitFor();
      if (ending === 'summary') {
        // Printed, the sheet stands alone: the site's header and footer are not on the page.
        await page.emulateMedia({ media: 'print' });
        expect(await page.getByRole('banner').isVisible()).toBe(false);
        expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
        expect(await page.getByRole('heading', { name: heading, level: 1 }).isVisible()).toBe(true);
        await page.emulateMedia({ media: 'screen' });
      }
      await expectNoSeriousA11yViolations(page);
      await shots(page, ending);
    }
  });
});
