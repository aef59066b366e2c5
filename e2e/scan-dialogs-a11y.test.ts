import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn, loginAs } from './support/browser.js';

// Issue 26: every dialog of a scan's page — Share, Unlock, Submit to the community, Keyboard shortcuts — opened at
// 390 and 1280 px with axe run while it is open (nothing is sent).
const browser = launchBrowserPerFile();

describe('a scan page’s dialogs', () => {
  for (const width of [390, 1280]) {
    it(`open without a serious finding at ${width} px`, async () => {
      const page = await browser.newPage({ width, height: 900 });
      await page.goto('/login');
      await logIn(page, 'customer@lab.test');
      await page.waitForURL('**/users/*/rolls');
      const roll = page.locator('a[href*="/rolls/"]').first();
      await roll.waitFor();
      await page.goto((await roll.getAttribute('href')) ?? '/');
      const frame = page.locator('a[href*="/gallery/"]').first();
      await frame.waitFor();
      await page.goto((await frame.getAttribute('href')) ?? '/');
      for (const [button, title] of [
        ['Share', 'Share scans'],
        ['Unlock', 'Unlock scans'],
        ['Submit to the community', 'Submit to the community'],
        ['Keyboard shortcuts', 'Keyboard shortcuts'],
      ] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.waitFor();
        await expectNoSeriousA11yViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    });
  }

  it('the roll page’s Clear-all confirmation (staff) and a shared link’s Edit, at 390 and 1280 px', async () => {
    const customer = await loginAs('customer@lab.test');
    const { me } = await gql<{ me: { filmRolls: { items: Array<{ id: string; scanCount: number }> } } }>(
      'query { me { filmRolls(limit: 50) { items { id scanCount } } } }',
      {},
      customer.token,
    );
    const roll = me.filmRolls.items.find((item) => item.scanCount >= 2);
    if (!roll) throw new Error('no seeded roll with scans');
    const { me: withScans } = await gql<{ me: { filmRoll: { scans: { items: Array<{ id: string }> } } } }>(
      'query ($id: ID!) { me { filmRoll(id: $id) { scans(limit: 1) { items { id } } } } }',
      { id: roll.id },
      customer.token,
    );
    const { createShareLink } = await gql<{ createShareLink: { code: string } }>(
      'mutation ($input: CreateShareLinkInput!) { createShareLink(input: $input) { code } }',
      { input: { scanIds: [withScans.filmRoll.scans.items[0]!.id] } },
      customer.token,
    );
    try {
      for (const width of [390, 1280]) {
        const admin = await browser.newPage({ width, height: 900 });
        await admin.goto('/login');
        await logIn(admin, 'admin@lab.test');
        await admin.waitForURL('**/admin/orders');
        await admin.goto(`/admin/users/${customer.id}/rolls/${roll.id}`);
        await admin.getByRole('button', { name: /^Clear all \d+ scans/ }).click();
        const confirm = admin.getByRole('dialog', { name: 'Clear this roll’s scans?' });
        await confirm.waitFor();
        await expectNoSeriousA11yViolations(admin);
        await admin.keyboard.press('Escape');
        await confirm.waitFor({ state: 'hidden' });

        const page = await browser.newPage({ width, height: 900 });
        await page.goto('/login');
        await logIn(page, 'customer@lab.test');
        await page.waitForURL('**/users/*/rolls');
        await page.getByRole('button', { name: `Edit /shared-scans/${createShareLink.code}` }).click();
        const edit = page.getByRole('dialog', { name: 'Edit shared link' });
        await edit.waitFor();
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
      }
    } finally {
      await gql(
        'mutation ($code: String!) { revokeShareLink(code: $code) { code } }',
        { code: createShareLink.code },
        customer.token,
      );
    }
  });
});
