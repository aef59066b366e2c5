import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, loginAs } from './support/browser.js';
import { openRollPage, smallestRollWith } from './support/customer-roll.js';
import { screenshots } from './support/screenshots.js';
import { readZip } from './support/zip.js';

// Exposure logs (issue 27): the demo customer imports an Exif Notes JSON onto a roll, shifts it by one frame (the
// roll was loaded late), applies, downloads the roll and finds the camera, lens, aperture, shutter, GPS and date in
// three frames' EXIF; the scan page and the lightbox show the exposure; the located frame's place becomes its
// location; the import is undone.

const browser = launchBrowserPerFile();
const FIXTURE = resolve(import.meta.dirname, '../server/domain/exposure-logs/fixtures/exif-notes.json');

interface FramesData {
  me: {
    filmRoll: {
      scans: {
        items: {
          id: string;
          frame: number;
          name: string;
          filmBrand: string;
          filmModel: string;
          locations: { id: string; name: string }[];
        }[];
      };
    };
  };
}

/** What the log says of its first three frames (fixtures/exif-notes.json), as a reader of the files sees it. */
const LOGGED = [
  { fNumber: 8, exposureTime: 1 / 250, latitude: 33.925361, longitude: -115.928611, time: [17, 42, 10] },
  { fNumber: 5.6, exposureTime: 1 / 125, latitude: 33.925812, longitude: -115.929102, time: [17, 45, 0] },
  { fNumber: 4, exposureTime: 1 / 60, latitude: 34.005833, longitude: -116.0575, time: [18, 2, 33] },
];

describe('an exposure log from the field', () => {
  it('imports an Exif Notes JSON shifted by one frame, and every downloaded file carries it', async () => {
    const { token, id: userId } = await loginAs('customer@lab.test');
    // The smallest roll that holds the log's five frames after a shift keeps the download short.
    const roll = await smallestRollWith(token, 8);
    const frames = (
      await gql<FramesData>(
        'query ($id: ID!) { me { filmRoll(id: $id) { scans(limit: 100) { items { id frame name filmBrand filmModel locations { id name } } } } } }',
        { id: roll.id },
        token,
      )
    ).me.filmRoll.scans.items;

    const page = await browser.newPage({ width: 1280, height: 900 });
    await openRollPage(page, 'customer@lab.test', userId, roll);

    // Choose the app's export and read it: nothing is written yet.
    await page.getByRole('button', { name: 'Import exposure log' }).click();
    await page.getByRole('heading', { name: 'Import your notes from the field' }).waitFor();
    await page.getByLabel('App and format').selectOption('EXIF_NOTES_JSON');
    await page.getByLabel('Exported file (up to 2 MB)').setInputFiles(FIXTURE);
    await page.getByRole('button', { name: 'Read the log' }).click();
    const table = page.getByRole('region', { name: 'Logged frames and their scans' });
    await table.waitFor();
    await expect
      .poll(() => table.getByRole('row', { name: /Frame 01/ }).textContent(), { timeout: 10_000 })
      .toContain('→ Scan 01');

    // The roll was loaded a frame late: shift by one. The photos were taken at UTC−07:00.
    await page.getByRole('button', { name: '+1 frame' }).click();
    await expect
      .poll(() => table.getByRole('row', { name: /Frame 01/ }).textContent(), { timeout: 10_000 })
      .toContain('→ Scan 02');
    await page.getByLabel('Time zone of the photos').selectOption('-420');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'logged frames go to' }).textContent(), {
        timeout: 10_000,
      })
      .toContain(`5 of 5 logged frames go to this roll’s ${frames.length} scans.`);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'exposure-import-preview');

    await page.getByRole('button', { name: 'Apply to 5 scans' }).click();
    await page
      .getByText(/Exposure log from Exif Notes \(exif-notes\.json\), imported .* onto 5 frames · Leica M6\./)
      .waitFor();
    await page.getByRole('radio', { name: 'With a log (5)' }).check();
    await expect
      .poll(() => page.getByRole('link', { name: /^Frame \d+,/ }).count(), { timeout: 10_000 })
      .toBe(5);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'exposure-import-applied');
    await page.getByRole('radio', { name: `All frames (${frames.length})` }).check();

    // The roll's zip: scans 2–4 carry log frames 1–3 in their EXIF.
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Download roll' }).click();
    const download = await downloading;
    const path = await download.path();
    await page
      .getByRole('status')
      .filter({ hasText: `Downloaded ${frames.length} files` })
      .waitFor({ timeout: 90_000 });
    const entries = readZip(await readFile(path));
    for (const [i, logged] of LOGGED.entries()) {
      const scan = frames[i + 1]!;
      const entry = entries.find((e) => e.name.includes(`-${scan.id}.`));
      if (!entry) throw new Error(`no zip entry for scan ${scan.id}`);
      const exif = await exifr.parse(entry.data, { tiff: true, exif: true, gps: true, xmp: true });
      expect(exif).toMatchObject({
        Make: 'Leica',
        Model: 'M6',
        LensModel: 'Summicron 35 mm f/2',
        FNumber: logged.fNumber,
        FocalLength: 35,
        OffsetTimeOriginal: '-07:00',
      });
      expect(exif.ExposureTime).toBeCloseTo(logged.exposureTime, 6);
      expect(exif.latitude).toBeCloseTo(logged.latitude, 5);
      expect(exif.longitude).toBeCloseTo(logged.longitude, 5);
      const taken = exif.DateTimeOriginal as Date;
      expect([taken.getFullYear(), taken.getMonth() + 1, taken.getDate()]).toEqual([2026, 6, 20]);
      expect([taken.getHours(), taken.getMinutes(), taken.getSeconds()]).toEqual(logged.time);
    }

    // The scan page shows the exposure beside the film and names the place; the customer accepts it.
    const second = frames[1]!;
    const film = `${second.filmBrand} ${second.filmModel}`;
    await page.goto(`/users/${userId}/gallery/${second.id}`);
    const panel = page.getByRole('region', { name: 'Exposure' });
    await panel.waitFor();
    await expect
      .poll(() => panel.textContent(), { timeout: 10_000 })
      .toContain(`Leica M6 · Summicron 35 mm f/2 · f/8 · 1/250 s · ${film}`);
    await expect
      .poll(() => panel.textContent(), { timeout: 10_000 })
      .toContain('20 Jun 2026, 17:42 (UTC−07:00)');
    await panel.getByText('Taken near Cholla Cactus Garden, Joshua Tree National Park, CA, USA').waitFor();
    await panel
      .getByRole('button', { name: /^Add “Cholla Cactus Garden, Joshua Tree National Park, CA, USA”/ })
      .click();
    await panel.getByText('It is one of this frame’s locations.').waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'exposure-scan-page');

    // The lightbox's bar: the exposure before the film.
    const frameName = `Frame ${String(second.frame).padStart(2, '0')}`;
    await page.getByRole('button', { name: `Open ${frameName} full screen` }).click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    await expect
      .poll(() => viewer.textContent(), { timeout: 10_000 })
      .toContain(`Leica M6 · Summicron 35 mm f/2 · f/8 · 1/250 s · ${second.filmBrand}`);
    await screenshots(page, 'exposure-lightbox');
    await page.keyboard.press('Escape');

    // Undo: the scans are as they were.
    await page.goto(`/users/${userId}/rolls/${roll.id}`);
    await page.getByRole('button', { name: 'Undo import' }).click();
    await expect
      .poll(() => page.getByText(/Exposure log from Exif Notes/).count(), { timeout: 20_000 })
      .toBe(0);
    const after = await gql<{
      me: { filmRoll: { exposureImport: unknown; scans: { items: { exposure: unknown }[] } } };
    }>(
      'query ($id: ID!) { me { filmRoll(id: $id) { exposureImport { id } scans(limit: 100) { items { exposure { summary } } } } } }',
      { id: roll.id },
      token,
    );
    expect(after.me.filmRoll.exposureImport).toBeNull();
    expect(after.me.filmRoll.scans.items.every((scan) => scan.exposure === null)).toBe(true);

    // Leave the shared demo roll as it was: the accepted location goes again.
    const located = await gql<{ me: { scan: { locations: { id: string; name: string }[] } } }>(
      'query ($id: ID!) { me { scan(id: $id) { locations { id name } } } }',
      { id: second.id },
      token,
    );
    const added = located.me.scan.locations.find((l) => l.name.startsWith('Cholla Cactus Garden'));
    if (added && !second.locations.some((l) => l.id === added.id)) {
      await gql(
        'mutation ($scanIds: [ID!]!, $locationId: ID!) { removeScanLocation(scanIds: $scanIds, locationId: $locationId) { id } }',
        { scanIds: [second.id], locationId: added.id },
        token,
      );
    }
  });
});
