import type { RouteObject } from 'react-router';
import { CITY_SLUGS, SEARCH_PHRASE_SLUGS } from '../../features/landing/data/landing-paths';
import { areas, lazyPage } from './lazy-page';

const { auth, landing, membership, publicPages: pages } = areas;

/** Spec §2 'Public': open to everyone. */
export const publicRoutes: RouteObject[] = [
  { path: 'login', ...lazyPage(auth, 'LoginRoute') },
  { path: 'signup', ...lazyPage(auth, 'SignupRoute') },
  { path: 'password-reset', ...lazyPage(auth, 'PasswordResetRoute') },
  { path: 'about', ...lazyPage(pages, 'AboutPage') },
  { path: 'pricing', ...lazyPage(membership, 'PricingPage') },
  { path: 'frequently-asked-questions', ...lazyPage(pages, 'FaqPage') },
  { path: 'terms', ...lazyPage(pages, 'TermsPage') },
  { path: 'privacy-policy', ...lazyPage(pages, 'PrivacyPage') },
  { path: 'memberships/purchase', ...lazyPage(membership, 'MembershipPurchaseRoute') },
  // Spec: /memberships is a prefix.
  { path: 'memberships/*', ...lazyPage(membership, 'MembershipsPage') },
  { path: 'shared-scans/:scanCode', ...lazyPage(pages, 'SharedScansPage') },
  { path: 'lab', ...lazyPage(landing, 'LandingRoute') },
  { path: 'club', ...lazyPage(landing, 'LandingRoute') },
  // React Router matches whole segments only, so each city is its own static path.
  ...CITY_SLUGS.map((city) => ({ path: `film-developing-${city}`, ...lazyPage(landing, 'LandingRoute') })),
  ...SEARCH_PHRASE_SLUGS.map((slug) => ({ path: slug, ...lazyPage(landing, 'LandingRoute') })),
];
