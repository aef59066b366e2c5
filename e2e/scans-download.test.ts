import { readFile } from 'node:fs/promises';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, loginAs } from './support/browser.js';
import { openRollPage, smallestRollWith } from './support/customer-roll.js';
import { screenshots } from './support/screenshots.js';
import { readZip } from './support/zip.js';

// Downloading a roll (issue 12, decision 060 'Downloads'): the demo customer downloads a roll from its page as one
// zip (built in the browser, saved through the service worker), with a files-and-bytes progress; the test reads the
// zip back: one entry per frame in frame order, named with the roll and frame, and each JPEG carries the roll's film
// metadata (EXIF and XMP) as an EXIF reader sees it.

const browser = launchBrowserPerFile();

/** WCAG contrast ratio of two opaque CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface FramesData {
  me: {
    filmRoll: {
      scans: { count: number; items: { id: string; frame: number; filmBrand: string; filmModel: string }[] };
    };
  };
}

describe('downloading a roll', () => {
  it('downloads a roll as one zip with progress; entries in frame order carry the film metadata', async () => {
    const { token, id: userId } = await loginAs('customer@lab.test');
    // The smallest roll with frames keeps the download short on a shared machine.
    const roll = await smallestRollWith(token, 3);
    const frames = (
      await gql<FramesData>(
        'query ($id: ID!) { me { filmRoll(id: $id) { scans(limit: 100) { count items { id frame filmBrand filmModel } } } } }',
        { id: roll.id },
        token,
      )
    ).me.filmRoll.scans.items;

    const page = await browser.newPage({ width: 1280, height: 900 });
    await openRollPage(page, 'customer@lab.test', userId, roll);

    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Download roll' }).click();
    // The progress: a bar and the files and bytes done, ending at every file.
    await page.getByRole('progressbar', { name: 'Download progress' }).waitFor();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const path = await download.path();
    await page
      .getByRole('status')
      .filter({ hasText: `Downloaded ${frames.length} files` })
      .waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.getByRole('progressbar', { name: 'Download progress' }).getAttribute('aria-valuenow'))
      .toBe('100');
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'scans-download-done');

    const entries = readZip(await readFile(path));
    expect(entries).toHaveLength(frames.length);
    // Named {roll}/{roll}-F{frame}-{scanId}.{ext}, in the roll's frame order.
    const named = entries.map((entry) => {
      const match = /^([^/]+)\/\1-F(\d{2,})-(\w+)\.(jpg|png|tif)$/.exec(entry.name);
      if (!match) throw new Error(`unexpected entry name ${entry.name}`);
      return { frame: Number(match[2]), scanId: match[3] };
    });
    expect(named).toEqual(frames.map((scan) => ({ frame: scan.frame, scanId: scan.id })));
    const framesInOrder = named.map((entry) => entry.frame);
    expect(framesInOrder).toEqual([...framesInOrder].sort((x, y) => x - y));

    // A JPEG carries the film metadata in its EXIF and XMP, as Lightroom and exiftool would read it.
    const jpegIndex = entries.findIndex((entry) => entry.name.endsWith('.jpg'));
    expect(jpegIndex).toBeGreaterThanOrEqual(0);
    const jpeg = entries[jpegIndex]!;
    const scan = frames[jpegIndex]!;
    expect(jpeg.data.subarray(0, 2).toString('hex')).toBe('ffd8');
    const read = await exifr.parse(jpeg.data, { xmp: true, tiff: true, exif: true });
    expect(read).toMatchObject({
      Film: scan.filmModel,
      FilmMaker: scan.filmBrand,
      ExposureNumber: scan.frame,
    });
    expect(String(read.RollId)).toBe(roll.id);
    expect(read.Lab).toBe('Nice Film Lab');
    expect(read.ImageDescription).toContain(`Roll ${roll.id} - Frame ${scan.frame}`);
    expect(read.CreateDate).toBeInstanceOf(Date);
  });

  it('downloads a selection from the selection bar, its progress readable on the dark strip', async () => {
    const { id: userId, token } = await loginAs('customer@lab.test');
    const roll = await smallestRollWith(token, 3);
    const frames = (
      await gql<FramesData>(
        'query ($id: ID!) { me { filmRoll(id: $id) { scans(limit: 3) { count items { id frame filmBrand filmModel } } } } }',
        { id: roll.id },
        token,
      )
    ).me.filmRoll.scans.items;
    const label = (frame: number) => `Frame ${String(frame).padStart(2, '0')}`;

    const page = await browser.newPage({ width: 1280, height: 900 });
    await openRollPage(page, 'customer@lab.test', userId, roll);
    await page.getByRole('button', { name: 'Select frames' }).click();
    const bar = page.getByRole('region', { name: 'Selected frames' });
    for (const scan of frames.slice(0, 2)) {
      await page.getByRole('button', { name: new RegExp(`^${label(scan.frame)},`) }).click();
    }
    await bar.getByText(`2 of ${roll.scanCount} selected`).waitFor();

    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await bar.getByRole('button', { name: 'Download 2 scans' }).click();
    const download = await downloading;
    const path = await download.path();
    await bar.getByRole('status').filter({ hasText: 'Downloaded 2 files' }).waitFor({ timeout: 60_000 });
    // The other buttons keep their height beside the progress.
    const heights = await bar
      .getByRole('button', { name: /^(Share|Unlock)$/ })
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
    expect(heights).toHaveLength(2);
    for (const height of heights) expect(height).toBeLessThan(48);
    // axe leaves text on the strip's sprocket-image background unchecked, so the note's contrast is measured here.
    const [ink, paper] = await bar
      .getByRole('status')
      .filter({ hasText: 'Downloaded 2 files' })
      .evaluate((note) => {
        const strip = note.closest('section');
        return [getComputedStyle(note).color, strip ? getComputedStyle(strip).backgroundColor : ''];
      });
    expect(contrast(ink!, paper!)).toBeGreaterThanOrEqual(4.5);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'scans-download-selection');
    expect(readZip(await readFile(path)).map((entry) => entry.name.split('-F')[1]?.slice(0, 2))).toEqual(
      frames.slice(0, 2).map((scan) => String(scan.frame).padStart(2, '0')),
    );
  });
});
