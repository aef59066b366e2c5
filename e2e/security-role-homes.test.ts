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
});
