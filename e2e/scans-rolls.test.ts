import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { gql, launchBrowserPerFile, logIn, loginAs } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// The scan platform's rolls (issue 12, docs/decisions/060-scan-platform.md): the demo customer (Casey) opens a
// seeded roll, selects three frames and tags them, then filters the rolls by that tag.

const browser = launchBrowserPerFile();
interface RollsData {
  me: {
    id: string;
    filmRolls: {
      count: number;
      items: { id: string; name: string | null; stock: string; scanCount: number }[];
    };
  };
}

describe('rolls and a roll’s frames', () => {
  it('the customer tags three frames of a roll and finds the roll by that tag', async () => {
    const { token, id: userId } = await loginAs('customer@lab.test');
    const { me } = await gql<RollsData>(
      'query { me { id filmRolls(limit: 50) { count items { id name stock scanCount } } } }',
      {},
      token,
    );
    const withScans = me.filmRolls.items.filter((roll) => roll.scanCount >= 3);
    expect(withScans.length).toBeGreaterThanOrEqual(2);
    const roll = withScans[0]!;
    const tag = `Picked ${randomUUID().slice(0, 6)}`;

    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'customer@lab.test');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/users/${userId}/rolls`);
    await page.getByRole('heading', { name: 'Your Rolls', level: 1 }).waitFor();
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(Math.min(me.filmRolls.count, 24));
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'scans-rolls');

    // Open the roll from its card.
    await page
      .getByRole('link', { name: roll.name || roll.stock })
      .first()
      .click();
    await page.waitForURL(`**/users/${userId}/rolls/${roll.id}`);
    await page.getByRole('heading', { name: roll.name || roll.stock, level: 1 }).waitFor();
    const frames = page.getByRole('list', { name: /^Frames/ }).getByRole('link');
    await frames.first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'scans-roll');

    // Select frames 1, 2 and 3: a click, then shift-click for the range.
    await page.getByRole('button', { name: 'Select frames' }).click();
    const bar = page.getByRole('region', { name: 'Selected frames' });
    await page.getByRole('button', { name: /^Frame 01\b/ }).click();
    await page.getByRole('button', { name: /^Frame 03\b/ }).click({ modifiers: ['Shift'] });
    await bar.getByText(`3 of ${roll.scanCount} selected`).waitFor();
    await bar.getByRole('button', { name: 'Tag', exact: true }).click();
    await bar.getByLabel('Add a tag').fill(tag);
    await bar.getByRole('button', { name: 'Add tag' }).click();
    await bar.getByRole('button', { name: `Remove tag ${tag}` }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'scans-roll-selected');

    // The lab has the tag on exactly those three scans.
    const tagged = await gql<{
      me: { scans: { count: number; items: { frame: number; rollId: string }[] } };
    }>(
      `query ($search: String) { me { scans(filter: { search: $search }, limit: 50) { count items { frame rollId } } } }`,
      { search: tag },
      token,
    );
    expect(tagged.me.scans.items.map((scan) => [scan.rollId, scan.frame])).toEqual([
      [roll.id, 1],
      [roll.id, 2],
      [roll.id, 3],
    ]);

    // Back on the rolls, filtering by the new tag leaves just this roll.
    await page.goto(`/users/${userId}/rolls`);
    await page.getByRole('button', { name: tag }).click();
    await expect.poll(() => cards.count()).toBe(1);
    await cards.getByRole('link', { name: roll.name || roll.stock }).waitFor();
    await page.getByText('1 roll', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'scans-rolls-filtered');
  });
});
