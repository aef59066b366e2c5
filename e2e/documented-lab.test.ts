import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile, logIn } from './support/browser.js';
import { screenshots } from './support/screenshots.js';
import { readZip } from './support/zip.js';

// The product in front of a lab that serves only spec §7 (issue 22; decisions 097–101): every extension route of
// the lab answers 404, its files come from an origin of their own, and the core journey still works end to end in
// the browser: a new customer orders, the desk receives, records an event, uploads scans and invoices while the
// customer watches live; the customer pays, sees the roll and its scans, downloads the roll, shares two scans and
// buys from the shop with the cart kept in the browser.

const browser = launchBrowserPerFile({ documented: true });
const base = () => inject('documentedBaseUrl');
const shots = (page: Page, name: string) => screenshots(page, `documented-${name}`);

async function gql<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await fetch(`${base()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

let folder = '';
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Three small real JPEGs, each a different colour, named in frame order. */
async function makeJpegs(): Promise<string[]> {
  folder = await mkdtemp(join(tmpdir(), 'documented-scans-'));
  const paths: string[] = [];
  for (let i = 1; i <= 3; i += 1) {
    const jpeg = await sharp({
      create: { width: 360, height: 240, channels: 3, background: { r: 60 * i, g: 110, b: 200 - 50 * i } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const path = join(folder, `documented-F${String(i).padStart(2, '0')}.jpg`);
    await writeFile(path, jpeg);
    paths.push(path);
  }
  return paths;
}

const desk = (page: Page) => page.getByRole('region', { name: 'Lab desk' });
const leadStatus = (page: Page, status: string) =>
  page.locator('main header').getByText(status, { exact: true }).waitFor();

/** What the steps share: the new customer, their order and its roll. */
const journey = {
  email: `documented.${Date.now()}@example.com`,
  password: 'hp5-plus-400!',
  token: '',
  userId: '',
  orderId: '',
  orderNumber: '',
  rollId: '',
};

async function customerPage(path: string): Promise<Page> {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, journey.email, journey.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(path);
  return page;
}

describe('the product on a documented-only lab', () => {
  it('a new customer signs up and orders a roll', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Documented');
    await page.getByLabel('Email', { exact: true }).fill(journey.email);
    await page.getByLabel('Phone').fill('+1 929 555 0199');
    await page.getByLabel('Password', { exact: true }).fill(journey.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/onboarding/rolls');
    journey.token = (await page.evaluate(() => localStorage.getItem('filmlab.authToken'))) ?? '';

    const roll = page.getByRole('group', { name: /^Roll 1\b/ });
    await roll.getByLabel('Film stock', { exact: true }).fill('Kodak Portra 400');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    const location = page.getByLabel('Drop-off location', { exact: true });
    await location.locator('option').nth(1).waitFor({ state: 'attached' });
    await location.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await page.getByRole('table', { name: 'Your price' }).waitFor();
    await page.getByRole('button', { name: 'Create Order' }).click();
    await page.waitForURL(/\/users\/\d+\/orders\/\d+$/);
    const [, userId, orderId] = /\/users\/(\d+)\/orders\/(\d+)$/.exec(page.url()) ?? [];
    journey.userId = userId ?? '';
    journey.orderId = orderId ?? '';

    const { order } = await gql<{ order: { number: string; rolls: { id: string; stock: string }[] } }>(
      'query O($id: ID!) { order(id: $id) { number rolls { id stock } } }',
      { id: journey.orderId },
      journey.token,
    );
    journey.orderNumber = order.number;
    journey.rollId = order.rolls[0]?.id ?? '';
    expect(order.rolls.map((r) => r.stock)).toEqual(['Kodak Portra 400']);
    await page.getByRole('heading', { name: `Order ${order.number}` }).waitFor();
    await leadStatus(page, 'Open');
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'order');
  });

  it('the desk receives, records developed, uploads scans and invoices while the customer watches live', async () => {
    const orderPath = `/users/${journey.userId}/orders/${journey.orderId}`;
    const customer = await customerPage(orderPath);
    await customer.getByRole('heading', { name: `Order ${journey.orderNumber}` }).waitFor();

    const admin = await browser.newPage({ width: 1280, height: 900 });
    await admin.goto('/login');
    await logIn(admin, 'admin@lab.test');
    await admin.waitForURL('**/admin/orders');
    await admin.goto(`/admin${orderPath}`);
    await desk(admin).getByText('Not received yet.', { exact: false }).waitFor();
    await desk(admin).getByRole('button', { name: 'Receive Rolls' }).click();
    await desk(admin).getByText('Received 1 roll.').waitFor();

    await desk(admin).getByLabel('Event', { exact: true }).selectOption('DEVELOPED');
    await desk(admin).getByRole('button', { name: 'Add Event' }).click();
    await desk(admin).getByText('Developed recorded on 1 roll.').waitFor();
    // Live on §7's zip-downloads socket: any message reloads the customer's order.
    await customer.waitForFunction(() =>
      Array.from(document.querySelectorAll('li[aria-current="step"]')).some((step) =>
        step.textContent?.startsWith('Developed'),
      ),
    );

    await admin.goto(`/admin/users/${journey.userId}/rolls/${journey.rollId}`);
    const panel = admin.getByRole('region', { name: 'Upload scans' });
    await panel.getByLabel('Choose files').setInputFiles(await makeJpegs());
    await panel.getByText('3 of 3 uploaded', { exact: false }).waitFor({ timeout: 60_000 });
    await shots(admin, 'desk-upload');

    await admin.goto(`/admin${orderPath}`);
    await desk(admin).getByRole('button', { name: 'Invoice', exact: true }).click();
    await desk(admin)
      .getByText(/^Invoiced: the invoice is on its way/)
      .waitFor();
    await leadStatus(customer, 'Invoiced');
    await expectNoSeriousA11yViolations(customer);
  });

  it('the customer pays the invoice with a card, the documented way', async () => {
    const page = await customerPage(`/users/${journey.userId}/orders/${journey.orderId}`);
    await leadStatus(page, 'Invoiced');
    await page.getByLabel('Card', { exact: true }).selectOption('tok_visa');
    // Without order-payment, paying is saving the card (decisions 098, 104): the form says so, offers no box.
    await page.getByText('This card will be saved to your account', { exact: false }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Save this card for next time' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await leadStatus(page, 'Paid');
    await page.getByText(/^Paid \$\d+\.\d\d with visa •••• 4242\.$/).waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'paid');
  });

  it('sees the roll with its scans from the lab’s file origin and downloads it as a zip', async () => {
    const page = await customerPage(`/users/${journey.userId}/rolls/${journey.rollId}`);
    await page.getByText('3 scans', { exact: true }).waitFor();
    const thumb = page.getByRole('link', { name: 'Frame 01, documented-F01.jpg' }).locator('img');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumb.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/scans\//);

    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Download roll' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    await page.getByRole('status').filter({ hasText: 'Downloaded 3 files' }).waitFor({ timeout: 60_000 });
    const entries = readZip(await readFile(await download.path()));
    expect(
      entries.map((entry) =>
        entry.name
          .split('/')
          .pop()
          ?.replace(/-\w+\.jpg$/, ''),
      ),
    ).toEqual(['F01', 'F02', 'F03'].map((frame) => `${entries[0]?.name.split('/')[0]}-${frame}`));
    for (const entry of entries) expect(entry.data.subarray(0, 2).toString('hex')).toBe('ffd8');
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'roll');
  });

  it('shares two scans with the documented share call', async () => {
    const page = await customerPage(`/users/${journey.userId}/rolls/${journey.rollId}`);
    await page.getByText('3 scans', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Select frames' }).click();
    const bar = page.getByRole('region', { name: 'Selected frames' });
    await page.getByRole('button', { name: /^Frame 01, / }).click();
    await page.getByRole('button', { name: /^Frame 03, / }).click();
    await bar.getByText('2 of 3 selected').waitFor();
    await bar.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share scans' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const url = await dialog.getByLabel('Share link').inputValue();
    expect(url).toMatch(new RegExp(`^${base()}/shared-scans/[A-Za-z0-9_-]{16,}$`));
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'share');
    // The visitor's page is the share-links extension's: this lab has none, and the page says so plainly.
    const visitor = await browser.newPage({ width: 390, height: 844 });
    await visitor.goto(url);
    await visitor.getByText(/doesn't show shared scans to visitors yet/).waitFor();
    expect(await visitor.getByText('This link is invalid or has expired').count()).toBe(0);
  });

  it('uploads a profile picture straight to the lab’s file origin, and the header shows it', async () => {
    const page = await customerPage(`/users/${journey.userId}/settings`);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a7a5a' } })
      .png()
      .toBuffer();
    const avatar = page.getByRole('region', { name: 'Profile picture' });
    await avatar
      .getByLabel('Profile picture file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await avatar.getByRole('status').getByText('Picture saved.').waitFor();
    const header = page.getByRole('button', { name: 'Account menu for Dana Documented' }).locator('img');
    await header.waitFor();
    expect(await header.getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/public\/images\/blob-avatar-/,
    );
    await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  it('buys from the shop with the cart kept in the browser', async () => {
    const page = await customerPage('/products/kodak-portra-400-35mm/detailed');
    await page.getByRole('heading', { name: 'Kodak Portra 400 35mm', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'NICE CART' });
    await drawer.getByRole('link', { name: 'Kodak Portra 400 35mm' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /^Cart, \d+ items?$/ }).getAttribute('aria-label'))
      .toBe('Cart, 1 item');
    await drawer.getByRole('link', { name: 'Proceed To Purchase' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByLabel('Card', { exact: true }).selectOption('tok_visa');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByRole('heading', { name: 'Thank you!', level: 1 }).waitFor();
    expect(await page.getByRole('status').innerText()).toMatch(/Order \d+ is paid/);
    await expect
      .poll(() => page.getByRole('button', { name: /^Cart, / }).getAttribute('aria-label'))
      .toBe('Cart, 0 items');
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'shop-paid');
  });
});
