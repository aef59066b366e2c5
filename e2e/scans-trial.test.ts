import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// The platform trial (spec §1, §9; decision 060 'Trial, storage and access'): a customer without a plan sees the
// platform as a trial, told how long it runs and how long scans are kept, with the way to membership and to a first
// order. A fresh account signs up here, so no seeded account's plan matters.

const browser = launchBrowserPerFile();
const PASSWORD = 'scans-trial-pass';

interface AccessData {
  me: { platformAccess: { status: string; trialEndsAt: string | null; storageDays: number | null } };
}

describe('the scan platform for a non-member', () => {
  it('shows a new customer the trial, what it keeps, and the way to membership and a first order', async () => {
    const email = `scans-trial-${Date.now()}@example.com`;
    const { signup } = await gql<{ signup: { token: string; user: { id: string } } }>(
      'mutation Signup($input: SignupInput!) { signup(input: $input) { token user { id } } }',
      { input: { email, password: PASSWORD, firstName: 'Noor', lastName: 'Haddad', phone: '2125550143' } },
    );
    const userId = signup.user.id;
    // The BFF's view of this account: on trial, no end yet (no roll synced), rolls kept 30 days.
    const { me } = await gql<AccessData>(
      'query { me { platformAccess { status trialEndsAt storageDays } } }',
      {},
      signup.token,
    );
    expect(me.platformAccess).toEqual({ status: 'TRIAL', trialEndsAt: null, storageDays: 30 });

    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`/users/${userId}/rolls`);
    await page.getByRole('heading', { name: 'Your Rolls', level: 1 }).waitFor();

    const banner = page.getByRole('region', { name: 'Your trial runs for 30 days' });
    await banner.getByText('Platform trial').waitFor();
    await banner.getByText(/Each roll’s scans are kept 30 days after they arrive\./).waitFor();
    const memberships = banner.getByRole('link', { name: 'See memberships' });
    await expect(memberships.getAttribute('href')).resolves.toBe('/pricing');
    // No rolls yet: the next step is a first order.
    await page.getByRole('heading', { name: 'No rolls yet', level: 2 }).waitFor();
    const start = page.getByRole('link', { name: 'Start a New Order' });
    await start.waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'scans-trial-rolls');

    await memberships.click();
    await page.waitForURL('**/pricing');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});
