import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn, loginAs } from './support/browser.js';

// Issue 23, decision 105: sofia.rossi@example.com (a lapsed member: On Demand prices, so the label is a line) orders
// with "Prepaid Label"; the order holds the label the review priced and its page offers the PNG at once.

const browser = launchBrowserPerFile();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

describe('a Prepaid Label order', () => {
  it('shows the label line it reviewed and a working label download on the order page', async () => {
    const { token, id } = await loginAs('sofia.rossi@example.com');
    const me = await gql<{ me: { addresses: { id: string }[] } }>(
      'query { me { addresses { id } } }',
      {},
      token,
    );
    if (me.me.addresses.length === 0) {
      await gql(
        'mutation A($input: AddressInput!) { createAddress(input: $input) { id } }',
        { input: { address1: '12 Orchard St', city: 'New York', state: 'NY', zip: '10002' } },
        token,
      );
    }

    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'sofia.rossi@example.com');
    await page.waitForURL(/\/(users|onboarding)\//);
    await page.goto(`/users/${id}/orders/new/rolls`);
    const roll = page.getByRole('group', { name: /^Roll 1\b/ });
    await roll.getByLabel('Film stock', { exact: true }).fill('Kodak Portra 400');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await page.getByRole('heading', { name: /Shipping/ }).waitFor();
    await page.getByRole('radio', { name: /Prepaid Label/ }).check();
    const from = page.getByLabel('Label from (your address)', { exact: true });
    await from
      .locator('option', { hasText: /, \d{5}\b/ })
      .first()
      .waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Continue to Review' }).click();
    const review = page.getByRole('complementary', { name: 'Price' });
    await review.getByText('Prepaid shipping label').first().waitFor();
    const reviewed = (await review.textContent()) ?? '';

    await page.getByRole('button', { name: 'Create Order' }).click();
    await page.waitForURL(/\/users\/\d+\/orders\/\d+$/);
    const orderId = page.url().split('/').pop() ?? '';
    const order = await gql<{
      order: {
        totals: { total: number };
        lines: { key: string }[];
        shipments: { labelUrl: string | null }[];
      };
    }>(
      'query O($id: ID!) { order(id: $id) { totals { total } lines { key } shipments { labelUrl } } }',
      { id: orderId },
      token,
    );
    expect(order.order.lines.map((line) => line.key)).toContain('prepaidlabel');
    // The order holds what the review showed: its total was on the review.
    expect(reviewed).toContain(usd(order.order.totals.total));

    const money = page.getByRole('complementary', { name: 'Estimate' });
    await money.getByText('Prepaid shipping label').first().waitFor();
    await money.getByText(usd(order.order.totals.total), { exact: true }).waitFor();
    const link = page.getByRole('link', { name: /Download shipping label/ });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/files\/labels\/[0-9a-f]{32}\.png\?/);
    // The link downloads the label's PNG (served 200 from this origin: a 404 or an error page is no download).
    const download = page.waitForEvent('download');
    await link.click();
    const label = await download;
    expect(label.suggestedFilename()).toBe('nice-film-lab-shipping-label.png');
    const bytes = await readFile((await label.path()) as string);
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.close();
  });
});
