import { describe, expect, it } from 'vitest';
import { allLandingPaths, LANDING_PAGES, type LandingPageCopy, landingPageByPath } from './landing-copy';
import { SHOP_STEPS } from './landing-copy-types';
import { CITY_SLUGS, SEARCH_PHRASE_SLUGS } from './landing-paths';

const cities = LANDING_PAGES.filter((p) => p.kind === 'city');

/** Everything a page writes for itself (the steps are the template's shared list). */
const ownText = (p: LandingPageCopy) => [
  p.metaDescription,
  p.heroTitle,
  p.description,
  p.sectionTitle,
  ...p.highlights,
  p.subtitles.shop,
  p.subtitles.community,
  p.subtitles.reviews,
  p.shipping.free,
  p.shipping.fast,
];
const allText = (p: LandingPageCopy) =>
  [p.pageTitle, ...ownText(p), ...p.steps.flatMap((s) => [s.title, s.text, s.link.label])].join(' ');

/** Sentences with the page's city name blanked out, so a template with a swapped name counts as the same. */
function sentences(p: LandingPageCopy): Set<string> {
  const name = p.city?.name ?? '';
  return new Set(
    ownText(p)
      .flatMap((text) => text.split(/(?<=[.!?:;])\s+/))
      .map((s) =>
        (name ? s.split(name).join('{city}') : s)
          .toLowerCase()
          .replace(/[^a-z{}0-9 ]/g, '')
          .trim(),
      )
      .filter((s) => s.length > 0),
  );
}

/** Runs of four words, city name blanked: catches near-copies that change a word or two per sentence. */
function fourWordRuns(p: LandingPageCopy): Set<string> {
  const text = ownText(p)
    .join(' . ')
    .split(p.city?.name ?? '\u0000')
    .join(' city ');
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const runs = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i++) runs.add(words.slice(i, i + 4).join(' '));
  return runs;
}

/** The largest share of one city page's items that another city page also has. */
function worstOverlap(measure: (p: LandingPageCopy) => Set<string>) {
  let worst = { pair: '', share: 0 };
  for (const [i, a] of cities.entries()) {
    const ma = measure(a);
    for (const b of cities.slice(i + 1)) {
      const mb = measure(b);
      const share = [...ma].filter((item) => mb.has(item)).length / Math.min(ma.size, mb.size);
      if (share > worst.share) worst = { pair: `${a.path} ${b.path}`, share };
    }
  }
  return worst;
}

describe('landing page copy', () => {
  it('has home, /lab, /club, the 50 city pages and the 12 search-phrase pages, once each', () => {
    const paths = allLandingPaths();
    expect(paths).toHaveLength(3 + 50 + 12);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/lab', '/club']));
    for (const city of CITY_SLUGS) expect(paths).toContain(`/film-developing-${city}`);
    for (const slug of SEARCH_PHRASE_SLUGS) expect(paths).toContain(`/${slug}`);
  });

  it('looks pages up by path, with or without a trailing slash', () => {
    expect(landingPageByPath('/film-developing-chicago')?.city?.name).toBe('Chicago');
    expect(landingPageByPath('/film-developing-chicago/')?.city?.name).toBe('Chicago');
    expect(landingPageByPath('/')?.kind).toBe('home');
    expect(landingPageByPath('/film-developing-atlantis')).toBeUndefined();
  });

  it('fills every field with real words and keeps titles and descriptions to search-result sizes', () => {
    for (const p of LANDING_PAGES) {
      for (const text of [p.pageTitle, ...ownText(p)]) {
        expect(text.trim().length, `${p.path}: ${text}`).toBeGreaterThan(10);
        expect(text, p.path).not.toMatch(/lorem|ipsum|todo|tbd|\{city\}|xxx/i);
      }
      expect(p.pageTitle.length, p.path).toBeLessThanOrEqual(80);
      expect(p.metaDescription.length, p.path).toBeGreaterThanOrEqual(70);
      expect(p.metaDescription.length, `${p.path} meta`).toBeLessThanOrEqual(170);
    }
  });

  it('gives every page its own title, meta description, hero, description and highlight points', () => {
    for (const field of [
      (p: LandingPageCopy) => p.pageTitle,
      (p: LandingPageCopy) => p.metaDescription,
      (p: LandingPageCopy) => p.heroTitle,
      (p: LandingPageCopy) => p.description,
      (p: LandingPageCopy) => p.sectionTitle,
    ]) {
      const values = LANDING_PAGES.map(field);
      expect(new Set(values).size).toBe(values.length);
    }
    const highlights = LANDING_PAGES.flatMap((p) => p.highlights);
    expect(new Set(highlights).size).toBe(highlights.length);
  });

  it('never lets two city pages share more than a tenth of their sentences, even with the city name blanked', () => {
    const worst = worstOverlap(sentences);
    expect(worst.share, worst.pair).toBeLessThanOrEqual(0.1);
  });

  it('keeps city pages apart word by word too: at most 15% shared four-word runs', () => {
    const worst = worstOverlap(fourWordRuns);
    expect(worst.share, worst.pair).toBeLessThanOrEqual(0.15);
  });

  it('names its own city on each city page, in the hero or the description', () => {
    for (const p of cities) {
      const city = p.city!;
      expect(`${p.heroTitle} ${p.description}`, p.path).toContain(city.name.split(',')[0]);
      expect(p.path).toBe(`/film-developing-${city.slug}`);
    }
  });

  it('mentions local drop-off in Brooklyn on the New York, 35mm and where-to pages', () => {
    const dropOffPaths = allLandingPaths().filter((path) => /new-york|nyc|35mm|\/where-/.test(path));
    expect(dropOffPaths).toHaveLength(8);
    for (const path of dropOffPaths) {
      const text = allText(landingPageByPath(path)!);
      expect(text, path).toMatch(/Brooklyn/);
      expect(text, path).toMatch(/drop[- ]off|walk (it|in)|bring/i);
    }
  });

  it('says "$9.99 for members" on exactly one page', () => {
    const pages = LANDING_PAGES.filter((p) => allText(p).includes('$9.99'));
    expect(pages.map((p) => p.path)).toEqual(['/cheap-film-developing-near-me']);
    expect(pages[0]!.description).toMatch(/starts at \$9\.99 per roll for members/);
  });

  it('uses the shop steps on the film-buying pages and the order steps elsewhere, each linking sign-up', () => {
    for (const p of LANDING_PAGES) {
      const shopPage = p.path === '/35mm-photo-film' || p.path === '/best-35mm-film';
      expect(p.steps === SHOP_STEPS, p.path).toBe(shopPage);
      expect(
        p.steps.map((s) => s.title),
        p.path,
      ).toEqual(
        shopPage
          ? ['Browse the shop', 'Select rolls', 'Place order']
          : ['Set up an order', 'Ship the film', 'Receive scans'],
      );
      expect(
        p.steps.some((s) => s.link.to === 'signup'),
        p.path,
      ).toBe(true);
    }
  });
});

describe('backgrounds', () => {
  it('gives every page the four files of its own background, from its region’s chunk', () => {
    for (const page of LANDING_PAGES) {
      const { sm, md, lg, og } = page.image;
      const named = (url: string, size: string, ext: string) =>
        expect(url, `${page.path} ${size}`).toMatch(new RegExp(`${page.background}-${size}.*\\.${ext}$`));
      named(sm, 'sm', 'webp');
      named(md, 'md', 'webp');
      named(lg, 'lg', 'webp');
      named(og, 'og', 'jpg');
    }
  });
});

describe('per-region loading', () => {
  it('finds every landing page in the region file the browser loads for it', async () => {
    const { loadLandingCopy } = await import('./load-copy');
    for (const path of allLandingPaths()) {
      await expect(loadLandingCopy(path)).resolves.toMatchObject({ path });
    }
  });
});
