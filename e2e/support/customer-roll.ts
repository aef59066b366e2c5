import type { Page } from 'playwright-core';
import { gql, logIn } from './browser.js';

// The demo customer's rolls as the download and exposure-log browser tests pick them: the smallest roll with enough
// scans keeps a download short on a shared machine, and its page is opened as the customer, signed in.

export interface CustomerRoll {
  id: string;
  name: string | null;
  stock: string;
  scanCount: number;
  /** The roll page's heading: its name, or its film stock when it has none. */
  title: string;
}

interface RollsData {
  me: { filmRolls: { items: Omit<CustomerRoll, 'title'>[] } };
}

/** The customer's smallest roll with at least `minScans` scans (by the token of `loginAs`). */
export async function smallestRollWith(token: string, minScans: number): Promise<CustomerRoll> {
  const { me } = await gql<RollsData>(
    'query { me { filmRolls(limit: 50) { items { id name stock scanCount } } } }',
    {},
    token,
  );
  const roll = me.filmRolls.items
    .filter((item) => item.scanCount >= minScans)
    .sort((x, y) => x.scanCount - y.scanCount)[0];
  if (!roll) throw new Error(`no seeded roll with ${minScans} scans`);
  return { ...roll, title: roll.name || roll.stock };
}

/** Signs `email` in on `page` and opens the roll's page, waiting for its heading. */
export async function openRollPage(
  page: Page,
  email: string,
  userId: string,
  roll: CustomerRoll,
): Promise<void> {
  await page.goto('/login');
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`/users/${userId}/rolls/${roll.id}`);
  await page.getByRole('heading', { name: roll.title, level: 1 }).waitFor();
}
