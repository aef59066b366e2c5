import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn, loginAs } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// Couriers (docs/decisions/070-couriers.md): staff keep a courier's hours and print the day's route; the courier
// (messenger@lab.test, Marcus) signs in to today's route, marks a stop done and tells the next customer.

const browser = launchBrowserPerFile();
const shots = (page: Page, name: string) => screenshots(page, `courier-${name}`);

describe('couriers', () => {
  it('an admin adds a courier’s hours and prints a route', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'admin@lab.test');
    await page.waitForURL('**/admin/orders');
    await page.goto('/admin/messengers');
    await page.getByRole('heading', { name: 'Couriers', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Marcus Reed' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'list');

    await page.getByRole('link', { name: 'Dee Alvarez' }).click();
    await page.getByRole('heading', { name: 'Dee Alvarez', level: 1 }).waitFor();
    const add = page.getByRole('form', { name: 'Add hours' });
    await add.getByLabel('Day').selectOption({ label: 'Saturday' });
    await add.getByLabel('From').fill('11:00');
    await add.getByLabel('Until').fill('15:30');
    await add.getByRole('button', { name: 'Add hours' }).click();
    const hours = page.getByRole('region', { name: 'Working hours' });
    await hours.getByText('11:00 AM – 3:30 PM').waitFor();
    expect(await hours.getByRole('listitem').allInnerTexts()).toContainEqual(
      expect.stringContaining('Saturday'),
    );
    // An overlapping block is refused and says why.
    await add.getByLabel('Day').selectOption({ label: 'Saturday' });
    await add.getByLabel('From').fill('12:00');
    await add.getByLabel('Until').fill('13:00');
    await add.getByRole('button', { name: 'Add hours' }).click();
    await add.getByRole('alert').getByText('These hours overlap other hours on Saturday').waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'detail');

    await page.goto('/admin/messengers');
    await page.getByRole('link', { name: 'Marcus Reed' }).click();
    await page.getByRole('link', { name: 'Printable route' }).click();
    await page.waitForURL('**/admin/messengers/*/printable-routes?date=*');
    const sheet = page.getByRole('article');
    await sheet.getByRole('heading', { name: /Marcus Reed — / }).waitFor();
    const rows = sheet.getByRole('row');
    await rows.nth(1).getByText('Casey Moreno').waitFor();
    expect(await rows.count()).toBe(4);
    await expect(rows.nth(1).innerText()).resolves.toContain('210 Kent Ave, Apt 4');
    await expect(rows.nth(1).innerText()).resolves.toContain('101017');
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'printable');
  });

  it('the courier signs in to today’s route, marks a stop done and tells the next customer', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, 'messenger@lab.test');
    await page.waitForURL('**/courier');
    await page.getByRole('heading', { name: 'Today’s Route', level: 1 }).waitFor();
    const stops = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    const casey = stops.filter({ hasText: 'Casey Moreno' });
    await casey.waitFor();
    expect(await stops.count()).toBe(3);
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'home');

    await casey.getByRole('button', { name: 'Mark done' }).click();
    await casey.getByRole('button', { name: 'Undo' }).waitFor();
    await casey.getByText('Done', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Tell next customer I’m on the way' }).click();
    await page.getByRole('status').getByText('Jordan Kim has been told you are on the way.').waitFor();
    await stops
      .filter({ hasText: 'Jordan Kim' })
      .getByText(/^Told at /)
      .waitFor();
  });

  it('a customer in the courier area books a pick-up for an open order', async () => {
    const { token, id } = await loginAs('jordan.kim@example.com');
    const created = await gql<{ createOrder: { id: string } }>(
      'mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      {
        input: {
          shippingMethod: 'EXTERNAL_FULFILLMENT',
          idempotencyKey: `e2e-courier-${Date.now()}`,
          rolls: [{ process: 'C41', format: 'FORMAT_35MM', stock: 'Kodak Gold 200' }],
        },
      },
      token,
    );
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'jordan.kim@example.com');
    await page.waitForURL(`**/users/${id}/**`);
    await page.goto(`/users/${id}/orders/${created.createOrder.id}`);
    const panel = page.getByRole('region', { name: 'Courier pick-up' });
    await panel.getByText('When should Marcus Reed come?').waitFor();
    const windows = panel.getByRole('radio');
    expect(await windows.count()).toBeGreaterThan(2);
    // The furthest window, so today's route (asserted above) keeps its three stops whatever the order of tests.
    const label = await panel.locator('label').last().innerText();
    await windows.last().check();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'booking');
    await panel.getByRole('button', { name: 'Book pick-up' }).click();
    await panel
      .getByRole('status')
      .getByText(`Marcus Reed collects your film ${label.trim()}.`, { exact: false })
      .waitFor();
  });
});
