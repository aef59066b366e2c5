import { ACCOUNT_FAQ_GROUPS } from './faq-account';
import { FILM_FAQ_GROUPS } from './faq-film';

/**
 * The FAQ's questions and answers. Answers are plain text (one string per paragraph) so the same words serve the
 * page and its FAQPage structured data; figures come from lab-facts.ts, which is checked against the catalogue.
 */
export interface FaqEntry {
  /** Anchor of the question, for links straight to it. */
  id: string;
  question: string;
  answer: readonly string[];
  /** A page that says more, shown under the answer. */
  link?: { label: string; to: string };
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [...FILM_FAQ_GROUPS, ...ACCOUNT_FAQ_GROUPS];

/** Every question, in page order. */
export function allFaqEntries(groups: readonly FaqGroup[] = FAQ_GROUPS): FaqEntry[] {
  return groups.flatMap((group) => group.entries);
}

/** schema.org FAQPage structured data for the same questions, with each answer's paragraphs joined. */
export function faqJsonLd(groups: readonly FaqGroup[] = FAQ_GROUPS) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: allFaqEntries(groups).map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer.join(' ') },
    })),
  };
}
