import { landingHeroFor } from '../data/landing-pages';
import { LandingHero } from './landing-hero';
import { LandingSections } from './landing-sections';

interface LandingPageProps {
  pathname: string;
  clubVariant: boolean;
}

/**
 * One template for /, /lab, /club and the city and search-phrase pages (spec §2); only the hero words
 * change for now. The full public site replaces this later.
 */
export function LandingPage({ pathname, clubVariant }: LandingPageProps) {
  const hero = landingHeroFor(pathname, clubVariant);
  return (
    <>
      <title>{`${hero.title} · Nice Film Club`}</title>
      <LandingHero hero={hero} />
      <LandingSections />
    </>
  );
}
