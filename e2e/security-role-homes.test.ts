import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile, logIn } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// Every role lands on its own home with its own menu (docs/decisions/074-role-homes.md).

const browser = launchBrowserPerFile();

describe('role homes', () => {
  it('a vendor lands on the vendor home with their account and their own menu', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'vendor@lab.test');
    await page.waitForURL('**/vendor-orders');
    await page.getByRole('heading', { name: 'Hello, Valeria', level: 1 }).waitFor();
    const account = page.getByRole('region', { name: 'Your vendor account' });
    await account.getByText('vendor@lab.test').waitFor();
    await account.getByText('Valeria Ortiz').waitFor();
    const nav = page.getByRole('banner');
    await nav.getByRole('link', { name: 'Vendor Home' }).first().waitFor({ state: 'attached' });
    expect(await nav.getByRole('link', { name: 'Onboarding' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'role-home-vendor');
  });

  for (const [email, home] of [
    ['vendor@lab.test', '/vendor-orders'],
    ['messenger@lab.test', '/courier'],
  ] as const) {
    it(`${email} sees no New Order and is sent home from the customer's screens (issue 26)`, async () => {
      const page = await browser.newPage({ width: 1280, height: 900 });
      await page.goto('/login');
      await logIn(page, email);
      await page.waitForURL(`**${home}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'New Order' }).count()).toBe(0);
      const id = await page.evaluate(async () => {
        const token = window.localStorage.getItem('filmlab.authToken');
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: 'query Me { me { id } }' }),
        });
        return ((await res.json()) as { data: { me: { id: string } } }).data.me.id;
      });
      for (const path of [
        '/onboarding/rolls',
        `/users/${id}/orders/new/rolls`,
        `/users/${id}/rolls`,
        '/products/all',
      ]) {
        await page.goto(path);
        await page.waitForURL(`**${home}`);
      }
      await page.goto(`/users/${id}/settings`);
      await page.getByRole('heading', { level: 1, name: /Settings/ }).waitFor();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await page.getByRole('link', { name: 'New Order' }).count()).toBe(0);
    });
  }
});
