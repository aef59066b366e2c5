import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn } from './support/browser.js';

const browser = launchBrowserPerFile();

describe('live user events in the browser', () => {
  it('the header changes without a reload when the customer’s first order is created elsewhere', async () => {
    // A fresh account, so no other browser test's customer gains an order.
    const email = `live-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'portra-400-live';
    const { signup } = await gql<{ signup: { token: string } }>(
      'mutation Signup($input: SignupInput!) { signup(input: $input) { token } }',
      { input: { email, password, firstName: 'Lee', lastName: 'Live' } },
    );

    const page = await browser.newPage();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|WebSocket/i.test(message.text())) {
        refused.push(message.text());
      }
    });
    await page.goto('/login');
    await logIn(page, email, password);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Onboarding' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await expect.poll(() => sockets, { timeout: 10_000 }).toContain('/graphql');

    // The same customer orders from another device: the lab publishes order_updated to their live connection.
    await gql(
      'mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      {
        input: {
          idempotencyKey: randomUUID(),
          shippingMethod: 'EXTERNAL_FULFILLMENT',
          rolls: [{ process: 'C41', format: 'FORMAT_35MM', stock: 'Kodak Portra 400' }],
        },
      },
      signup.token,
    );
    await main.getByRole('link', { name: 'Orders' }).waitFor({ timeout: 10_000 });
    expect(await main.getByRole('link', { name: 'Onboarding' }).count()).toBe(0);
    expect(refused).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
