/** The public content pages (spec §2); their copy and layout live in features/public-pages. */
export { AboutPage } from '../../features/public-pages/about-page';
export { FaqPage } from '../../features/public-pages/faq-page';
export { PrivacyPage } from '../../features/public-pages/privacy-page';
export { TermsPage } from '../../features/public-pages/terms-page';

export { SharedScansPage } from '../../features/scans/components/shared-scans/shared-scans-page';
