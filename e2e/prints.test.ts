import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile, logIn, userIdOf } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// Prints (issue 13): a member orders 4x6 prints of a whole roll and sees the pack price in NICE CART; a large-format
// print's own file uploads with the spec's progress (§4), shows in a preview to scale, survives a reload, goes into
// the cart and is paid, and the order page lists it. Hannah (Super Nice, the roll 'Velvia autumn' of 24 frames) is
// used by no other browser test, so her cart and orders are hers alone on the shared stack.

const HANNAH = 'hannah.okafor@example.com';
const browser = launchBrowserPerFile();
const shots = (page: Page, name: string) => screenshots(page, `prints-${name}`);

/** The drawer slides and fades in: axe reads colours mid-fade as too faint, so wait for it to settle. */
async function settled(drawer: ReturnType<Page['getByRole']>): Promise<void> {
  await drawer.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

async function signIn(page: Page): Promise<string> {
  const id = await userIdOf(HANNAH);
  await page.goto('/login');
  await logIn(page, HANNAH);
  await page.waitForURL((url) => url.pathname !== '/login');
  return id;
}

/**
 * Every value the upload bar shows, in order, from its first appearance to its removal (0): read from the DOM's
 * own change records (with old values), so two changes in one tick are both seen.
 */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const push = (value: string | null) => {
      const number = Number(value ?? 0);
      if (seen[seen.length - 1] !== number) seen.push(number);
    };
    const bar = () => document.querySelector('[role="progressbar"][aria-label="Uploading your picture"]');
    let shown = false;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target === bar()) push(record.oldValue);
      }
      const now = bar();
      if (now) push(now.getAttribute('aria-valuenow'));
      else if (shown) push('0');
      shown = !!now;
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

describe('prints', () => {
  it('a member orders 4x6 prints of a whole roll and sees the pack price in the cart', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    const id = await signIn(page);
    // The header's Print menu leads here (spec §2).
    await page.getByRole('button', { name: 'Print' }).click();
    await page.getByRole('link', { name: '4x6 Prints' }).click();
    await page.waitForURL(`**/users/${id}/small-print-orders`);
    await page.getByRole('heading', { name: '4x6 Prints', level: 1 }).waitFor();
    await page.getByText('4x6 prints come in packs of 36: $11.99, members $9.99.').waitFor();

    await page.getByRole('button', { name: /Velvia autumn/ }).click();
    const frames = page.getByRole('region', { name: 'Frames of Velvia autumn' });
    await frames.getByRole('button', { name: 'Frame 24' }).waitFor();
    await frames.getByRole('button', { name: 'Frame 3' }).click();
    expect(await frames.getByRole('button', { name: 'Frame 3' }).getAttribute('aria-pressed')).toBe('true');
    await frames.getByRole('button', { name: 'Whole roll (24 frames)' }).click();
    await page.getByRole('button', { name: 'One copy more' }).click();
    await expect
      .poll(() => page.locator('dl[aria-label="Your 4x6 prints"]').innerText())
      .toMatch(/Frames\s*24\s*Prints\s*48\s*Packs of 36\s*2\s*Member price\s*\$19\.98/);
    await expectNoSeriousA11yViolations(page);
    await shots(page, '4x6');

    // A double click adds the set once.
    await page.getByRole('button', { name: 'Add to cart' }).dblclick();
    const drawer = page.getByRole('dialog', { name: 'NICE CART' });
    const line = drawer.getByRole('listitem').filter({ hasText: '4x6 prints' });
    await line.waitFor();
    await page.getByRole('status').filter({ hasText: '48 prints are in your cart.' }).waitFor();
    expect(await line.count()).toBe(1);
    // 24 frames × 2 copies = 48 prints = 2 packs of 36 at the member's $9.99.
    expect(await line.innerText()).toMatch(/48 prints[\s\S]*\$19\.98/);
    await settled(drawer);
    await expectNoSeriousA11yViolations(page);
    await shots(page, '4x6-cart');
  });

  it('a large-format print uploads with the progress bar, survives a reload, is paid and shows on the order', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    const id = await signIn(page);
    await page.goto(`/users/${id}/print-orders/new/selector`);
    await page.getByRole('heading', { name: 'Large Format Prints', level: 1 }).waitFor();
    const size = page.getByRole('button', {
      name: /^8 x 10 in on Fujicolor Crystal Archive Lustre\s*\$14\.99$/,
    });
    await size.waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'selector');
    await size.click();
    await page.waitForURL(/\/print-orders\/[0-9a-f]{32}$/);
    const printUrl = page.url();
    await page.getByRole('heading', { name: '8 x 10 in print', level: 1 }).waitFor();
    await page.getByText('Your picture goes here').waitFor();
    await expectNoSeriousA11yViolations(page);

    // A landscape PNG of noise (it does not compress, so the PUT takes long enough to report its progress).
    const png = await sharp(
      Buffer.alloc(2400 * 1600 * 3).map(() => Math.floor(Math.random() * 256)),
      {
        raw: { width: 2400, height: 1600, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    await recordProgress(page);
    // Uploads at 4 MB/s (Chromium's network throttling), so the 11 MB PUT reports its progress on the way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 4 * 1024 * 1024,
    });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByRole('img', { name: 'What will be printed, cropped to the paper' });
    await preview.waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen))
      .toContain(0);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // 1 first, up to 80 while the file goes up, 90 once it is up, 100 once converted, then back to 0.
    expect(seen[0]).toBe(1);
    expect(seen.slice(-4), `progress seen: ${seen.join(' → ')}`).toEqual([80, 90, 100, 0]);
    expect(seen.slice(0, -1)).toEqual([...seen.slice(0, -1)].sort((a, b) => a - b));
    expect(seen.filter((value) => value > 1 && value < 80).length).toBeGreaterThan(0);

    // A landscape picture turns the paper: 10 x 8, and a 1/2 in border is 1/20 of its width on each side.
    await page.getByRole('radio', { name: '1/2 in' }).check();
    const paperBox = await page.getByTestId('print-paper').boundingBox();
    const pictureBox = await page.getByTestId('print-picture').boundingBox();
    if (!paperBox || !pictureBox) throw new Error('The preview is not on the screen');
    expect(paperBox.width / paperBox.height).toBeCloseTo(10 / 8, 1);
    expect(pictureBox.width / paperBox.width).toBeCloseTo(9 / 10, 2);
    expect(pictureBox.height / paperBox.height).toBeCloseTo(7 / 8, 2);
    await page.getByText('10 x 8 in · 1/2 in white border · picture 9 x 7 in').waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'large-format');

    // The print is kept in this browser and its draft re-read from the lab.
    await page.reload();
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2400);
    expect(await page.getByRole('radio', { name: '1/2 in' }).isChecked()).toBe(true);
    expect(page.url()).toBe(printUrl);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'NICE CART' });
    const line = drawer.getByRole('listitem').filter({ hasText: 'Large format print' });
    await line.waitFor();
    expect(await line.innerText()).toMatch(/8 x 10[\s\S]*1\/2 in white border[\s\S]*1 print[\s\S]*\$14\.99/);
    await settled(drawer);
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('link', { name: 'Proceed To Purchase' }).click();

    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByText('Large format print').first().waitFor();
    await page.getByLabel('Card', { exact: true }).selectOption('tok_visa');
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'checkout');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByRole('heading', { name: 'Thank you!', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'See the order' }).click();
    await page.waitForURL('**/users/*/orders/*');
    const prints = page.getByRole('region', { name: 'Prints' });
    const print = prints.getByRole('listitem').filter({ hasText: '8 x 10 in print of harbour' });
    await print.waitFor();
    expect(await print.innerText()).toMatch(/Lustre[\s\S]*1\/2 in border[\s\S]*1 copy[\s\S]*\$14\.99/);
    // The first test's 4x6 set was in the same cart: one row for the 24 frames, 2 packs at $9.99.
    const set = prints.getByRole('listitem').filter({ hasText: '4x6 prints of 24 frames' });
    expect(await set.innerText()).toMatch(
      /Lustre 4x6 · 4 x 6 in · borderless · 2 copies each[\s\S]*\$19\.98/,
    );
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'order');

    // Once in the cart, the print is no longer a draft kept in this browser.
    await page.goto(`/users/${id}/print-orders/new/selector`);
    await page.getByRole('heading', { name: 'Large Format Prints', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: /8 x 10 in on/ }).count()).toBe(0);
  });

  it('a large print of one of her scans: the scan is fetched and uploaded, kept as a draft, then removed', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const id = await signIn(page);
    await page.goto(`/users/${id}/print-orders/new/selector`);
    await page
      .getByRole('button', { name: /^5 x 7 in on Fujicolor Crystal Archive Gloss\s*\$8\.99$/ })
      .click();
    await page.waitForURL(/\/print-orders\/[0-9a-f]{32}$/);
    await page.getByRole('button', { name: 'Use one of your scans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a scan' });
    await dialog.getByRole('button', { name: /Velvia autumn/ }).click();
    await dialog.getByRole('button', { name: 'Frame 5' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'scan-chooser');
    await dialog.getByRole('button', { name: 'Frame 5' }).click();

    // The scan's hi-res file (2400 x 1600) became the draft: a landscape 7 x 5 at 320 pixels per inch (1600 px over 5 in).
    const preview = page.getByRole('img', { name: 'What will be printed, cropped to the paper' });
    await preview.waitFor({ timeout: 60_000 });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2400);
    await page.getByText('7 x 5 in · Borderless · picture 7 x 5 in').waitFor();
    await page.getByText('320 pixels per inch').waitFor();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'from-scan');

    await page.goto(`/users/${id}/print-orders/new/selector`);
    const draft = page
      .getByRole('region', { name: 'Your drafts' })
      .getByRole('listitem')
      .filter({ hasText: '5 x 7 in on Fujicolor Crystal Archive Gloss' });
    await draft.waitFor();
    expect(await draft.innerText()).toMatch(/\.jpg · Borderless · 1 print/);
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'drafts');
    await draft.getByRole('button', { name: /^Remove/ }).click();
    await expect.poll(() => draft.count()).toBe(0);

    // A print kept here whose draft the lab does not know (another browser's, or cleaned up) asks for the picture again.
    const stale = 'ab'.repeat(16);
    await page.evaluate(
      ({ stale, id }) =>
        localStorage.setItem(
          'filmlab.printDrafts',
          JSON.stringify([
            {
              id: stale,
              userId: id,
              paperId: '1',
              sizeId: '1',
              paperName: 'Fujicolor Crystal Archive Lustre',
              width: 5,
              height: 7,
              border: 0,
              orientation: 'PORTRAIT',
              quantity: 1,
              draftId: 'cd'.repeat(16),
              draftName: 'lost.tif',
              updatedAt: new Date().toISOString(),
            },
          ]),
        ),
      { stale, id },
    );
    await page.goto(`/users/${id}/print-orders/${stale}`);
    await page
      .getByText('We couldn’t find the picture you uploaded for this print. Please upload it again.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it('staff open a customer’s 4x6 page under /admin: her rolls and frames, priced, not ordered', async () => {
    const hannah = await userIdOf(HANNAH);
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'admin@lab.test');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/admin/users/${hannah}/small-print-orders`);
    await page.getByRole('heading', { name: '4x6 Prints', level: 1 }).waitFor();
    await page.getByRole('button', { name: /Velvia autumn/ }).click();
    const frames = page.getByRole('region', { name: 'Frames of Velvia autumn' });
    await frames.getByRole('button', { name: 'Frame 1', exact: true }).click();
    // Hannah is a member, so her page prices the pack at the member price, whoever looks at it.
    await expect
      .poll(() => page.locator('dl[aria-label="Your 4x6 prints"]').innerText())
      .toMatch(/Frames\s*1\s*Prints\s*1\s*Packs of 36\s*1\s*Member price\s*\$9\.99/);
    await page.getByText('Prints go in the customer’s own cart').waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'admin-4x6');
  });
});
