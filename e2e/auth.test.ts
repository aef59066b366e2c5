import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile, logIn, userIdOf } from './support/browser.js';

const browser = launchBrowserPerFile();

describe('signing up and logging in', () => {
  it('a visitor signs up and lands on /onboarding/rolls', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/signup');
    await page.getByLabel('First name').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email', { exact: true }).fill('robin.okafor@example.com');
    await page.getByLabel('Phone').fill('+1 929 555 0123');
    await page.getByLabel('Password', { exact: true }).fill('tri-x-400!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/onboarding/rolls');
    expect(new URL(page.url()).pathname).toBe('/onboarding/rolls');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => localStorage.getItem('filmlab.authToken'))).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
  });

  it('customer@lab.test logs in and lands on their rolls', async () => {
    const id = await userIdOf('customer@lab.test');
    const page = await browser.newPage();
    await page.goto('/login');
    await logIn(page, 'customer@lab.test');
    await page.waitForURL(`**/users/${id}/rolls`);
    expect(new URL(page.url()).pathname).toBe(`/users/${id}/rolls`);
    await expect(page.getByRole('link', { name: 'Rolls' }).first().isVisible()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it('admin@lab.test lands on /admin/orders', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await logIn(page, 'admin@lab.test');
    await page.waitForURL('**/admin/orders');
    expect(new URL(page.url()).pathname).toBe('/admin/orders');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('a visitor sent to /login from their orders returns there after logging in', async () => {
    const id = await userIdOf('customer@lab.test');
    const page = await browser.newPage();
    await page.goto(`/users/${id}/orders`);
    await page.waitForURL('**/login**');
    await page.getByLabel('Password', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await logIn(page, 'customer@lab.test');
    await page.waitForURL(`**/users/${id}/orders`);
    expect(new URL(page.url()).pathname).toBe(`/users/${id}/orders`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('a wrong password shows its error and stays logged out', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await logIn(page, 'customer@lab.test', 'wrong-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await alert.waitFor();
    expect(await alert.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('filmlab.authToken'))).toBeNull();
    await expectNoSeriousA11yViolations(page);
  });

  it('the client sends its operations by hash, each one in the manifest the build wrote', async () => {
    const manifest = JSON.parse(readFileSync(resolve('dist/persisted-operations.json'), 'utf8')) as Record<
      string,
      string
    >;
    const page = await browser.newPage();
    const sent: { operationName?: string; query?: string; hash?: string }[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as {
        operationName?: string;
        query?: string;
        extensions?: { persistedQuery?: { sha256Hash?: string } };
      };
      sent.push({ ...body, hash: body.extensions?.persistedQuery?.sha256Hash });
    });
    const id = await userIdOf('customer@lab.test');
    await page.goto('/login');
    await logIn(page, 'customer@lab.test');
    await page.waitForURL(`**/users/${id}/rolls`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rolls' }).waitFor();
    const names = sent.map((body) => body.operationName);
    expect(names).toContain('Login');
    expect(names).toContain('Me');
    for (const body of sent) {
      expect(body.query, body.operationName).toBeUndefined();
      expect(manifest[body.hash ?? ''], body.operationName).toMatch(
        new RegExp(`^(query|mutation) ${body.operationName}\\b`),
      );
    }
  });
});
