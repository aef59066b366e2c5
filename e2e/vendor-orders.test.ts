import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile, logIn, userIdOf } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// A print shop ships an order's prints and the customer sees the tracking number (docs/decisions/084-vendor-orders.md).
// Priya's open order 1018 is used by no other browser test.

const browser = launchBrowserPerFile();
const ORDER = 1018;

async function labCall(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${inject('labUrl')}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.status;
}

describe('vendor orders', () => {
  it('the vendor marks an order printed and shipped; the customer sees the tracking number', async () => {
    const login = await fetch(`${inject('labUrl')}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@lab.test', password: 'filmlab-demo' }),
    });
    const admin = login.headers.get('authorization')!.replace(/^Bearer /, '');
    const priya = await userIdOf('priya.shah@example.com');
    const print = {
      paper: { name: 'Hahnemühle Photo Rag 308', paperType: 'FINE_ART' },
      width: 11,
      height: 14,
    };
    expect(
      await labCall('PUT', `/users/${priya}/orders/${ORDER}`, admin, {
        newPrints: [{ ...print, border: 1, quantity: 2, amount: 5998 }],
      }),
    ).toBe(200);

    // Staff send the order's prints to the demo print shop from the order's lab desk.
    const desk = await browser.newPage({ width: 1280, height: 900 });
    await desk.goto('/login');
    await logIn(desk, 'admin@lab.test');
    await desk.waitForURL('**/admin/orders');
    await desk.goto(`/admin/users/${priya}/orders/${ORDER}`);
    const shop = desk.getByRole('form', { name: 'Print shop' });
    await shop.getByLabel('Send the prints to').selectOption({ label: 'Valeria Ortiz' });
    await expectNoSeriousA11yViolations(desk);
    await shop.getByRole('button', { name: 'Send Prints' }).click();
    await shop.getByText('Sent to Valeria Ortiz: with the shop.').waitFor();
    await desk
      .getByRole('region', { name: 'Prints' })
      .getByText('Your prints are with our print shop.')
      .waitFor();
    await screenshots(desk, 'order-desk-prints-sent');
    await desk.close();

    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'vendor@lab.test');
    await page.waitForURL('**/vendor-orders');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`Order 10${ORDER}`) }) });
    await card.getByText('To print').waitFor();
    await card
      .getByRole('heading', { name: '2 prints · 11″ × 14″ on Hahnemühle Photo Rag 308, border 1″' })
      .waitFor();
    await card.getByText('Priya Shah').waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'vendor-orders-to-print');

    await card.getByRole('button', { name: 'Mark Printed' }).click();
    await card.getByText('Printed, to ship').waitFor();
    await card.getByLabel('Carrier').selectOption('UPS');
    await card.getByLabel('Tracking number').fill('1z999aa10123456784');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'Mark Shipped' }).click();
    await card.getByText('UPS 1Z999AA10123456784').waitFor();
    await card.getByText('Shipped', { exact: true }).waitFor();
    await screenshots(page, 'vendor-orders-shipped');

    const customer = await browser.newPage({ width: 1280, height: 900 });
    await customer.goto('/login');
    await logIn(customer, 'priya.shah@example.com');
    await customer.waitForURL(/\/users\//);
    await customer.goto(`/users/${priya}/orders/${ORDER}`);
    const prints = customer.getByRole('region', { name: 'Prints' });
    await prints
      .getByText(/Your prints have shipped on .*: UPS tracking number 1Z999AA10123456784\./)
      .waitFor();
    await expectNoSeriousA11yViolations(customer);
    await screenshots(customer, 'order-prints-shipped');
  });
  it('a pick-up print order: the shop is told pick-up at the lab and sees each frame’s roll, number and picture', async () => {
    // Hannah buys 4x6 prints of her roll's frames, to pick up at the lab (decision 106).
    const loginAs = async (email: string) => {
      const res = await fetch(`${inject('labUrl')}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'filmlab-demo' }),
      });
      return res.headers.get('authorization')!.replace(/^Bearer /, '');
    };
    const lab = async (method: string, path: string, token: string, body?: unknown) => {
      const res = await fetch(`${inject('labUrl')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    };
    const [admin, hannahToken] = await Promise.all([
      loginAs('admin@lab.test'),
      loginAs('hannah.okafor@example.com'),
    ]);
    const hannah = await userIdOf('hannah.okafor@example.com');
    const vendor = await userIdOf('vendor@lab.test');
    const rolls = await lab('GET', `/users/${hannah}/film-rolls?limit=1`, hannahToken);
    const roll = rolls.json.filmRolls[0];
    expect(
      (
        await lab('POST', `/users/${hannah}/cart/prints`, hannahToken, {
          kind: 'FOUR_BY_SIX',
          rollIds: [roll.id],
          border: 0,
          quantity: 1,
        })
      ).status,
    ).toBeLessThan(300);
    const quote = await lab('POST', `/users/${hannah}/cart/quote`, hannahToken, { delivery: 'PICK_UP' });
    const bought = await lab('POST', `/users/${hannah}/cart/checkout`, hannahToken, {
      delivery: 'PICK_UP',
      idempotencyKey: crypto.randomUUID(),
      expectedTotal: quote.json.total,
      token: 'tok_visa',
    });
    expect(bought.status).toBe(201);
    const orderId = bought.json.orderId as number;
    expect((await lab('POST', `/orders/${orderId}/vendor-order`, admin, { vendorId: vendor })).status).toBe(
      201,
    );

    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, 'vendor@lab.test');
    await page.waitForURL('**/vendor-orders');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`Order 10${orderId}`) }) });
    await card.getByText(/Pick-up at the lab/).waitFor();
    expect(await card.getByText('Ship to').count()).toBe(0);
    // One block per kind of print, each frame a picture naming its roll and frame (decision 107).
    await card.getByRole('heading', { name: /^\d+ prints? · 4″ × 6″ on / }).waitFor();
    const picture = card
      .getByRole('link', { name: new RegExp(`^Roll ${roll.id}, frame 1: open the file to print`) })
      .locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'vendor-orders-pick-up');
  });
});
