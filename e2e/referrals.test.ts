import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// The referral reward (docs/decisions/092): a friend signs up through the referrer's share link, and the referrer
// sees them on their referrals page. Both people sign up fresh here, so no seeded account changes.

const browser = launchBrowserPerFile();
const shots = (page: Page, name: string) => screenshots(page, `referrals-${name}`);
const PASSWORD = 'referral-e2e-pass';

async function freshReferrer(): Promise<{ id: string; email: string; code: string }> {
  const email = `referrer-e2e-${Date.now()}@example.com`;
  const data = await gql<{ signup: { user: { id: string; referralCode: string } } }>(
    'mutation Signup($input: SignupInput!) { signup(input: $input) { user { id referralCode } } }',
    { input: { email, password: PASSWORD, firstName: 'Tove', lastName: 'Lindqvist', phone: '2125550142' } },
  );
  return { id: data.signup.user.id, email, code: data.signup.user.referralCode };
}

describe('referrals', () => {
  it('a friend signs up through a share link and the referrer sees them on the referrals page', async () => {
    const referrer = await freshReferrer();

    // The referrer's page gives the link the friend opens.
    const mine = await browser.newPage({ width: 1280, height: 900 });
    await mine.goto('/login');
    await logIn(mine, referrer.email, PASSWORD);
    await mine.waitForURL((url) => !url.pathname.startsWith('/login'));
    await mine.goto(`/users/${referrer.id}/referrals`);
    await mine.getByRole('heading', { name: 'Referrals', level: 1 }).waitFor();
    const link = await mine.getByLabel('Share link').inputValue();
    expect(link).toMatch(new RegExp(`/signup\\?ref=${referrer.code}$`));
    const friends = mine.getByRole('region', { name: 'Friends who joined' });
    await friends.getByText('No friends have joined with your code yet.').waitFor();

    const friend = await browser.newPage({ width: 390, height: 844 });
    await friend.goto(new URL(link).pathname + new URL(link).search);
    await friend.getByText(/Referred by a friend/).waitFor();
    expect(await friend.getByText(/Referred by a friend/).textContent()).toContain(referrer.code);
    await expect(friend.getByLabel('Referral code (optional)').inputValue()).resolves.toBe(referrer.code);
    await expectNoSeriousA11yViolations(friend);
    await shots(friend, 'signup-with-code');
    await friend.getByLabel('First name').fill('Lena');
    await friend.getByLabel('Last name').fill('Brandt');
    await friend.getByLabel('Email', { exact: true }).fill(`friend-e2e-${Date.now()}@example.com`);
    await friend.getByLabel('Phone').fill('+1 929 555 0177');
    await friend.getByLabel('Password', { exact: true }).fill('portra-400!');
    await friend.getByRole('button', { name: 'Create account' }).click();
    await friend.waitForURL('**/onboarding/rolls');

    await mine.reload();
    await friends.getByRole('listitem').filter({ hasText: 'Lena B.' }).waitFor();
    const row = friends.getByRole('listitem').filter({ hasText: 'Lena B.' });
    expect(await row.textContent()).toMatch(/Signed up \w{3} \d{1,2}, \d{4}/);
    await row.getByText('No order yet').waitFor();
    await row.getByText('No credit yet').waitFor();
    expect(await friends.getByTestId('referral-total').textContent()).toBe('$0.00');
    await friends
      .getByText('A friend who signs up with your code gets $10.00 credit.', { exact: false })
      .waitFor();
    // The friend's last name and e-mail are not shown to the referrer.
    expect(await friends.textContent()).not.toContain('Brandt');
    await expectNoSeriousA11yViolations(mine);
    await shots(mine, 'friends');
  });

  it('an unknown code is shown at its field and no account is made', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/signup?ref=NOBODY-0000');
    await page.getByLabel('First name').fill('Mika');
    await page.getByLabel('Last name').fill('Sato');
    await page.getByLabel('Email', { exact: true }).fill(`mistyped-e2e-${Date.now()}@example.com`);
    await page.getByLabel('Phone').fill('+1 929 555 0166');
    await page.getByLabel('Password', { exact: true }).fill('portra-800!');
    await page.getByRole('button', { name: 'Create account' }).click();
    const field = page.getByLabel('Referral code (optional)');
    await page.getByText('No member has this referral code. Check the link, or leave it empty.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/signup');
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'signup-unknown-code');
  });
});
