import type { BackgroundKey, LandingPageCopy, LandingPageText } from './landing-copy-types';

// Painted by scripts/landing-backgrounds/generate.ts; Vite fingerprints them (cached for a year). Each region's copy
// module globs the files of the backgrounds its pages use, so a page's chunk carries only those URLs.

/** Background file name → URL, as a region's `import.meta.glob('../assets/backgrounds/…', { query: '?url' })` gives. */
type BackgroundFiles = Record<string, string>;

export interface BackgroundImage {
  /** 750 × 1000, for phones in portrait. */
  sm: string;
  /** 1280 × 800 and 1920 × 1200, for everything wider. */
  md: string;
  lg: string;
  /** 1200 × 630 JPEG for link previews (og:image). */
  og: string;
}

function file(files: BackgroundFiles, key: BackgroundKey, name: string): string {
  const url = files[`../assets/backgrounds/${key}-${name}`];
  if (!url)
    throw new Error(`missing background ${key}-${name}: add it to the region's glob, or run the generator`);
  return url;
}

function backgroundImage(files: BackgroundFiles, key: BackgroundKey): BackgroundImage {
  return {
    sm: file(files, key, 'sm.webp'),
    md: file(files, key, 'md.webp'),
    lg: file(files, key, 'lg.webp'),
    og: file(files, key, 'og.jpg'),
  };
}

/** A region's pages with their backgrounds resolved from the region's own files. */
export function withBackgrounds(files: BackgroundFiles, pages: LandingPageText[]): LandingPageCopy[] {
  return pages.map((page) => ({ ...page, image: backgroundImage(files, page.background) }));
}
