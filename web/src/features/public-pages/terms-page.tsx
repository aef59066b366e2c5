import { LegalPage } from './legal-page';
import { TERMS_CONTENT_SECTIONS } from './terms-sections-content';
import { TERMS_SERVICE_SECTIONS } from './terms-sections-service';

const sections = [...TERMS_SERVICE_SECTIONS, ...TERMS_CONTENT_SECTIONS];

/** /terms: the terms of service. */
export function TermsPage() {
  return (
    <LegalPage
      path="/terms"
      title="Terms of Service"
      intro={
        <p>
          The short version: your photographs stay yours, memberships renew yearly until you turn renewal off,
          and we look after your film as if it were our own, but if the worst happens our liability is limited
          to replacing the film and refunding what you paid for it. The full terms follow.
        </p>
      }
      sections={sections}
    />
  );
}
