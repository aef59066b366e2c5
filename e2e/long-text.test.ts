import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn, loginAs } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// Issue 26: contrived but possible input — names, film stocks and product names at their maximum length with no
// place to break — holds every layout at 390 and 1280 px, and the full text stays available.

const browser = launchBrowserPerFile();
const PASSWORD = 'long-text-e2e-pass';
const FIRST = 'Maximiliana'.padEnd(80, 'x');
const LAST = 'Wolfeschlegelsteinhausen'.padEnd(80, 'z');
const STOCK = 'KodakPortra'.padEnd(140, '4');
const PRODUCT = 'KodakEktachrome'.padEnd(120, '0');

/** Neither the page nor anything in it scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
    // The innermost elements sticking out, to say what to fix.
    out: [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().width > window.innerWidth &&
          el.parentElement &&
          el.parentElement.getBoundingClientRect().width <= window.innerWidth,
      )
      .concat(
        [...document.querySelectorAll('body *')].filter(
          (el) => el.scrollWidth > window.innerWidth && el.children.length === 0,
        ),
      )
      .slice(0, 6)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  }));
  expect(widths.page, `${where} at ${widths.view} px: ${widths.out.join(', ')}`).toBeLessThanOrEqual(
    widths.view,
  );
}

async function atBothWidths(page: Page, where: string, check?: () => Promise<void>) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await expectNoSidewaysScroll(page, where);
    await check?.();
  }
}

describe('long unbroken text', () => {
  it('a customer with 80-character names: header, account menu, settings and the new order with a 140-character film stock', async () => {
    const email = `long-${Date.now()}@example.com`;
    const { signup } = await gql<{ signup: { user: { id: string } } }>(
      'mutation Signup($input: SignupInput!) { signup(input: $input) { user { id } } }',
      { input: { email, password: PASSWORD, firstName: FIRST, lastName: LAST, phone: '2125550188' } },
    );
    const id = signup.user.id;
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/onboarding/rolls');
    await page
      .getByRole('group', { name: /^Roll 1\b/ })
      .getByLabel('Film stock', { exact: true })
      .fill(STOCK);
    // The field takes no more than the limit the server holds.
    expect(
      await page
        .getByRole('group', { name: /^Roll 1\b/ })
        .getByLabel('Film stock', { exact: true })
        .inputValue(),
    ).toHaveLength(140);
    await atBothWidths(page, 'the new order');
    await screenshots(page, 'long-text-new-order');

    await page.setViewportSize({ width: 1280, height: 900 });
    const menu = page.getByRole('button', { name: `Account menu for ${FIRST} ${LAST}` });
    await menu.click();
    const name = page.getByText(`${FIRST} ${LAST}`, { exact: true }).last();
    await name.waitFor();
    // Truncated in the menu, with the whole name available.
    expect(await name.getAttribute('title')).toBe(`${FIRST} ${LAST}`);
    await expectNoSidewaysScroll(page, 'the account menu');
    const box = await page.locator('[role="menu"], [id][class*="panel"]').first().boundingBox();
    if (box) expect(box.x + box.width).toBeLessThanOrEqual(1280);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.goto(`/users/${id}/settings`);
    await page.getByRole('region', { name: 'Profile picture' }).waitFor();
    await atBothWidths(page, 'settings');
    await screenshots(page, 'long-text-settings');
  });

  it('a 120-character product name in the shop grid and on its page', async () => {
    const admin = await loginAs('admin@lab.test');
    const { createProduct } = await gql<{ createProduct: { id: string; urlName: string } }>(
      'mutation C($input: ProductInput!) { createProduct(input: $input) { id urlName } }',
      {
        input: {
          name: PRODUCT,
          sku: `LONG-${Date.now()}`,
          productType: 'PRODUCT',
          price: 1999,
          stock: 5,
          collection: 'Film',
          active: true,
        },
      },
      admin.token,
    );
    try {
      const page = await browser.newPage({ width: 1280, height: 900 });
      await page.goto('/login');
      await logIn(page, 'customer@lab.test');
      await page.waitForURL('**/users/*/**');
      await page.goto('/products/all');
      const card = page.getByRole('link', { name: new RegExp(PRODUCT) }).first();
      await card.waitFor();
      await atBothWidths(page, 'the shop grid');
      await screenshots(page, 'long-text-shop');
      await page.goto(`/products/${createProduct.urlName}/detailed`);
      await page.getByRole('heading', { name: PRODUCT, level: 1 }).waitFor();
      await atBothWidths(page, 'the product page');
    } finally {
      await gql(
        'mutation U($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
        { id: createProduct.id, input: { active: false } },
        admin.token,
      );
    }
  });

  it('their order, with a 140-character film stock, on the customer’s order page and the lab desk', async () => {
    const email = `long-order-${Date.now()}@example.com`;
    const { signup } = await gql<{ signup: { token: string; user: { id: string } } }>(
      'mutation Signup($input: SignupInput!) { signup(input: $input) { token user { id } } }',
      { input: { email, password: PASSWORD, firstName: FIRST, lastName: LAST, phone: '2125550187' } },
    );
    // Brand and model at their own maximums (60 and 79), the whole stock at 140.
    const stock = `${'Kodakbrand'.padEnd(60, 'k')} ${'Portramodel'.padEnd(79, '4')}`;
    const { createOrder } = await gql<{ createOrder: { id: string } }>(
      'mutation O($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      {
        input: {
          idempotencyKey: `long-${Date.now()}`,
          shippingMethod: 'EXTERNAL_FULFILLMENT',
          rolls: [{ process: 'C41', format: 'FORMAT_35MM', stock, notes: 'N'.repeat(1000) }],
        },
      },
      signup.token,
    );
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`/users/${signup.user.id}/orders/${createOrder.id}`);
    await page.getByText(stock).first().waitFor();
    await atBothWidths(page, 'the customer’s order page');
    await screenshots(page, 'long-text-order');

    const desk = await browser.newPage({ width: 1280, height: 900 });
    await desk.goto('/login');
    await logIn(desk, 'admin@lab.test');
    await desk.waitForURL('**/admin/orders');
    await desk.getByText(FIRST, { exact: false }).first().waitFor();
    await atBothWidths(desk, 'the lab desk’s orders');
    await screenshots(desk, 'long-text-desk');
    await desk.goto(`/admin/users/${signup.user.id}/orders/${createOrder.id}`);
    await desk.getByText(stock).first().waitFor();
    await screenshots(desk, 'long-text-desk-order');
    await atBothWidths(desk, 'the desk’s order page');
  });
});
