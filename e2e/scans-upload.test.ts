import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn, loginAs } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// Staff upload a roll's scans (docs/decisions/060-scan-platform.md "Uploads"): the admin's browser PUTs ten real
// JPEGs straight to the lab, and the customer's open roll page shows them without a reload (SCANS_CHANGED).

const browser = launchBrowserPerFile();
let folder = '';
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Ten small real JPEGs, each a different colour, named in frame order. */
async function makeJpegs(): Promise<string[]> {
  folder = await mkdtemp(join(tmpdir(), 'scans-upload-'));
  const paths: string[] = [];
  for (let i = 1; i <= 10; i += 1) {
    const jpeg = await sharp({
      create: { width: 360, height: 240, channels: 3, background: { r: 20 * i, g: 120, b: 255 - 20 * i } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const path = join(folder, `upload-F${String(i).padStart(2, '0')}.jpg`);
    await writeFile(path, jpeg);
    paths.push(path);
  }
  return paths;
}

describe('uploading scans', () => {
  it('an admin uploads ten files and the customer’s open roll page shows them live', async () => {
    const customer = await loginAs('customer@lab.test');
    const { me } = await gql<{
      me: { filmRolls: { items: { id: string; scanCount: number; stock: string; name: string | null }[] } };
    }>('query { me { filmRolls(limit: 50) { items { id scanCount stock name } } } }', {}, customer.token);
    // A roll with scans, so the frames count up from a known number.
    const roll = me.filmRolls.items.find((r) => r.scanCount > 0)!;
    const files = await makeJpegs();

    const customerPage = await browser.newPage({ width: 1280, height: 900 });
    await customerPage.goto('/login');
    await logIn(customerPage, 'customer@lab.test');
    await customerPage.waitForURL((url) => url.pathname !== '/login');
    await customerPage.goto(`/users/${customer.id}/rolls/${roll.id}`);
    await customerPage.getByText(`${roll.scanCount} scans`, { exact: true }).waitFor();

    const admin = await browser.newPage({ width: 1280, height: 900 });
    await admin.goto('/login');
    await logIn(admin, 'admin@lab.test');
    await admin.waitForURL((url) => url.pathname !== '/login');
    await admin.goto(`/admin/users/${customer.id}/rolls/${roll.id}`);
    const panel = admin.getByRole('region', { name: 'Upload scans' });
    await panel.waitFor();
    await expectNoSeriousA11yViolations(admin);
    await panel.getByLabel('Choose files').setInputFiles(files);
    await panel.getByText('10 of 10 uploaded', { exact: false }).waitFor({ timeout: 60_000 });
    await expectNoSeriousA11yViolations(admin);
    await screenshots(admin, 'scans-upload');

    // The customer's page, never reloaded, now counts the new frames and shows the last one.
    const total = roll.scanCount + 10;
    await customerPage.getByText(`${total} scans`, { exact: true }).waitFor({ timeout: 20_000 });
    await customerPage.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await customerPage
      .getByRole('link', { name: `Frame ${String(total).padStart(2, '0')}, upload-F10.jpg` })
      .waitFor();
    expect(await customerPage.getByRole('region', { name: 'Upload scans' }).count()).toBe(0);
  });
});
