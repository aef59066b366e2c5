import type { BackgroundKey } from './landing-copy-types';

// Painted by scripts/landing-backgrounds/generate.ts; Vite fingerprints them (cached for a year).
const files = import.meta.glob<string>('../assets/backgrounds/*.{webp,jpg}', {
  eager: true,
  query: '?url',
  import: 'default',
});

export interface BackgroundImage {
  /** 750 × 1000, for phones in portrait. */
  sm: string;
  /** 1280 × 800 and 1920 × 1200, for everything wider. */
  md: string;
  lg: string;
  /** 1200 × 630 JPEG for link previews (og:image). */
  og: string;
}

function file(key: BackgroundKey, name: string): string {
  const url = files[`../assets/backgrounds/${key}-${name}`];
  if (!url) throw new Error(`missing background ${key}-${name}; run scripts/landing-backgrounds/generate.ts`);
  return url;
}

export function backgroundImage(key: BackgroundKey): BackgroundImage {
  return {
    sm: file(key, 'sm.webp'),
    md: file(key, 'md.webp'),
    lg: file(key, 'lg.webp'),
    og: file(key, 'og.jpg'),
  };
}
