import { ComingSoon } from '../../components/ui/coming-soon';

/** The public site's content pages arrive with the full public site; each says what it will hold. */
export const AboutPage = () => (
  <ComingSoon title="About" description="Who we are, how the lab works, and why we still love film." />
);

export const FaqPage = () => (
  <ComingSoon
    title="Frequently Asked Questions"
    description="Answers about shipping film, turnaround, scans, memberships and negatives."
  />
);

export const TermsPage = () => (
  <ComingSoon title="Terms of Service" description="The terms that apply when you use the lab." />
);

export const PrivacyPage = () => (
  <ComingSoon title="Privacy Policy" description="What we collect, why, and how we look after it." />
);

export const SharedScansPage = () => (
  <ComingSoon title="Shared Scans" description="Scans a friend has shared with you, to view and download." />
);
