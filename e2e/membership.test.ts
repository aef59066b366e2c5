import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn, loginAs } from './support/browser.js';

// One stack serves every browser test file, so each test here uses its own seeded member and leaves
// customer@lab.test (the demo account other files rely on) as it is:
// daniel.nguyen@example.com renews Nice and upgrades; priya.shah@example.com has Nice set to expire and is declined.

const browser = launchBrowserPerFile();

async function membershipOf(email: string) {
  const data = await gql<{ me: { membership: { planId: string; status: string; periodEnd: string } } }>(
    'query MyMembership { me { membership { planId status periodEnd } } }',
    {},
    (await loginAs(email)).token,
  );
  return data.me.membership;
}

/** The avatar menu's membership lines (the menu holds links, so its panel is found from Settings). */
async function avatarMenuText(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  const settings = page.getByRole('link', { name: 'Settings' });
  await settings.waitFor();
  const text = await page.locator('[id]').filter({ has: settings }).last().innerText();
  await page.keyboard.press('Escape');
  return text;
}

describe('buying a membership', () => {
  it('a Nice member logs in from the purchase page, upgrades to Very Nice with tok_visa and sees it renew', async () => {
    const page = await browser.newPage();
    await page.goto('/memberships/purchase?tier=VERY_NICE_2025');
    await page.getByRole('link', { name: 'Log In To Continue' }).click();
    await page.waitForURL('**/login');
    await logIn(page, 'daniel.nguyen@example.com');
    // The login page returns to the purchase page with the tier still chosen.
    await page.waitForURL('**/memberships/purchase?tier=VERY_NICE_2025');
    expect(await page.getByRole('radio', { name: /Very Nice/ }).isChecked()).toBe(true);
    await page.getByText('You’ll be charged $999.99 a year.').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Test card').selectOption('tok_visa');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await page.getByRole('heading', { name: 'Welcome to Very Nice' }).waitFor();
    expect(await page.getByText('Renews On', { exact: true }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    const menu = await avatarMenuText(page);
    expect(menu).toContain('Very Nice');
    expect(menu).toMatch(/Renews On [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(await membershipOf('daniel.nguyen@example.com')).toMatchObject({
      planId: 'VERY_NICE_2025',
      status: 'RENEWS',
    });
  });

  it('a declined card shows “Your card was declined.” and leaves the membership as it was', async () => {
    const before = await membershipOf('priya.shah@example.com');
    expect(before).toMatchObject({ planId: 'NICE_2025', status: 'EXPIRES' });

    const page = await browser.newPage();
    await page.goto('/login');
    await logIn(page, 'priya.shah@example.com');
    await page.waitForURL('**/users/**');
    const menuBefore = await avatarMenuText(page);
    expect(menuBefore).toContain('Expires On');

    await page.goto('/memberships/purchase?tier=SUPER_NICE_2025');
    await page.getByLabel('Test card').selectOption('tok_chargeDeclined');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    const declined = page.getByText('Your card was declined.');
    await declined.waitFor();
    expect(await declined.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: /Welcome to/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    expect(await avatarMenuText(page)).toBe(menuBefore);
    expect(await membershipOf('priya.shah@example.com')).toEqual(before);
  });
});

describe('the price calculator', () => {
  const totals = (page: Page) =>
    page
      .getByRole('region', { name: 'Yearly cost on each plan' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^Total/ }) })
      .getByRole('cell')
      .allInnerTexts();

  it('shows the server’s figures for 20 rolls, then the new ones when the roll count changes', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/pricing');
    const table = page.getByRole('region', { name: 'Yearly cost on each plan' });
    await table.getByText('$349.89').waitFor();
    expect(await totals(page)).toEqual(['$359.80', '$349.89', '$999.99', '$4,999.99']);
    expect(await table.getByRole('columnheader').filter({ hasText: 'Best value' }).innerText()).toMatch(
      /^Nice/,
    );

    const expected = await gql<{ priceComparison: { columns: { total: number }[] } }>(
      'query PriceComparison($input: PriceCalculatorInput!) { priceComparison(input: $input) { columns { total } } }',
      { input: { numRolls: { devScan: 40 } } },
    );
    const niceTotal = `$${(expected.priceComparison.columns[1].total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(niceTotal).toBe('$649.69');

    const rolls = page.getByRole('spinbutton', { name: 'Dev + Scan rolls' });
    await rolls.fill('40');
    await table.getByRole('cell', { name: niceTotal, exact: true }).waitFor();
    expect((await totals(page))[1]).toBe(niceTotal);
    expect(await table.getByRole('rowheader', { name: /^Dev \+ Scan/ }).innerText()).toContain('40 rolls');
    await expectNoSeriousA11yViolations(page);
  });

  it('serves the same calculator in the landing page’s #price-calculator section', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/film-developing-chicago#price-calculator');
    const table = page.locator('#price-calculator').getByRole('region', { name: 'Yearly cost on each plan' });
    await table.getByText('$349.89').first().waitFor();
    expect(await totals(page)).toEqual(['$359.80', '$349.89', '$999.99', '$4,999.99']);
    await expectNoSeriousA11yViolations(page);
  });
});
