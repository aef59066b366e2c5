import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { baseUrl, gql, launchBrowserPerFile, logIn, loginAs } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// Sharing scans (issue 12, decision 060 'Share links'): the demo customer shares two frames of a roll with a password
// and a 7-day expiry and copies the link; a visitor with no account opens it, is turned back by a wrong password at
// the field, sees exactly the two scans with the right one; the customer revokes the link from 'Shared links' on the
// rolls page and the visitor's link then says it is invalid. Each run makes its own link, so runs do not collide.

const browser = launchBrowserPerFile();
// Any Unicode works: the BFF percent-encodes the password it hands the lab in a header (decision 103).
const PASSWORD = 'darkroom 🎞️ 42';

interface RollsData {
  me: { filmRolls: { items: { id: string; name: string | null; stock: string; scanCount: number }[] } };
}
interface FramesData {
  me: { filmRoll: { scans: { items: { id: string; frame: number; name: string }[] } } };
}

const frameName = (frame: number) => `Frame ${String(frame).padStart(2, '0')}`;

describe('sharing scans', () => {
  it('shares two frames with a password and expiry, a logged-out visitor sees exactly those two, and revoking ends the link', async () => {
    const { token, id: userId } = await loginAs('customer@lab.test');
    const { me } = await gql<RollsData>(
      'query { me { filmRolls(limit: 50) { items { id name stock scanCount } } } }',
      {},
      token,
    );
    const roll = me.filmRolls.items.find((item) => item.scanCount >= 4);
    if (!roll) throw new Error('no seeded roll with four frames');
    const title = roll.name || roll.stock;
    const frames = (
      await gql<FramesData>(
        'query ($id: ID!) { me { filmRoll(id: $id) { scans(limit: 4) { items { id frame name } } } } }',
        { id: roll.id },
        token,
      )
    ).me.filmRoll.scans.items;
    // Frames 2 and 4: not a range, so the selection is two separate clicks.
    const [a, b] = [frames[1], frames[3]];
    if (!a || !b) throw new Error('the roll has fewer than four scans');

    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto('/login');
    await logIn(page, 'customer@lab.test');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/users/${userId}/rolls/${roll.id}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Select frames' }).click();
    const bar = page.getByRole('region', { name: 'Selected frames' });
    await page.getByRole('button', { name: `${frameName(a.frame)}, ${a.name}` }).click();
    await page.getByRole('button', { name: `${frameName(b.frame)}, ${b.name}` }).click();
    await bar.getByText(`2 of ${roll.scanCount} selected`).waitFor();
    await bar.getByRole('button', { name: 'Share', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Share scans' });
    await dialog.getByText('Anyone with the link can see these 2 scans.').waitFor();
    await dialog.getByLabel('Link expires after').selectOption({ label: '7 days' });
    // Too short a password is refused beside the field before anything is sent.
    await dialog.getByLabel('Password (optional)').fill('abc');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.getByText('Use at least 4 characters, or leave it empty for no password').waitFor();
    await dialog.getByLabel('Password (optional)').fill(PASSWORD);
    await screenshots(page, 'scans-share-dialog');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create link' }).click();

    const linkField = dialog.getByLabel('Share link');
    await linkField.waitFor();
    const url = await linkField.inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl()}/shared-scans/[A-Za-z0-9_-]{16,}$`));
    await dialog.getByText(/^2 scans · expires .+ · password protected · downloads allowed$/).waitFor();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByText('Link copied').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(url);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'scans-share-created');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // A visitor with no session: the password first, a wrong one is named at the field.
    const visitor = await browser.newPage({ width: 1280, height: 900 });
    await visitor.goto(url);
    const password = visitor.getByLabel('Password', { exact: true });
    await password.waitFor();
    await password.fill('not-the-password');
    await visitor.getByRole('button', { name: 'See the scans' }).click();
    await visitor.getByText('That password is not right').waitFor();
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoSeriousA11yViolations(visitor);
    await screenshots(visitor, 'scans-share-password');

    await password.fill(PASSWORD);
    await visitor.getByRole('button', { name: 'See the scans' }).click();
    await visitor.getByRole('heading', { name: /shared 2 scans$/, level: 1 }).waitFor();
    const shared = visitor.getByRole('list', { name: 'Shared scans' }).getByRole('listitem');
    await expect.poll(() => shared.count()).toBe(2);
    const labels = await shared
      .getByRole('button', { name: /^Frame \d+/ })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    expect(labels.map((label) => label.split(',')[0])).toEqual([frameName(a.frame), frameName(b.frame)]);
    await visitor.getByRole('button', { name: 'Download all' }).waitFor();
    await expectNoSeriousA11yViolations(visitor);
    await screenshots(visitor, 'scans-share-visitor');

    // The customer's 'Shared links' on the rolls page lists the link; revoking it ends it.
    const path = new URL(url).pathname;
    await page.goto(`/users/${userId}/rolls`);
    const links = page.getByRole('region', { name: 'Shared links' });
    const item = links.getByRole('listitem').filter({ has: page.getByRole('link', { name: path }) });
    await item
      .getByText(/2 scans · Expires .+ · password · downloads allowed · \d+ views?/)
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'scans-share-links');
    await item.getByRole('button', { name: `Revoke ${path}` }).click();
    const revoked = links
      .getByRole('listitem')
      .filter({ hasText: path })
      .filter({ hasText: /Revoked/ });
    await revoked.waitFor();
    await expect(revoked.getByRole('button', { name: `Revoke ${path}` }).count()).resolves.toBe(0);

    await visitor.reload();
    await visitor.getByRole('heading', { name: 'This link is invalid or has expired', level: 1 }).waitFor();
    await expect(visitor.getByRole('list', { name: 'Shared scans' }).count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(visitor);
    await screenshots(visitor, 'scans-share-revoked');
  });
});
