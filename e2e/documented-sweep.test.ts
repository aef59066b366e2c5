import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile, logIn } from './support/browser.js';

// Every screen of every role in front of a lab that serves only spec §7 (issue 22): a page whose part needs an
// extension shows the rest, with the lab's one sentence where that part would be; none shows a load failure, a
// "not found" for something that exists, or an empty page. One browser context per role, one page.goto per screen.

const browser = launchBrowserPerFile({ documented: true });

/** What a user would see on a screen: its main heading, and text its data brings (so the data has arrived). */
interface Screen {
  path: string;
  heading: string | RegExp;
  /** Text the page shows once its data is in. */
  shows?: string[];
  /** Where the path lands, when the app sends the user on. */
  lands?: string;
  /** Run axe on it (a handful only: it takes a while). */
  axe?: boolean;
}

const FAILURES = [
  /Something went wrong/,
  /This page didn’t develop properly/,
  /We couldn’t load/,
  /We couldn’t find/,
  /Something went wrong on our side/,
  /not answering right now/,
];

async function signedIn(email: string): Promise<Page> {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

async function visit(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await page
    .getByRole('heading', { level: 1, name: screen.heading })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(async () => {
      const seen = await page.locator('h1').allInnerTexts();
      throw new Error(`${screen.path}: no heading ${screen.heading}; the page's h1: ${JSON.stringify(seen)}`);
    });
  for (const text of screen.shows ?? []) await page.getByText(text).first().waitFor({ timeout: 10_000 });
  expect(new URL(page.url()).pathname, screen.path).toBe(screen.lands ?? screen.path);
  const body = await page.locator('body').innerText();
  for (const failure of FAILURES) expect(body, `${screen.path} says ${failure}`).not.toMatch(failure);
  if (screen.axe) await expectNoSeriousA11yViolations(page);
}

async function sweep(email: string, screens: Screen[]): Promise<Page> {
  const page = await signedIn(email);
  for (const screen of screens) await visit(page, screen);
  return page;
}

const note = (page: Page, feature: string) => page.locator(`[role="status"][data-feature="${feature}"]`);

describe('every screen on a documented-only lab', () => {
  it('the customer: rolls, scans, orders, prints, shop and account pages all show, an off feature in one sentence', async () => {
    const roll = 'Summer in Joshua Tree';
    const page = await sweep('customer@lab.test', [
      { path: '/', lands: '/users/2/rolls', heading: 'Your Rolls', shows: [roll], axe: true },
      { path: '/users/2/rolls/1', heading: roll, shows: ['Kodak'] },
      { path: '/users/2/gallery/115', heading: /^Frame 01/ },
      { path: '/users/2/overview', heading: 'Overview' },
      { path: '/users/2/orders', heading: 'Your Orders', shows: ['101017', '101001'] },
      { path: '/users/2/orders/new/rolls', heading: 'New Order', shows: ['Continue to Shipping'] },
      { path: '/users/2/orders/1017', heading: 'Order 101017' },
      { path: '/users/2/orders/1004', heading: 'Order 101004' },
      { path: '/users/2/orders/1001', heading: 'Order 101001' },
      { path: '/users/2/orders/1017/summary', heading: 'Order 101017' },
      { path: '/users/2/orders/1017/edit', heading: 'Edit Order 101017' },
      { path: '/users/2/orders/1017/add-rush', heading: 'Add Rush' },
      { path: '/users/2/orders/1001/return-negatives-form', heading: 'Return Negatives' },
      { path: '/users/2/small-print-orders', heading: '4x6 Prints' },
      { path: '/users/2/print-orders/new/selector', heading: 'Large Format Prints' },
      { path: '/products/all', heading: 'Film, Prints & More', shows: ['Kodak Portra 400 35mm'] },
      { path: '/products/kodak-portra-400-35mm/detailed', heading: 'Kodak Portra 400 35mm' },
      { path: '/checkout', heading: 'Checkout' },
      { path: '/memberships/purchase', heading: 'Purchase Membership' },
    ]);

    // Referrals: the code and the invitation form stay; the list of friends gives way to the lab's sentence.
    await visit(page, { path: '/users/2/referrals', heading: 'Referrals', shows: ['CASEY-7Q2K'] });
    await expect
      .poll(() => note(page, 'referrals').innerText())
      .toMatch(/friends you referred isn't offered/);
    await page.getByRole('button', { name: 'Send invitation' }).waitFor();

    // The contact sheet: no lab image, so the sentence stands where its downloads would be and the sheet is laid
    // out from the roll's frames, each with its number.
    await visit(page, { path: '/users/2/rolls/1/digital-contact-sheet', heading: roll, axe: true });
    await expect.poll(() => note(page, 'contact-sheets').innerText()).toMatch(/Contact sheet images/);
    const sheet = page.getByRole('list', { name: `Contact sheet of ${roll}` });
    await sheet.getByRole('img', { name: 'Frame 1', exact: true }).waitFor();
    expect(await sheet.getByRole('listitem').count()).toBeGreaterThan(1);
    await page.locator('main').getByRole('button', { name: 'Print', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Download PDF' }).count()).toBe(0);

    // Settings: e-mail, password and cards say they are not offered; an address is typed in without a search.
    await visit(page, {
      path: '/users/2/settings',
      heading: 'Settings',
      shows: ['Save details'],
      axe: true,
    });
    await note(page, 'saved-cards').waitFor();
    await page.getByRole('button', { name: 'Add an address' }).click();
    await expect.poll(() => note(page, 'places').innerText()).toMatch(/type the address in instead/);
    expect(await page.getByRole('combobox', { name: 'Search for an address' }).count()).toBe(0);
    await page.getByLabel('Street address').fill('31 Sweep Street');
    await page.getByLabel('City').fill('Brooklyn');
    await page.getByLabel('State').fill('NY');
    await page.getByLabel('Zip').fill('11211');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('31 Sweep Street').first().waitFor();
  });

  it('a customer without a first order: onboarding and the membership pages', async () => {
    await sweep('newcustomer@lab.test', [
      { path: '/', lands: '/onboarding/rolls', heading: 'Your First Order', axe: true },
      { path: '/memberships', heading: 'Memberships' },
      { path: '/complete-user-details', heading: 'Complete your details' },
    ]);
  });

  it('the admin: the desk, couriers, products, submissions and a customer’s pages', async () => {
    const page = await sweep('admin@lab.test', [
      { path: '/', lands: '/admin/orders', heading: 'Orders', shows: ['101017'] },
      { path: '/admin/messengers', heading: 'Couriers', shows: ['Marcus Reed'] },
      { path: '/admin/messengers/1', heading: 'Marcus Reed', shows: ['Casey Moreno'] },
      { path: '/admin/messengers/1/printable-routes', heading: /^Marcus Reed — / },
      { path: '/admin/products', heading: 'Products', shows: ['Kodak Portra 400 35mm'] },
      { path: '/admin/products/5', heading: 'Kodak Portra 400 35mm', shows: ['Save product'] },
      { path: '/admin/products/5/details/1', heading: 'Detail: Format' },
      { path: '/admin/social-submissions', heading: 'Social Submissions' },
      { path: '/admin/users/2/overview', heading: 'Overview · Casey' },
      { path: '/admin/users/2/rolls', heading: 'Rolls', shows: ['Summer in Joshua Tree'] },
      { path: '/admin/users/2/rolls/1', heading: 'Summer in Joshua Tree' },
      { path: '/admin/users/2/gallery/115', heading: /^Frame 01/ },
      { path: '/admin/users/2/orders', heading: 'Orders', shows: ['101013'] },
      { path: '/admin/users/2/orders/1017', heading: 'Order 101017' },
      { path: '/admin/users/2/orders/1017/summary', heading: 'Order 101017' },
      { path: '/admin/users/2/orders/1017/add-rush', heading: 'Add Rush' },
      { path: '/admin/users/2/orders/1001/return-negatives-form', heading: 'Return Negatives' },
      { path: '/admin/users/2/small-print-orders', heading: '4x6 Prints' },
      { path: '/admin/users/2/settings', heading: 'Settings · Casey Moreno' },
      { path: '/admin/users/2/referrals', heading: 'Referrals' },
      { path: '/admin/users/2/rolls/1/digital-contact-sheet', heading: 'Summer in Joshua Tree' },
    ]);
    await page.getByRole('list', { name: 'Contact sheet of Summer in Joshua Tree' }).waitFor();

    // The roll-events dashboard is that feature alone: its tabs stay, the list gives way to one sentence.
    await visit(page, { path: '/admin/roll-events-dashboard/developed', heading: 'Roll Events', axe: true });
    await expect.poll(() => note(page, 'roll-events').innerText()).toMatch(/roll events list isn't offered/);
  });

  it('the vendor: one page-level sentence for the print-shop orders, the account around it', async () => {
    const page = await sweep('vendor@lab.test', [
      {
        path: '/',
        lands: '/vendor-orders',
        heading: 'Hello, Valeria',
        shows: ['Your vendor account'],
        axe: true,
      },
      { path: '/users/4/settings', heading: 'Settings' },
    ]);
    await page.goto('/vendor-orders');
    await expect
      .poll(() => note(page, 'vendor-orders').innerText())
      .toMatch(/Print-shop orders aren't offered/);
  });

  it('the courier: the day’s stops, without buttons the lab cannot record, said in a courier’s words', async () => {
    const page = await sweep('messenger@lab.test', [
      { path: '/', lands: '/courier', heading: 'Today’s Route', shows: ['Casey Moreno'], axe: true },
      { path: '/users/5/settings', heading: 'Settings' },
    ]);
    await page.goto('/courier');
    await expect
      .poll(() => note(page, 'courier-booking').innerText())
      .toBe(
        "Marking a stop as done isn't offered by this lab yet; the route shows each stop and its window.",
      );
  });
});
