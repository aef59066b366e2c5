import { landingPageByPath } from './landing-copy';

import { CITY_SLUGS, SEARCH_PHRASE_SLUGS, SEARCH_PHRASE_TITLES } from './landing-paths';

export { CITY_SLUGS, SEARCH_PHRASE_SLUGS, SEARCH_PHRASE_TITLES };

const CITY_NAMES: Record<string, string> = { washington: 'Washington, D.C.' };

export function cityName(slug: string): string {
  return (
    CITY_NAMES[slug] ??
    slug.replace(
      /(^|-)(\w)/g,
      (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
    )
  );
}

export interface LandingHero {
  eyebrow: string;
  title: string;
}

/** The hero words for a landing path: the page's own title (landing-copy.ts), under a short eyebrow. */
export function landingHeroFor(pathname: string, clubVariant: boolean): LandingHero {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  const city = slug.startsWith('film-developing-') ? slug.slice('film-developing-'.length) : null;
  // The club variant replaces the home page's copy (on the club host or with the local club flag); /lab never is.
  const copy = landingPageByPath(clubVariant && slug === '' ? '/club' : `/${slug}`);
  if (city && copy?.city) {
    return { eyebrow: `Film developing · ${copy.city.name}`, title: copy.heroTitle };
  }
  if (copy?.kind === 'search') return { eyebrow: 'Development & scanning by mail', title: copy.heroTitle };
  return { eyebrow: 'Nice meeting you', title: copy?.heroTitle ?? 'Your film, developed with care' };
}
