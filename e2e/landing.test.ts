import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile, logIn, userIdOf } from './support/browser.js';

// The landing template in Chromium, on the prerendered city page the BFF serves.
const browser = launchBrowserPerFile();

async function openChicago(viewport?: { width: number; height: number }) {
  const page = await browser.newPage(viewport);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/film-developing-chicago');
  await page.getByRole('button', { name: /^Sections:/ }).waitFor();
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  // Hydration runs as a transition and may finish well after load on a busy machine: wait until React has
  // claimed the header and the section selector (it sets its props on the elements it hydrates).
  await page.waitForFunction(() =>
    [
      document.querySelector('header'),
      [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Sections:')),
    ].every((element) => element && Object.keys(element).some((key) => key.startsWith('__reactProps'))),
  );
  return { page, problems };
}

const headerIsSolid = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((header) => getComputedStyle(header).backgroundColor !== 'rgba(0, 0, 0, 0)');

describe('landing page in the browser', () => {
  it('hydrates the prerendered page without errors and keeps its title', async () => {
    const { page, problems } = await openChicago();
    await expect(page.title()).resolves.toBe(
      'Film Developing Chicago, IL — Mail-In Lab & Scans | Nice Film Club',
    );
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Chicago film, developed with big-shoulder care',
    );
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  it('turns the header solid only past 127 px of scroll', async () => {
    const { page } = await openChicago();
    expect(await headerIsSolid(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 120));
    await page.waitForTimeout(350);
    expect(await headerIsSolid(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => headerIsSolid(page), { timeout: 5000 }).toBe(true);
  });

  it('reveals a section once, when the scroll passes its top minus 350 px', async () => {
    const { page } = await openChicago();
    const platform = page.locator('#platform');
    expect(await platform.getAttribute('data-revealed')).toBeNull();
    const top = await platform.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), top - 360);
    await page.waitForTimeout(200);
    expect(await platform.getAttribute('data-revealed')).toBeNull();
    await page.evaluate((y) => window.scrollTo(0, y), top - 340);
    await expect.poll(() => platform.getAttribute('data-revealed')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    expect(await platform.getAttribute('data-revealed')).toBe('true');
  });

  it('the section selector expands on click, and choosing an option jumps there and collapses it', async () => {
    const { page } = await openChicago({ width: 390, height: 844 });
    const selector = page.getByRole('button', { name: /^Sections:/ });
    await expect(selector.getAttribute('aria-expanded')).resolves.toBe('false');
    await selector.click();
    await expect.poll(() => selector.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: /Nice Reviews/ }).click();
    await expect.poll(() => selector.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => page.locator('#reviews').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBeLessThan(120);
    await expect.poll(() => page.url()).toContain('#reviews');
  });

  for (const width of [390, 1280]) {
    it(`the section selector covers nothing at ${width} px: it steps aside at the footer, and on a phone is a bar of its own (issue 26)`, async () => {
      const { page } = await openChicago({ width, height: 844 });
      const selector = page.locator('div', { has: page.getByRole('button', { name: /^Sections:/ }) }).last();
      const box = await selector.boundingBox();
      await page.screenshot({ path: `/tmp/shots/landing-top-${width}.png` });
      await page.evaluate(() => window.scrollTo(0, 1800));
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shots/landing-selector-${width}.png` });
      // The header fits: on a phone Menu is on screen and the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width === 390) {
        const menu = await page.getByRole('banner').getByRole('button', { name: 'Menu' }).boundingBox();
        expect((menu?.x ?? 999) + (menu?.width ?? 0)).toBeLessThanOrEqual(390);
      }
      if (width === 390) {
        // A full-width bar with its own background, not a pill floating over a line of text.
        expect(box?.width).toBeGreaterThanOrEqual(389);
        expect(
          await selector.evaluate((el) => getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)'),
        ).toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const copyright = page.locator('footer').getByText(/^©/);
      await copyright.waitFor();
      await expect
        .poll(() => selector.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 })
        .toBe('0');
      // Nothing that can be clicked is left over the copyright line.
      const line = await copyright.boundingBox();
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('footer') !== null,
        { x: (line?.x ?? 0) + 4, y: (line?.y ?? 0) + (line?.height ?? 0) / 2 },
      );
      expect(onTop).toBe(true);
      expect(await selector.getAttribute('inert')).not.toBeNull();
    });
  }

  it('shows community photos with handles and opens one in the lightbox', async () => {
    const { page } = await openChicago();
    await page.locator('#community').scrollIntoViewIfNeeded();
    const first = page.locator('#community').getByRole('button', { name: /@/ }).first();
    await first.waitFor();
    await first.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'Zoom 25%' }).isVisible()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page);
    // axe's run leaves focus on the page: back in the lightbox, Escape closes it as a person's key press would.
    await dialog.getByRole('button', { name: 'Zoom 25%' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('an unknown city is a 404 with links to the city pages', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/film-developing-atlantis');
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: 'Chicago' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Chicago' }).click();
    await page.waitForURL('**/film-developing-chicago');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Chicago film, developed with big-shoulder care');
    await expect(page.title()).resolves.toBe(
      'Film Developing Chicago, IL — Mail-In Lab & Scans | Nice Film Club',
    );
  });

  it('a link from a landing page opens the app page it names, and Back returns to the landing page', async () => {
    const { page } = await openChicago();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Purchase Membership' })
      .click();
    await page.waitForURL('**/memberships/purchase');
    await page.getByRole('link', { name: 'Log In To Continue' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goBack();
    await page.waitForURL('**/film-developing-chicago');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Chicago film, developed with big-shoulder care');
  });

  it('a logged-in customer who opens / lands on their rolls', async () => {
    const id = await userIdOf('customer@lab.test');
    const page = await browser.newPage();
    await page.goto('/login');
    await logIn(page, 'customer@lab.test');
    await page.waitForURL(`**/users/${id}/rolls`);
    await page.goto('/');
    await page.waitForURL(`**/users/${id}/rolls`);
    // The app shell's page, under the member menu.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rolls' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/users/${id}/rolls`);
    await expectNoSeriousA11yViolations(page);
  });
});
