import type { ReactNode } from 'react';
import { PageHead } from '../../../components/seo/page-head';
import { site } from '../../../lib/site';
import { hasLocalSection, type LandingPageCopy } from '../data/landing-copy-types';
import styles from './landing.module.css';
import { FloatingBadge, LandingNavigation, type NavSection } from './landing-chrome';
import { LandingHero } from './landing-hero';
import { LandingSection } from './landing-section';
import {
  DevelopmentSection,
  LocalSection,
  OnDemandSection,
  PlatformSection,
  PrintingSection,
  ShopSection,
} from './landing-sections';
import { LazyWhenVisible } from './lazy-when-visible';

interface LandingPageProps {
  /** The page's own copy (data/load-copy.ts loads it with the route). */
  copy: LandingPageCopy;
  /** The address it is shown at when that is not the copy's own (home showing the club variant). */
  path?: string;
  /** The price calculator, composed in by the route (features do not import each other). */
  pricing?: ReactNode;
}

const loadGallery = () =>
  import('./community/community-gallery').then((module) => ({ default: module.CommunityGallery }));
const loadReviews = () =>
  import('./reviews/reviews-carousel').then((module) => ({ default: module.ReviewsCarousel }));

/** The lab as a LocalBusiness serving the city (it is a mail-in lab: it serves the city, it is not in it). */
function localBusiness(copy: LandingPageCopy): object | undefined {
  if (!copy.city) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site.origin}/#lab`,
    name: site.name,
    description: copy.metaDescription,
    url: `${site.origin}${copy.path}`,
    image: `${site.origin}${copy.image.og}`,
    telephone: site.phone,
    email: site.contactEmail,
    priceRange: '$$',
    address: { '@type': 'PostalAddress', ...site.address },
    geo: { '@type': 'GeoCoordinates', ...site.geo },
    openingHoursSpecification: site.openingHours.map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens,
      closes,
    })),
    areaServed: { '@type': 'City', name: `${copy.city.name}, ${copy.city.state}` },
  };
}

function sectionsFor(copy: LandingPageCopy): NavSection[] {
  return [
    { id: 'nice-meeting-you', label: 'Nice Meeting You' },
    { id: 'development-scanning', label: 'Development & Scanning' },
    ...(hasLocalSection(copy) ? [{ id: 'local', label: copy.city ? copy.city.name : 'Why us' }] : []),
    { id: 'platform', label: 'Platform' },
    { id: 'printing', label: 'Printing' },
    { id: 'film-shop', label: 'Film Shop' },
    { id: 'on-demand', label: 'On Demand' },
    { id: 'community', label: 'Nice Community' },
    { id: 'reviews', label: 'Nice Reviews' },
    { id: 'pricing', label: 'Pricing' },
  ];
}

/**
 * The landing template (spec §2 'Landing page layout') for /, /lab, /club and the city and search-phrase pages:
 * every section in order with its own copy, the side navigation, the numbered section selector and the floating
 * badge. The route loads the page's copy and decides the club variant.
 */
export function LandingPage({ copy, path = copy.path, pricing }: LandingPageProps) {
  const sections = sectionsFor(copy);
  const number = (id: string) => String(sections.findIndex((s) => s.id === id) + 1).padStart(2, '0');

  return (
    <div className={styles.page}>
      <PageHead
        title={copy.pageTitle}
        description={copy.metaDescription}
        path={path}
        image={copy.image.og}
        jsonLd={localBusiness(copy)}
      />
      <LandingHero copy={copy} number={number('nice-meeting-you')} />
      <DevelopmentSection copy={copy} number={number('development-scanning')} />
      {hasLocalSection(copy) ? <LocalSection copy={copy} number={number('local')} /> : null}
      <PlatformSection number={number('platform')} />
      <PrintingSection number={number('printing')} />
      <ShopSection copy={copy} number={number('film-shop')} />
      <OnDemandSection number={number('on-demand')} />
      <LandingSection
        id="community"
        number={number('community')}
        eyebrow="Nice Community"
        title="Shot by our members"
        subtitle={copy.subtitles.community}
      >
        <LazyWhenVisible
          load={loadGallery}
          className={styles.galleryHolder}
          label="Loading the community gallery"
        />
      </LandingSection>
      <LandingSection
        id="reviews"
        number={number('reviews')}
        eyebrow="Reviews"
        title="Nice Reviews"
        subtitle={copy.subtitles.reviews}
        tone="sunk"
      >
        <LazyWhenVisible load={loadReviews} minHeight="420px" label="Loading reviews" />
      </LandingSection>
      {pricing ? (
        <LandingSection
          id="pricing"
          number={number('pricing')}
          eyebrow="Pricing"
          title="What a year of film costs on each plan"
          subtitle="Tell us how many rolls you shoot a year and which add-ons you like; we compare every plan."
        >
          {pricing}
        </LandingSection>
      ) : null}
      <LandingNavigation sections={sections} />
      <FloatingBadge />
    </div>
  );
}
