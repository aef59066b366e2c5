import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// Social sign-in through the stand-in identity provider (docs/decisions/073; the browser stack turns it on in
// e2e/support/global-setup.ts). Each test signs in a person no other test uses.

const browser = launchBrowserPerFile();
const SAVE_DETAILS = 'Save and Continue';
const shots = (page: Page, name: string) => screenshots(page, `social-${name}`);

describe('social sign-in', () => {
  it('a new person continues with Google from the login page, gives a phone and lands on their home', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    const google = page.getByRole('link', { name: 'Continue with Google' });
    await google.waitFor();
    await expect(page.getByRole('link', { name: 'Continue with Facebook' }).isVisible()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'login');

    await google.click();
    await page.waitForURL('**/stand-in-identity/google');
    await page.getByRole('heading', { name: 'Sign in with Google', level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'stand-in-page');
    await page.getByLabel('Email').fill(`social-google-${Date.now()}@example.com`);
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByRole('button', { name: 'Continue to Nice Film Club' }).click();

    // Signed in: the provider gave no phone, so the app asks for it (names prefilled from the provider), then the
    // new customer's home, the first-order onboarding.
    await page.waitForURL('**/complete-user-details');
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Noor');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Phone').fill('+1 929 555 0190');
    await page.getByRole('button', { name: SAVE_DETAILS }).click();
    await page.waitForURL('**/onboarding/rolls');
    await page.getByRole('button', { name: 'Account menu for Noor Haddad' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('filmlab.authToken'))).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    // The provider's token does not stay in the address bar or history.
    expect(page.url()).not.toContain('token=');
    await expectNoSeriousA11yViolations(page);
  });

  it('the sign-up page offers Facebook too; a bad form on the provider’s page says what to fix', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/signup');
    const facebook = page.getByRole('link', { name: 'Continue with Facebook' });
    await facebook.waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'signup');
    await facebook.click();
    await page.waitForURL('**/stand-in-identity/facebook');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Last name').fill('Quist');
    await page.getByRole('button', { name: 'Continue to Nice Film Club' }).click();
    await page.getByText('Enter an e-mail address like name@example.com').waitFor();
    await page.getByText('Enter a first name').waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'stand-in-errors');
    await page.getByLabel('Email').fill(`social-facebook-${Date.now()}@example.com`);
    await page.getByLabel('First name').fill('Ola');
    await page.getByRole('button', { name: 'Continue to Nice Film Club' }).click();
    await page.waitForURL('**/complete-user-details');
    await page.getByLabel('Phone').fill('+1 929 555 0191');
    await page.getByRole('button', { name: SAVE_DETAILS }).click();
    await page.waitForURL('**/onboarding/rolls');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});
