import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn, loginAs } from './support/browser.js';

// customer@lab.test asks for the prepaid label of a fresh open order of their own (made here through the BFF, so
// the test does not depend on which seeded orders other files have changed).

const browser = launchBrowserPerFile();
const SHOTS = '/tmp/shots';
/** Spec §2: the label downloads under one fixed name, whatever the order. */
const LABEL_FILE_NAME = 'nice-film-lab-shipping-label.png';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface NewOrder {
  id: string;
  number: string;
}

async function createOpenOrder(token: string): Promise<NewOrder> {
  const data = await gql<{ createOrder: NewOrder }>(
    `mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id number } }`,
    {
      input: {
        idempotencyKey: randomUUID(),
        shippingMethod: 'EXTERNAL_FULFILLMENT',
        rolls: [{ process: 'C41', format: 'FORMAT_35MM', stock: 'Kodak Portra 400' }],
      },
    },
    token,
  );
  return data.createOrder;
}

async function canRequestLabel(token: string, orderId: string): Promise<boolean> {
  const data = await gql<{ order: { actions: { requestLabel: boolean } } }>(
    'query OrderLabelAction($id: ID!) { order(id: $id) { actions { requestLabel } } }',
    { id: orderId },
    token,
  );
  return data.order.actions.requestLabel;
}

async function openLabelDialog(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('button', { name: 'Request USPS Shipping Label' }).click();
  const dialog = page.getByRole('dialog', { name: 'Free Shipping Label' });
  await dialog.getByRole('combobox', { name: 'Open order' }).waitFor();
  return dialog;
}

async function loggedInPage(width: number) {
  const page = await browser.newPage({ width, height: width < 600 ? 844 : 800 });
  await page.goto('/login');
  await logIn(page, 'customer@lab.test');
  await page.waitForURL('**/users/**');
  // The customer's home has settled (its heading, and the header's cart count from the server): a menu opened
  // during the redirect after login would close again with the route change.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).waitFor();
  return page;
}

describe('the Free Shipping Label dialog', () => {
  it('a customer picks an open order and a new return address, confirms, and the PNG label downloads', async () => {
    await mkdir(SHOTS, { recursive: true });
    const { token } = await loginAs('customer@lab.test');
    const order = await createOpenOrder(token);
    expect(await canRequestLabel(token, order.id)).toBe(true);

    const page = await loggedInPage(1280);
    const dialog = await openLabelDialog(page);
    await dialog.getByRole('combobox', { name: 'Open order' }).selectOption(order.id);
    await dialog.getByRole('button', { name: 'Confirm & Download Label' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/label-dialog-1280.png` });
    await expectNoSeriousA11yViolations(page);

    // A new return address, found through the place search and then chosen.
    await dialog
      .getByRole('combobox', { name: 'Return address' })
      .selectOption({ label: 'Add A New Address' });
    const form = dialog.getByRole('group', { name: 'New address' });
    await form.getByRole('combobox', { name: 'Search for an address' }).fill('210 Kent');
    await form.getByRole('option', { name: '210 Kent Ave, Brooklyn, NY, USA' }).click();
    await expect.poll(() => form.getByLabel('Zip').inputValue()).toBe('11249');
    expect(await form.getByLabel('Street address').inputValue()).toBe('210 Kent Ave');
    expect(await form.getByLabel('City').inputValue()).toBe('Brooklyn');
    expect(await form.getByLabel('State').inputValue()).toBe('NY');
    await form.getByLabel('Apartment, suite, etc. (optional)').fill('Unit 4');
    await page.screenshot({ path: `${SHOTS}/label-address-form-1280.png` });
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save Address' }).click();
    await form.waitFor({ state: 'detached' });
    const picker = dialog.getByRole('combobox', { name: 'Return address' });
    await expect
      .poll(async () =>
        picker.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
      )
      .toMatch(/^210 Kent Ave, Brooklyn, 11249/);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Confirm & Download Label' }).click();
    const label = await download;
    expect(label.suggestedFilename()).toBe(LABEL_FILE_NAME);
    const bytes = await readFile((await label.path()) as string);
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

    const link = dialog.getByRole('link', { name: 'Download label' });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('download')).toBe(LABEL_FILE_NAME);
    await dialog
      .getByText(`Your label for order ${order.number} is downloading.`, { exact: false })
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/label-downloaded-1280.png` });
    await expectNoSeriousA11yViolations(page);

    // Escape closes it; a second label for the same order is not offered, its label is.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await canRequestLabel(token, order.id)).toBe(false);
    const again = await openLabelDialog(page);
    await again.getByRole('combobox', { name: 'Open order' }).selectOption(order.id);
    await again.getByText(`Order ${order.number} already has its shipping label.`).waitFor();
    expect(await again.getByRole('link', { name: 'Download label' }).isVisible()).toBe(true);
    expect(await again.getByRole('button', { name: 'Confirm & Download Label' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it('fits a 390 px screen: the dialog and the address form', async () => {
    const { token } = await loginAs('customer@lab.test');
    const order = await createOpenOrder(token);
    const page = await loggedInPage(390);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Request USPS Shipping Label' }).click();
    const dialog = page.getByRole('dialog', { name: 'Free Shipping Label' });
    await dialog.getByRole('combobox', { name: 'Open order' }).selectOption(order.id);
    await dialog.getByRole('button', { name: 'Confirm & Download Label' }).waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(312);
    await page.screenshot({ path: `${SHOTS}/label-dialog-390.png` });
    await expectNoSeriousA11yViolations(page);

    await dialog
      .getByRole('combobox', { name: 'Return address' })
      .selectOption({ label: 'Add A New Address' });
    const form = dialog.getByRole('group', { name: 'New address' });
    await form.getByRole('combobox', { name: 'Search for an address' }).fill('210 Kent');
    await form.getByRole('option', { name: '210 Kent Ave, Brooklyn, NY, USA' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/label-address-form-390.png` });
    await expectNoSeriousA11yViolations(page);
    // Nothing overflows sideways inside the 312 px dialog.
    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBe(0);

    // Issue 26: an address the places service does not know says so, and offers the fields.
    await form.getByRole('combobox', { name: 'Search for an address' }).fill('99 Nowhere Lane, Atlantis');
    await form
      .getByText('Nothing matched “99 Nowhere Lane, Atlantis”. Type the address in the fields below.')
      .waitFor();
    await form.getByRole('button', { name: 'Enter the address by hand' }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.autocomplete))
      .toBe('address-line1');
    await expectNoSeriousA11yViolations(page);
  });
});
