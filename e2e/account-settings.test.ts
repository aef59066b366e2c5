import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn, userIdOf } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// The account pages (issue 14): a customer of their own signs up here, so no seeded account's defaults change.

const browser = launchBrowserPerFile();
const shots = (page: Page, name: string) => screenshots(page, `account-${name}`);
const PASSWORD = 'account-e2e-pass';

async function signUp(): Promise<{ id: string; email: string }> {
  const email = `account-e2e-${Date.now()}@example.com`;
  const data = await gql<{ signup: { user: { id: string } } }>(
    'mutation Signup($input: SignupInput!) { signup(input: $input) { user { id } } }',
    { input: { email, password: PASSWORD, firstName: 'Rena', lastName: 'Ortiz', phone: '2125550188' } },
  );
  return { id: data.signup.user.id, email };
}

describe('account settings', () => {
  it('a customer sets new-roll defaults and the next new order starts with them', async () => {
    const { id, email } = await signUp();
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    await page.goto(`/users/${id}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Rena');
    // Customers never see the staff's internal notes.
    expect(await page.getByLabel('Internal notes (staff only)').count()).toBe(0);

    // A wide PNG is scaled in the browser to a JPEG of 150 px, uploaded, and shown in the header at once.
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a7a5a' } })
      .png()
      .toBuffer();
    const avatar = page.getByRole('region', { name: 'Profile picture' });
    await avatar
      .getByLabel('Profile picture file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await avatar.getByRole('status').getByText('Picture saved.').waitFor();
    const headerImage = page.getByRole('button', { name: 'Account menu for Rena Ortiz' }).locator('img');
    await headerImage.waitFor();
    expect(await headerImage.getAttribute('src')).toMatch(/^\/images\/blob-avatar-\d+-[0-9a-f]{24}\.jpg$/);
    const size = await headerImage.evaluate((img: HTMLImageElement) =>
      img.decode().then(() => [img.naturalWidth, img.naturalHeight]),
    );
    expect(size).toEqual([150, 100]);

    const defaults = page.getByRole('form', { name: 'New roll defaults' });
    await defaults.getByLabel('Sleeving').selectOption('CUT');
    await defaults.getByLabel('Rush every roll').check();
    await defaults.getByLabel('Scan notes').fill('Warm scans, please');
    await defaults.getByRole('button', { name: 'Save defaults' }).click();
    await defaults.getByRole('status').getByText('Defaults saved.').waitFor();

    const details = page.getByRole('form', { name: 'Details' });
    await details.getByLabel('Phone').fill('2125550199');
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByRole('status').getByText('Details saved.').waitFor();

    const cards = page.getByRole('region', { name: 'Cards' });
    await cards.getByRole('button', { name: 'Add card' }).click();
    await cards.getByText('visa •••• 4242').waitFor();
    await cards.getByLabel('Card to add').selectOption('tok_mastercard');
    await cards.getByRole('button', { name: 'Add card' }).click();
    await cards.getByText('mastercard •••• 4444').waitFor();
    // Issue 26: the second card's 'Make default' names the card after the words it shows (axe's
    // label-content-name-mismatch), at both widths.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page);
    }
    await cards.getByRole('button', { name: 'Make default: visa •••• 4242' }).click();
    await cards.getByRole('button', { name: 'Make default: mastercard •••• 4444' }).waitFor();
    await cards.getByRole('button', { name: 'Remove mastercard •••• 4444' }).click();
    await cards.getByText('mastercard •••• 4444').waitFor({ state: 'detached' });

    const password = page.getByRole('form', { name: 'Password' });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password').fill('a-new-password-1');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('That is not your current password').waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'settings');

    await page.goto(`/users/${id}/orders/new/rolls`);
    const roll = page.getByRole('group', { name: /^Roll 1\b/ });
    await expect(roll.getByLabel('Sleeving', { exact: true }).inputValue()).resolves.toBe('CUT');
    await expect(roll.getByLabel('Rush', { exact: true }).isChecked()).resolves.toBe(true);
    await expect(roll.getByLabel('Notes for the lab').inputValue()).resolves.toBe('Warm scans, please');

    await page.goto(`/users/${id}/overview`);
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Open orders' }).getByText('No open orders.').waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'overview-new');
  });

  it('an admin opens a customer’s overview and settings and sets their internal notes', async () => {
    // Mateo has one open order and no e2e test of his own elsewhere.
    const mateo = await userIdOf('mateo.alvarez@example.com');
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'admin@lab.test');
    await page.waitForURL('**/admin/orders');

    await page.goto(`/admin/users/${mateo}/overview`);
    await page.getByRole('heading', { name: /^Overview · Mateo/, level: 1 }).waitFor();
    const orders = page.getByRole('region', { name: 'Open orders' });
    await orders
      .getByRole('link', { name: /^Order #/ })
      .first()
      .waitFor();
    await page.getByRole('region', { name: 'Latest rolls' }).getByRole('listitem').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'overview-admin');

    await page.goto(`/admin/users/${mateo}/settings`);
    await page.getByRole('heading', { name: /^Settings · Mateo/, level: 1 }).waitFor();
    // Staff change no one's password for them.
    expect(await page.getByRole('form', { name: 'Password' }).count()).toBe(0);
    const defaults = page.getByRole('form', { name: 'New roll defaults' });
    const notes = defaults.getByLabel('Internal notes (staff only)');
    await notes.fill('Prefers a call before rush');
    await defaults.getByRole('button', { name: 'Save defaults' }).click();
    await defaults.getByRole('status').getByText('Defaults saved.').waitFor();
    await page.reload();
    await expect(
      page
        .getByRole('form', { name: 'New roll defaults' })
        .getByLabel('Internal notes (staff only)')
        .inputValue(),
    ).resolves.toBe('Prefers a call before rush');
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'settings-admin');
  });

  it('a customer invites a friend by e-mail and sees the invitation listed', async () => {
    const { id, email } = await signUp();
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`/users/${id}/referrals`);
    await page.getByRole('heading', { name: 'Referrals', level: 1 }).waitFor();
    await expect(page.getByLabel('Share link').inputValue()).resolves.toMatch(/\/signup\?ref=RENA-/);
    const invite = page.getByRole('form', { name: 'Invite a friend' });
    await invite.getByLabel('Friend’s e-mail').fill('darkroom.pal@example.com');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByRole('status').getByText('Invitation sent to darkroom.pal@example.com.').waitFor();
    await page
      .getByRole('region', { name: 'Invitations sent' })
      .getByText('darkroom.pal@example.com')
      .waitFor();
    await invite.getByLabel('Friend’s e-mail').fill('darkroom.pal@example.com');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByRole('alert').getByText('You invited this friend today already').waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'referrals');
  });
});
