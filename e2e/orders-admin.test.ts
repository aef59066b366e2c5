import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn, loginAs } from './support/browser.js';

// The lab's desk: admin@lab.test takes one of customer@lab.test's seeded OPEN orders that has not reached the lab
// (picked through the BFF, not by id) from check-in to COMPLETE, while the customer watches it on their own page.

const browser = launchBrowserPerFile();
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** The screen as it is now at phone and desktop widths, for a person to look at (not asserted). */
async function shots(page: Page, name: string) {
  // From the top: a full-page shot taken mid-scroll paints the sticky header over the middle of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/admin-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface FoundOrders {
  orders: {
    items: {
      id: string;
      number: string;
      receivedRollCount: number | null;
      expectedRollCount: number;
      customer: { id: string; email: string };
    }[];
  };
}

/** An OPEN order of customer@lab.test that the lab has not received yet, from the seeded demo data. */
async function orderNotYetReceived() {
  const { token } = await loginAs('admin@lab.test');
  const found = await gql<FoundOrders>(
    `query OpenOrders($filter: OrdersFilter) {
      orders(filter: $filter, limit: 100) {
        items { id number receivedRollCount expectedRollCount customer { id email } }
      }
    }`,
    { filter: { status: 'OPEN', search: 'customer@lab.test' } },
    token,
  );
  const order = found.orders.items.find(
    (item) =>
      item.customer.email === 'customer@lab.test' &&
      item.receivedRollCount === null &&
      item.expectedRollCount > 1,
  );
  if (!order) throw new Error('The demo data has no OPEN, unreceived order for customer@lab.test');
  return order;
}

const desk = (page: Page) => page.getByRole('region', { name: 'Lab desk' });
const leadStatus = (page: Page, status: string) =>
  page.locator('main header').getByText(status, { exact: true }).waitFor();

describe('the lab’s order desk', () => {
  it('finds orders with the quick search and says when nothing matches', async () => {
    const order = await orderNotYetReceived();
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'admin@lab.test');
    await page.waitForURL('**/admin/orders');
    await page.getByRole('table').waitFor();
    await page.getByRole('region', { name: 'Lab stats' }).getByText('Turnaround').waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'orders');

    const search = page.getByRole('combobox', { name: 'Quick order search' });
    await search.fill(order.number);
    const option = page.getByRole('option', { name: new RegExp(order.number) });
    await option.waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/admin-quick-search-1280.png` });

    await search.fill('zzz-no-such-order');
    await page.getByText('No orders found for “zzz-no-such-order”', { exact: true }).waitFor();
    expect(await page.getByRole('listbox', { name: 'Orders found' }).getByRole('option').count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await search.getAttribute('aria-expanded')).toBe('false');

    // Filters live in the URL: the OPEN chip narrows the desk and says so in the address.
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.waitForURL('**/admin/orders?status=OPEN');
    await page.getByRole('link', { name: `Order ${order.number}` }).waitFor();

    await search.fill(order.number);
    await option.waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL(`**/admin/users/${order.customer.id}/orders/${order.id}`);
    await desk(page).waitFor();
  });

  it('receives a short count, records developed on the received rolls, takes the missing roll off, invoices and completes while the customer watches live', async () => {
    const order = await orderNotYetReceived();
    const orderPath = `/users/${order.customer.id}/orders/${order.id}`;

    const customer = await browser.newPage({ width: 1280, height: 900 });
    await customer.goto('/login');
    await logIn(customer, 'customer@lab.test');
    await customer.waitForURL(/\/users\//);
    await customer.goto(orderPath);
    await customer.getByRole('heading', { name: `Order ${order.number}` }).waitFor();
    await leadStatus(customer, 'Open');
    expect(await customer.getByRole('region', { name: 'Lab desk' }).count()).toBe(0);

    const admin = await browser.newPage({ width: 1280, height: 900 });
    await admin.goto('/login');
    await logIn(admin, 'admin@lab.test');
    await admin.waitForURL('**/admin/orders');
    await admin.goto(`/admin${orderPath}`);
    await desk(admin).waitFor();
    await desk(admin).getByText('Not received yet.', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(admin);
    await shots(admin, 'order-desk');

    // Receive with a count one short of the order's: the desk warns before, and the customer is told after.
    const counted = order.expectedRollCount - 1;
    const count = desk(admin).getByLabel('Rolls counted');
    expect(await count.inputValue()).toBe(String(order.expectedRollCount));
    await count.fill(String(counted));
    await desk(admin)
      .getByText(/e-mails the customer about the difference/)
      .waitFor();
    await desk(admin).getByRole('button', { name: 'Receive Rolls' }).click();
    await desk(admin)
      .getByText(`Received ${counted} roll${counted === 1 ? '' : 's'}.`)
      .waitFor();
    await desk(admin).getByText('Count differs from the order: the customer has been told.').waitFor();
    await customer.getByText(`We counted ${counted} roll`, { exact: false }).waitFor();

    // Developed, on every received roll (a step needs the roll received): the customer's timelines move on
    // without a reload.
    await desk(admin).getByLabel('Event', { exact: true }).selectOption('DEVELOPED');
    await desk(admin)
      .getByRole('radio', { name: `All ${counted} received roll${counted === 1 ? '' : 's'}` })
      .waitFor();
    await desk(admin).getByRole('button', { name: 'Add Event' }).click();
    await desk(admin)
      .getByText(`Developed recorded on ${counted} roll${counted === 1 ? '' : 's'}.`)
      .waitFor();
    await customer.waitForFunction((rolls) => {
      const steps = Array.from(document.querySelectorAll('li[aria-current="step"]'));
      return steps.filter((step) => step.textContent?.startsWith('Developed')).length === rolls;
    }, counted);
    await expectNoSeriousA11yViolations(customer);

    // Invoicing waits until the count and the order agree: the desk takes the roll that never came off the order,
    // and the invoice bills the rolls the lab has.
    const waiting = desk(admin).getByRole('region', { name: 'Invoicing waits for the count' });
    await waiting.waitFor();
    expect(await desk(admin).getByRole('button', { name: 'Invoice', exact: true }).count()).toBe(0);
    await expectNoSeriousA11yViolations(admin);
    await shots(admin, 'order-desk-short-count');
    const missing = order.expectedRollCount - counted;
    await waiting
      .getByRole('button', { name: `Take ${missing} Missing Roll${missing === 1 ? '' : 's'} Off the Order` })
      .click();
    await desk(admin)
      .getByText(`${missing} roll${missing === 1 ? '' : 's'} taken off the order.`)
      .waitFor();
    await desk(admin)
      .getByText(`The order lists ${counted} roll${counted === 1 ? '' : 's'}.`, { exact: false })
      .waitFor();
    expect(await desk(admin).getByText('Count differs from the order', { exact: false }).count()).toBe(0);

    await desk(admin).getByRole('button', { name: 'Invoice', exact: true }).click();
    await desk(admin)
      .getByText(/^Invoiced: the invoice is on its way/)
      .waitFor();
    await leadStatus(admin, 'Invoiced');
    await desk(admin).getByRole('button', { name: 'Send Invoice' }).waitFor();
    await shots(admin, 'order-desk-invoiced');

    // The customer pays with a test card on their page, which turned into an invoice by itself.
    await leadStatus(customer, 'Invoiced');
    await customer.getByLabel('Card', { exact: true }).selectOption('tok_visa');
    await customer.getByRole('button', { name: /^Pay \$/ }).click();
    await leadStatus(customer, 'Paid');
    // What was charged stays on screen (decision 104).
    await customer.getByText(/^Paid \$\d+\.\d\d with visa •••• 4242\.$/).waitFor();

    await leadStatus(admin, 'Paid');
    await desk(admin).getByRole('button', { name: 'Complete' }).click();
    await desk(admin).getByText('The order is complete.').waitFor();
    await leadStatus(admin, 'Complete');
    await leadStatus(customer, 'Complete');
    expect(await desk(admin).getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(admin);

    // The desk's list shows it complete too, with its invoiced total.
    await admin.goto(`/admin/orders?q=${order.number}`);
    const row = admin.getByRole('row', { name: new RegExp(order.number) });
    await row.getByText('Complete', { exact: true }).waitFor();
    expect(await row.getByText(/^\$\d/).count()).toBe(1);
  });

  it('shows the rolls that reached each step on the roll events dashboard', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'admin@lab.test');
    await page.waitForURL('**/admin/orders');
    await page.getByRole('link', { name: 'Roll Events Dash' }).click();
    await page.waitForURL('**/admin/roll-events-dashboard');
    expect(await page.getByRole('link', { name: 'Received' }).getAttribute('aria-current')).toBe('page');
    await page.getByText(/rolls? received in the last 14 days/).waitFor();
    await page.getByRole('link', { name: 'Developed' }).click();
    await page.waitForURL('**/admin/roll-events-dashboard/developed');
    await page.getByText(/rolls? developed in the last 14 days/).waitFor();
    const first = page
      .getByRole('main')
      .getByRole('link', { name: /^Order 10\d+$/ })
      .first();
    await first.waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'roll-events');
    await first.click();
    await page.waitForURL(/\/admin\/users\/\d+\/orders\/\d+$/);
    await desk(page).waitFor();

    // The admin's avatar menu lists the admin areas, not a customer's credits.
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('link', { name: 'Messengers' }).waitFor();
    for (const customerItem of ['Settings', 'Referrals', 'Become A Member']) {
      expect(await page.getByRole('link', { name: customerItem }).count()).toBe(0);
    }
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 390, height: 900 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Roll Events Dashboard' })
      .waitFor();
    await page.waitForTimeout(400); // the menu's 250 ms reveal, so the shot shows it settled
    await page.screenshot({ path: `${SHOTS}/admin-mobile-menu-390.png` });
    await expectNoSeriousA11yViolations(page);
  });
});
