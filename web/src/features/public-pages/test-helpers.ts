import { expect } from 'vitest';
import { type ContentPagePath, contentPageMeta } from './page-meta';

/** The head React hoisted for the page matches the prerenderer's entry for its path. */
export function expectHeadFor(path: ContentPagePath) {
  const meta = contentPageMeta(path);
  expect(document.title).toBe(meta.title);
  const description = document.head.querySelector('meta[name="description"]');
  expect(description?.getAttribute('content')).toBe(meta.description);
}
