import type { RouteObject } from 'react-router';
import { CITY_SLUGS, SEARCH_PHRASE_SLUGS } from '../../features/landing/data/landing-paths';
import { loadHomeCopy, loadLandingCopy } from '../../features/landing/data/load-copy';
import { SiteLayout } from '../layouts/site-layout';
import { publicAreas as areas, lazyPage } from './lazy-page';

/** A landing page: the template's chunk and the page's own copy load together. */
function landingRoute(path: string): RouteObject {
  return {
    path: path.slice(1),
    lazy: async () => {
      const [{ LandingRoute }, copy] = await Promise.all([areas.landing(), loadLandingCopy(path)]);
      return { Component: () => <LandingRoute copy={copy} /> };
    },
  };
}

const { auth, membership, publicPages: pages } = areas;

/** '/': the landing page for visitors, their own starting page for people logged in. */
const homeRoute: RouteObject = {
  index: true,
  lazy: async () => {
    const [{ HomeRoute }, copy] = await Promise.all([areas.home(), loadHomeCopy()]);
    return { Component: () => <HomeRoute home={copy.home} club={copy.club} /> };
  },
};

/** Any other path (also the unknown-city 404 page). */
const notFoundRoute: RouteObject = { path: '*', ...lazyPage(areas.notFound, 'NotFoundPage') };

/** Spec §2 'Public': open to everyone. */
const publicRoutes: RouteObject[] = [
  { path: 'login', ...lazyPage(auth, 'LoginRoute') },
  { path: 'signup', ...lazyPage(auth, 'SignupRoute') },
  { path: 'password-reset', ...lazyPage(auth, 'PasswordResetRoute') },
  { path: 'about', ...lazyPage(pages, 'AboutPage') },
  { path: 'pricing', ...lazyPage(areas.pricing, 'PricingPage') },
  { path: 'frequently-asked-questions', ...lazyPage(pages, 'FaqPage') },
  { path: 'terms', ...lazyPage(pages, 'TermsPage') },
  { path: 'privacy-policy', ...lazyPage(pages, 'PrivacyPage') },
  { path: 'memberships/purchase', ...lazyPage(membership, 'MembershipPurchaseRoute') },
  // Spec: /memberships is a prefix.
  { path: 'memberships/*', ...lazyPage(membership, 'MembershipsPage') },
  { path: 'shared-scans/:scanCode', ...lazyPage(pages, 'SharedScansPage') },
  landingRoute('/lab'),
  landingRoute('/club'),
  // React Router matches whole segments only, so each city is its own static path.
  ...CITY_SLUGS.map((city) => landingRoute(`/film-developing-${city}`)),
  ...SEARCH_PHRASE_SLUGS.map((slug) => landingRoute(`/${slug}`)),
];

/**
 * The site's layout route: home, the public pages, `extra` (the customer pages, in the app), then not found.
 * The app's route table and the public pages' client both use it, so a prerendered page hydrates the tree it
 * was built with.
 */
export function siteRoute(...extra: RouteObject[]): RouteObject {
  return { element: <SiteLayout />, children: [homeRoute, ...publicRoutes, ...extra, notFoundRoute] };
}
