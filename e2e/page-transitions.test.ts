import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowserPerFile, logIn } from './support/browser.js';

// Spec §2 and §9 (issue 26): pages slide in over 750 ms, backwards when going back; menus take 250 ms; neither moves
// under prefers-reduced-motion.
const browser = launchBrowserPerFile();

/** The slide running on <main> now: its length and where its first frame starts. */
const mainSlide = (page: Page) =>
  page.evaluate(() => {
    const animation = document.querySelector('main')?.getAnimations().at(-1);
    if (!animation) return null;
    const frames = (animation.effect as KeyframeEffect).getKeyframes();
    return { duration: animation.effect?.getTiming().duration, from: String(frames[0]?.transform) };
  });

async function customer(reducedMotion: 'reduce' | 'no-preference') {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await page.emulateMedia({ reducedMotion });
  await page.goto('/login');
  await logIn(page, 'customer@lab.test');
  await page.waitForURL('**/users/*/rolls');
  await page.getByRole('heading', { name: 'Your Rolls', level: 1 }).waitFor();
  return page;
}

describe('page transitions', () => {
  it('slides a new page in from the right over 750 ms, and back from the left; the menu opens in 250 ms', async () => {
    const page = await customer('no-preference');
    await page.getByRole('banner').getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/orders');
    expect(await mainSlide(page)).toEqual({ duration: 750, from: 'translateX(48px)' });

    await page.goBack();
    await page.waitForURL('**/rolls');
    expect(await mainSlide(page)).toEqual({ duration: 750, from: 'translateX(-48px)' });

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    const menuDuration = await page.evaluate(() => {
      const panel = document.querySelector('[aria-expanded="true"]')?.getAttribute('aria-controls');
      const animation = panel ? document.getElementById(panel)?.getAnimations()[0] : undefined;
      return animation?.effect?.getTiming().duration;
    });
    expect(menuDuration).toBe(250);
  });

  it('moves nothing under prefers-reduced-motion', async () => {
    const page = await customer('reduce');
    await page.getByRole('banner').getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/orders');
    expect(await mainSlide(page)).toBeNull();
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    // Finite animations still running (a spinner's endless turn is not a transition).
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => {
          const timing = animation.effect?.getComputedTiming();
          return Number(timing?.duration) > 0 && timing?.endTime !== Number.POSITIVE_INFINITY;
        })
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect).target as HTMLElement | null;
          return `${(animation as CSSAnimation).animationName ?? 'script'} on ${target?.tagName} ${target?.className}`;
        }),
    );
    expect(running).toEqual([]);
  });
});
