import type { Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// Sessions (issue 24, docs/decisions/110): every sign-in its own session, ended from another device's Settings;
// staff deactivate an account from the user's settings. Fresh accounts, so no seeded one changes.

const browser = launchBrowserPerFile();
const PASSWORD = 'sessions-e2e-pass';

async function signUp(name: string): Promise<{ id: string; email: string }> {
  const email = `sessions-${name}-${Date.now()}@example.com`;
  const data = await gql<{ signup: { token: string; user: { id: string } } }>(
    'mutation Signup($input: SignupInput!) { signup(input: $input) { token user { id } } }',
    { input: { email, password: PASSWORD, firstName: 'Sasha', lastName: 'Sessions', phone: '2125550177' } },
  );
  // The sign-up is a session of its own: ended here, so the browsers' two are the only ones.
  await gql('mutation SignOut { signOut }', {}, data.signup.token);
  return { id: data.signup.user.id, email };
}

/** The page's GraphQL live connections, as they open and close. */
function watchLive(page: Page) {
  const sockets: Array<{ socket: WebSocket; closed: boolean }> = [];
  // A new document drops the old one's connections (Chromium does not always report their close).
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    for (const entry of sockets) entry.closed = true;
  });
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== '/graphql') return;
    const entry = { socket, closed: false };
    sockets.push(entry);
    socket.on('close', () => {
      entry.closed = true;
    });
  });
  return {
    open: () => sockets.filter((entry) => !entry.closed).length,
    opened: () => sockets.length,
  };
}

async function signedInAt(page: Page, email: string, path: string): Promise<void> {
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(path);
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
}

describe('sessions', () => {
  it('a customer signs the other browser out from Settings: its live connection closes, and its next action lands on the sign-in page', async () => {
    const { id, email } = await signUp('two');
    const settings = `/users/${id}/settings`;
    const laptop = await browser.newPage({ width: 1280, height: 900 });
    const phone = await browser.newPage({ width: 390, height: 844 });
    const phoneLive = watchLive(phone);
    await signedInAt(phone, email, settings);
    await expect.poll(phoneLive.open, { timeout: 10_000 }).toBe(1);
    await signedInAt(laptop, email, settings);

    const sessions = laptop.getByRole('region', { name: "Where you're signed in" });
    const list = sessions.getByRole('list', { name: 'Your sessions' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 10_000 }).toBe(2);
    await list.getByText(/This device/).waitFor();
    await expectNoSeriousA11yViolations(laptop);
    await screenshots(laptop, 'sessions-settings');

    // The other session is the one with a "Sign out" button (this device has none).
    await sessions.getByRole('button', { name: /^Sign out .+, signed in/ }).click();
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1);

    // Within a second or two the phone's live connection is closed by the server, and not reopened.
    await expect.poll(phoneLive.open, { timeout: 5_000 }).toBe(0);
    const opened = phoneLive.opened();
    await phone.waitForTimeout(2_000);
    expect(phoneLive.opened()).toBe(opened);
    expect(phoneLive.open()).toBe(0);

    // Its next action meets the sign-in page.
    await phone.getByRole('button', { name: 'Save details' }).click();
    await phone.waitForURL('**/login');
    await phone.getByRole('button', { name: 'Log in' }).waitFor();
    // The laptop carries on.
    await laptop.reload();
    await laptop.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(laptop.url()).toContain(settings);

    // Logging out ends the laptop's session at the lab too: its token no longer works anywhere.
    const token = await laptop.evaluate(() => localStorage.getItem('filmlab.authToken'));
    expect(token).toBeTruthy();
    await laptop.getByRole('button', { name: 'Account menu for Sasha Sessions' }).click();
    await laptop.getByRole('button', { name: 'Logout' }).click();
    await expect
      .poll(async () => (await gql<{ me: unknown }>('query Me { me { id } }', {}, token!)).me, {
        timeout: 5_000,
      })
      .toBeNull();
  });

  it('staff deactivate an account from its settings; the person is told so when they sign in', async () => {
    const { id, email } = await signUp('leaving');
    const admin = await browser.newPage({ width: 1280, height: 900 });
    await admin.goto('/login');
    await logIn(admin, 'admin@lab.test', 'filmlab-demo');
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
    await admin.goto(`/admin/users/${id}/settings`);
    const access = admin.getByRole('region', { name: 'Role and access' });
    await access.getByText('Active: Sasha Sessions can sign in as customer.').waitFor();
    await access.getByRole('button', { name: 'Deactivate account' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Deactivate Sasha Sessions?' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(admin);
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await access.getByRole('button', { name: 'Reactivate account' }).waitFor();
    await access.getByText(/^Deactivated by Avery Lin/).waitFor();
    await expectNoSeriousA11yViolations(admin);
    await screenshots(admin, 'sessions-admin-access');

    const person = await browser.newPage({ width: 390, height: 844 });
    await person.goto('/login');
    await logIn(person, email, PASSWORD);
    await person
      .getByText('This account has been deactivated. Contact the lab if you think this is a mistake.')
      .waitFor();
    await screenshots(person, 'sessions-deactivated-login');
  });
});
