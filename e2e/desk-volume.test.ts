import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoDatabase, loadVolume, type VolumeDatabase } from '../bench/volume/build.js';
import { VOLUME_SIZES } from '../bench/volume/sizes.js';
import { type RunningLab, startLab } from '../lab/server.js';
import { CHROMIUM_ARGS } from '../scripts/chromium.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { logIn } from './support/browser.js';

// The desk in the browser against a lab's volume (issue 25): the volume bench's `small` size (ten thousand orders,
// a customer with thousands of scans) in a PostgreSQL database of its own, the lab and the BFF serving the built
// client on it. The stats bar, the quick search, the orders list with its filters and a deep page, and the
// roll-events dashboard paging through a busy window, as staff use them.

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

let database: VolumeDatabase;
let dataDir: string;
let lab: RunningLab;
let bff: FastifyInstance;
let baseURL: string;
let browser: Browser;

beforeAll(async () => {
  database = await demoDatabase();
  await loadVolume(database.url, VOLUME_SIZES.small);
  dataDir = await mkdtemp(join(tmpdir(), 'filmlab-desk-volume-'));
  lab = await startLab({ dataDir, databaseUrl: database.url, port: 0, logLevel: 'silent' });
  bff = await buildApp({
    ...loadConfig({ LOG_LEVEL: 'warn', STATIC_DIR: resolve(import.meta.dirname, '../dist/web') }),
    labApiUrl: lab.url,
  });
  baseURL = await bff.listen({ port: 0, host: '127.0.0.1' });
  browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await bff?.close();
  await lab?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function staffPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto('/login');
  await logIn(page, 'admin@lab.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300); // the layout at the new width, so the full-page shot measures it
    await page.screenshot({ path: `${SHOTS}/desk-volume-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const statValue = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Lab stats' }).locator('div').filter({ hasText: label }).locator('dd');

describe('the desk at a lab volume', () => {
  it('shows the stats bar and finds orders by number, by prefix and by surname', async () => {
    const page = await staffPage();
    await page.goto('/admin/orders');
    const outstanding = statValue(page, 'C-41 outstanding');
    await outstanding.waitFor();
    const figure = async (text: Promise<string>) => Number((await text).replaceAll(',', ''));
    expect(await figure(outstanding.innerText())).toBeGreaterThan(0);
    expect(await figure(statValue(page, 'Scanned today').innerText())).toBeGreaterThanOrEqual(0);

    const search = page.getByRole('combobox', { name: 'Quick order search' });
    await search.fill('Nakamura');
    const found = page.getByRole('listbox', { name: 'Orders found' }).getByRole('option');
    await expect.poll(() => found.count()).toBe(10);
    await page.getByText(/Showing 10 of [\d,]+ results/).waitFor();
    await shots(page, 'quick-search');
    await expectNoSeriousA11yViolations(page);

    // An order number the desk reads off a bag: that order first.
    const number = (await found.first().innerText()).match(/10\d{4,}/)?.[0];
    expect(number).toBeDefined();
    await search.fill(number!);
    await expect.poll(async () => (await found.first().innerText()).includes(number!)).toBe(true);
  });

  it('lists ten thousand orders with filters and any page', async () => {
    const page = await staffPage();
    await page.goto('/admin/orders');
    const count = page.locator('main p[role="status"]').first();
    await expect.poll(async () => await count.textContent()).toMatch(/^10,\d{3} orders$/);
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect.poll(async () => await count.textContent()).toMatch(/^\d,\d{3} orders$/);
    await page.getByLabel('Location').selectOption('Mail-in');
    await expect.poll(async () => await count.textContent()).toMatch(/^[\d,]+ orders$/);
    await page.getByLabel('Search', { exact: true }).fill('Okafor');
    await expect.poll(() => page.url()).toContain('q=Okafor');
    await page.getByRole('table').waitFor();
    await shots(page, 'orders-filtered');

    // The whole list page by page: by cursor (the lab has keyset-paging), Older and Newer, the orders changing and
    // the pager saying where it is.
    await page.goto('/admin/orders');
    const pager = page.getByRole('navigation', { name: 'Pages of orders' });
    await pager.getByText(/^Page 1 of 4\d\d$/).waitFor();
    const numbers = () =>
      page
        .getByRole('table')
        .getByRole('link', { name: /^Order 10\d+$/ })
        .allInnerTexts();
    const first = await numbers();
    expect(first).toHaveLength(25);
    await pager.getByRole('button', { name: 'Older →' }).click();
    await pager.getByText(/^Page 2 of /).waitFor();
    await expect.poll(async () => (await numbers())[0]).not.toBe(first[0]);
    const second = await numbers();
    expect(second).toHaveLength(25);
    expect(second.filter((number) => first.includes(number))).toEqual([]);
    expect(page.url()).toContain('after=');
    await pager.getByRole('button', { name: 'Older →' }).click();
    await pager.getByText(/^Page 3 of /).waitFor();
    await expect.poll(async () => (await numbers())[0]).not.toBe(second[0]);
    await pager.getByRole('button', { name: '← Newer' }).click();
    await pager.getByText(/^Page 2 of /).waitFor();
    await expect.poll(numbers).toEqual(second);
    await shots(page, 'orders-older');
    await expectNoSeriousA11yViolations(page);
    await pager.getByRole('button', { name: '« First' }).click();
    await pager.getByText(/^Page 1 of /).waitFor();
    await expect.poll(numbers).toEqual(first);
    expect(await pager.getByRole('button', { name: '← Newer' }).isDisabled()).toBe(true);
  });

  it('pages through the roll-events dashboard, each day with its count in all', async () => {
    const page = await staffPage();
    await page.goto('/admin/roll-events-dashboard/scanned');
    await page.getByText(/^[\d,]+ rolls scanned in the last 14 days$/).waitFor();
    const shown = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect.poll(async () => await shown.textContent()).toMatch(/^Showing 50 of [\d,]+ rolls$/);
    await page.getByRole('button', { name: 'Show more rolls' }).click();
    await expect.poll(async () => await shown.textContent()).toMatch(/^Showing 100 of [\d,]+ rolls$/);
    const links = page.getByRole('main').getByRole('link', { name: /^Order 10\d+$/ });
    expect(await links.count()).toBe(100);
    await shots(page, 'roll-events');
    await expectNoSeriousA11yViolations(page);
  });
});
