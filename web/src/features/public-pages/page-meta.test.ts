import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_META } from './page-meta';

describe('CONTENT_PAGE_META', () => {
  it('covers the four content pages once each', () => {
    const paths = CONTENT_PAGE_META.map((meta) => meta.path);
    expect(new Set(paths).size).toBe(4);
    expect([...paths].sort()).toEqual(['/about', '/frequently-asked-questions', '/privacy-policy', '/terms']);
  });

  it.each(CONTENT_PAGE_META)('gives $path a title search results show in full', ({ title, description }) => {
    expect(title.length).toBeLessThanOrEqual(65);
    expect(title).toContain('Nice Film Club');
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('gives every page its own title and description', () => {
    expect(new Set(CONTENT_PAGE_META.map((meta) => meta.title)).size).toBe(4);
    expect(new Set(CONTENT_PAGE_META.map((meta) => meta.description)).size).toBe(4);
  });
});
