/**
 * Head tags of the four content pages. The build-time prerenderer writes these into each page's HTML head, and the
 * page components render the same values as React 19 <title> / <meta> elements, so the two never disagree.
 * Titles stay within 65 characters and descriptions within 70–160 (page-meta.test.ts), the lengths search
 * results show in full.
 */
export interface ContentPageMeta {
  path: string;
  title: string;
  description: string;
}

export const CONTENT_PAGE_META: readonly ContentPageMeta[] = [
  {
    path: '/about',
    title: 'About Nice Film Club — A Film Lab in Williamsburg, Brooklyn',
    description:
      'Meet the Brooklyn film lab behind Nice Film Club: how we develop and scan C-41, black and white, E-6 and ECN-2 film, and why we care.',
  },
  {
    path: '/frequently-asked-questions',
    title: 'FAQ — Film Developing, Scans & Memberships | Nice Film Club',
    description:
      'Answers on processes, formats, turnaround, mail-in shipping, negatives, memberships and scans at Nice Film Club, a Brooklyn film lab.',
  },
  {
    path: '/terms',
    title: 'Terms of Service | Nice Film Club',
    description:
      'The terms for using Nice Film Club: accounts, memberships and credits, orders and payment, film handling, shipping, your content and the law.',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy | Nice Film Club',
    description:
      'What Nice Film Club collects when you order, subscribe or browse, why we use it, how long we keep it and the choices and rights you have.',
  },
];

export type ContentPagePath = '/about' | '/frequently-asked-questions' | '/terms' | '/privacy-policy';

/** The entry for one of the four paths; a typo in a path is a type error, not a page without a title. */
export function contentPageMeta(path: ContentPagePath): ContentPageMeta {
  const meta = CONTENT_PAGE_META.find((entry) => entry.path === path);
  if (!meta) throw new Error(`No head tags for ${path}`);
  return meta;
}
