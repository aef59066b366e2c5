import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.js';
import { copyLabTemplate, makeLabTemplate } from '../tests/support/lab-template.js';
import { startBench } from './bff.js';
import type { Goal } from './goals.js';
import { startLabProcess } from './lab-process.js';
import { builtGzipBytes } from './static-size.js';

// `npm run bench` (j): the JavaScript a signed-in screen loads on a cold first visit (the guide's budget: 170 KB
// gzip on any signed-in screen). Each demo role logs in through the login page once; every screen is then opened
// in a new browser context carrying only that session (an empty HTTP cache), and the scripts it loads until the
// network is idle are summed in gzip bytes (the .gz the build wrote beside each file; Chromium receives brotli).
const BUDGET_KB = 170;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Row {
  role: string;
  path: string;
  files: number;
  kb: number;
  /** The largest files, for a screen over budget. */
  largest: string[];
}

async function session(
  browser: Browser,
  base: string,
  email: string,
): Promise<{ state: StorageState; home: string }> {
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('filmlab-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    // Every role's home is a page of its own: '/' only passes on the way there.
    await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/', {
      timeout: 20_000,
    });
    await page.waitForLoadState('networkidle');
    return { state: await context.storageState(), home: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

/** The hrefs under `path` that match `pattern`, read from the rendered page (ids the bench does not know). */
async function links(browser: Browser, base: string, state: StorageState, path: string, pattern: RegExp) {
  const context = await browser.newContext({ baseURL: base, storageState: state });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.filter((href) => pattern.test(href));
  } finally {
    await context.close();
  }
}

async function measure(
  browser: Browser,
  base: string,
  staticDir: string,
  state: StorageState,
  role: string,
  path: string,
): Promise<Row> {
  const context = await browser.newContext({ baseURL: base, storageState: state });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = response.url();
      if (url.startsWith(base) && new URL(url).pathname.endsWith('.js')) scripts.add(url);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const sizes = [...scripts].map((url) => ({
      name: new URL(url).pathname,
      kb: builtGzipBytes(staticDir, url) / 1024,
    }));
    const kb = sizes.reduce((sum, file) => sum + file.kb, 0);
    const largest = sizes
      .sort((a, b) => b.kb - a.kb)
      .slice(0, 12)
      .map((file) => `${file.name} ${file.kb.toFixed(1)} KB`);
    return { role, path: new URL(page.url()).pathname, files: scripts.size, kb, largest };
  } finally {
    await context.close();
  }
}

export async function signedInJs(): Promise<Goal[]> {
  const staticDir = resolve('dist/web');
  if (!existsSync(resolve(staticDir, 'index.html'))) {
    process.stdout.write('\n(skipped) signed-in JavaScript: run `npm run build` first\n');
    return [];
  }
  const chromePath = findChromium();
  if (!chromePath) {
    process.stdout.write('\n(skipped) signed-in JavaScript: no Chromium (set CHROMIUM_PATH)\n');
    return [];
  }
  const template = await makeLabTemplate();
  const db = await copyLabTemplate(template.dir);
  const lab = await startLabProcess(db.dir);
  // Rate limits as in production but out of reach: the bench logs in and loads many screens from one address.
  const bff = await startBench(lab.url, {
    STATIC_DIR: staticDir,
    RATE_LIMIT_IP_MAX: '1000000',
    RATE_LIMIT_TOKEN_MAX: '1000000',
  });
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const base = bff.url;
  try {
    const rows: Row[] = [];
    const customer = await session(browser, base, 'customer@lab.test');
    const user = customer.home.match(/^\/users\/[^/]+/)?.[0];
    if (!user) throw new Error(`the customer landed on ${customer.home}, not a /users/{id} page`);
    const [roll] = await links(browser, base, customer.state, `${user}/rolls`, /\/rolls\/[^/]+$/);
    const [scan] = roll ? await links(browser, base, customer.state, roll, /\/gallery\/[^/]+$/) : [];
    const [order] = await links(browser, base, customer.state, `${user}/orders`, /\/orders\/\d+$/);
    const customerPaths = [
      `${user}/rolls`,
      roll,
      scan,
      roll && `${roll}/digital-contact-sheet`,
      `${user}/overview`,
      `${user}/orders`,
      order,
      `${user}/orders/new/rolls`,
      `${user}/settings`,
      `${user}/referrals`,
      `${user}/small-print-orders`,
      `${user}/print-orders/new/selector`,
      '/products/all',
      '/checkout',
    ].filter((path): path is string => Boolean(path));
    for (const path of customerPaths)
      rows.push(await measure(browser, base, staticDir, customer.state, 'customer', path));

    const admin = await session(browser, base, 'admin@lab.test');
    for (const path of [
      '/admin/orders',
      '/admin/products',
      '/admin/messengers',
      '/admin/social-submissions',
    ]) {
      rows.push(await measure(browser, base, staticDir, admin.state, 'admin', path));
    }
    const vendor = await session(browser, base, 'vendor@lab.test');
    rows.push(await measure(browser, base, staticDir, vendor.state, 'vendor', vendor.home));
    const courier = await session(browser, base, 'messenger@lab.test');
    rows.push(await measure(browser, base, staticDir, courier.state, 'courier', courier.home));

    process.stdout.write(
      `\n(j) JavaScript on a cold first visit to each signed-in screen (gzip; budget ${BUDGET_KB} KB), Chromium\n`,
    );
    for (const row of rows) {
      const path = row.path
        .replace(/\/users\/[^/]+/, '/users/{id}')
        .replace(/\/(rolls|gallery|orders)\/(?!new)[^/]+/, '/$1/{id}');
      process.stdout.write(
        `  ${row.role.padEnd(9)} ${path.padEnd(48)} ${String(row.files).padStart(3)} files ${row.kb.toFixed(1).padStart(7)} KB${row.kb > BUDGET_KB ? '  over budget' : ''}\n`,
      );
      if (row.kb > BUDGET_KB || process.env.BENCH_JS_DETAIL)
        process.stdout.write(`            largest: ${row.largest.join(', ')}\n`);
    }
    const largest = rows.reduce((max, row) => (row.kb > max.kb ? row : max));
    return [
      {
        name: `Signed-in JavaScript, largest screen (${largest.role})`,
        value: largest.kb,
        unit: 'KB',
        max: BUDGET_KB,
      },
    ];
  } finally {
    await browser.close();
    await bff.close();
    await lab.close();
    await db.remove();
    await template.remove();
  }
}
