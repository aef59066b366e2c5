import { afterEach, describe, expect, it } from 'vitest';
import { dropPrerenderedHead } from './prerendered-head';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('dropPrerenderedHead', () => {
  it("removes the build's copies once React's own tags are in the head", () => {
    document.head.innerHTML = [
      '<title data-prerendered="">Build title</title>',
      '<meta data-prerendered="" name="description" content="build">',
      '<link data-prerendered="" rel="canonical" href="https://x/a">',
      '<title>React title</title>',
      '<meta name="description" content="react">',
      '<link rel="canonical" href="https://x/a">',
    ].join('');
    dropPrerenderedHead();
    expect(document.title).toBe('React title');
    expect(document.head.querySelectorAll('[data-prerendered]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('react');
  });

  it('keeps a copy that React has not rendered yet, so the page never loses its title', () => {
    document.head.innerHTML =
      '<title data-prerendered="">Build title</title><meta data-prerendered="" property="og:title" content="b">';
    dropPrerenderedHead();
    expect(document.title).toBe('Build title');
    expect(document.head.querySelectorAll('[data-prerendered]')).toHaveLength(2);
  });
});
