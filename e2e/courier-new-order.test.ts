import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// Courier pick-up inside the new-order flow (docs/decisions/070): a customer whose address is in Marcus Reed's zip
// codes (Williamsburg, 11249) chooses a window on the shipping step, and the order is created with it booked. The
// customer signs up fresh, so no seeded account's orders or today's route change.

const browser = launchBrowserPerFile();
const shots = (page: Page, name: string) => screenshots(page, `courier-new-order-${name}`);
const PASSWORD = 'courier-e2e-pass';

async function customerInCourierArea(): Promise<{ id: string; email: string }> {
  const email = `courier-order-e2e-${Date.now()}@example.com`;
  const signed = await gql<{ signup: { token: string; user: { id: string } } }>(
    'mutation Signup($input: SignupInput!) { signup(input: $input) { token user { id } } }',
    { input: { email, password: PASSWORD, firstName: 'Ines', lastName: 'Varga', phone: '7185550163' } },
  );
  await gql(
    'mutation A($input: AddressInput!) { createAddress(input: $input) { id } }',
    {
      input: {
        address1: '88 Wythe Ave',
        city: 'Brooklyn',
        state: 'NY',
        zip: '11249',
        primary: true,
      },
    },
    signed.signup.token,
  );
  return { id: signed.signup.user.id, email };
}

describe('courier pick-up in the new-order flow', () => {
  it('a customer in a courier area picks a window on the shipping step and the order is created with it booked', async () => {
    const { id, email } = await customerInCourierArea();
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/onboarding/rolls');
    await page
      .getByRole('group', { name: /^Roll 1\b/ })
      .getByLabel('Film stock', { exact: true })
      .fill('Ilford HP5 Plus 400');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();

    const courier = page.getByRole('radio', { name: /^Courier Pick-up/ });
    await courier.waitFor();
    expect(await page.getByText('You’re in our courier area: Marcus Reed collects the film').count()).toBe(1);
    await courier.check();
    const windows = page.getByRole('group', { name: 'When should Marcus Reed come?' });
    await windows.waitFor();
    // Continuing without a time says what is missing, beside the choice.
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await windows.getByText('Choose a time for the courier').waitFor();
    const options = windows.getByRole('radio');
    expect(await options.count()).toBeGreaterThan(2);
    // Not today's (the courier's route test counts today's stops) and not the last (the couriers test books it).
    const today = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'America/New_York',
    }).format(new Date());
    const labels = (await windows.locator('label > span:first-of-type').allInnerTexts()).map((t) => t.trim());
    const index = labels.findIndex((text, i) => !text.startsWith(today) && i < labels.length - 1);
    expect(index).toBeGreaterThanOrEqual(0);
    const label = labels[index]!;
    await options.nth(index).check();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'shipping');

    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await page.getByText(`Courier Pick-up · Marcus Reed, ${label}`).waitFor();
    await page.getByRole('table', { name: 'Your price' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'review');

    await page.getByRole('button', { name: 'Create Order' }).dblclick();
    await page.waitForURL(new RegExp(`/users/${id}/orders/\\d+$`));
    const panel = page.getByRole('region', { name: 'Courier pick-up' });
    await panel
      .getByRole('status')
      .getByText(`Marcus Reed collects your film ${label}.`, { exact: false })
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'order');
  });
});
