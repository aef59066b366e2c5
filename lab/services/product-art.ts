import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { hexColor, rgbOf } from './hex-color';

// The demo shop's product pictures, drawn rather than photographed (like the community images): a film box from
// the front and a roll from the side, in the product's two colours. Rendered once per look (name, colours, detail)
// and kept in memory; the read links carry the look's version, so a changed colour is a new link (artVersion).

export interface ArtProduct {
  name: string;
  colors: string[];
  collection: string;
  detail: string;
}

const SIZE = 800;
const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const DEFAULT_COLORS = ['#e7a33e', '#c4501b'];
/** The box's inner width a line of its name may take (the box is 460 wide). */
const LINE_WIDTH = 410;

/** Dark ink on a light box, light ink on a dark one. */
function inkFor(hex: string): string {
  const [r, g, b] = rgbOf(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 140 ? '#1f1a15' : '#fffdf9';
}

/**
 * The product's two colours through spec §5's hex colour helper ('#abc' and 'abc' are '#aabbcc'); a product
 * without two valid ones is drawn in the defaults.
 */
export function artColors(colors: readonly string[]): string[] {
  try {
    const valid = colors.map(hexColor);
    return valid.length >= 2 ? valid.slice(0, 2) : DEFAULT_COLORS;
  } catch {
    return DEFAULT_COLORS;
  }
}

/** DejaVu Serif's glyphs average a little under 0.6 em wide; a little over, so an estimate never falls short. */
const GLYPH_EM = 0.62;

/**
 * One line of the box's name, centred, at `size` or smaller: a line that would be wider than the box is set in the
 * size that fits it, so 'Kodak Ektachrome' stays inside (issue 26). (librsvg, which sharp draws with, ignores
 * textLength.)
 */
export function boxLine(y: number, size: number, text: string, extra: string): string {
  const fitting = Math.min(size, Math.floor(LINE_WIDTH / (Math.max(1, text.length) * GLYPH_EM)));
  return `<text x="400" y="${y}" font-family="DejaVu Serif, serif" font-size="${fitting}" text-anchor="middle" ${extra}>${escapeXml(text)}</text>`;
}

function frontSvg(product: ArtProduct, [main, accent]: string[]): string {
  const ink = inkFor(main ?? '#e7a33e');
  const bandInk = inkFor(accent ?? '#c4501b');
  const words = product.name.split(' ');
  const first = words.slice(0, 2).join(' ');
  const rest = words.slice(2).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#efe6d9"/>
  <g transform="rotate(-6 400 400)">
    <rect x="170" y="150" width="460" height="520" rx="18" fill="${main}" stroke="#1f1a15" stroke-width="6"/>
    <rect x="170" y="470" width="460" height="120" fill="${accent}"/>
    ${boxLine(270, 54, first, `fill="${ink}"`)}
    ${boxLine(350, 64, rest, `font-weight="bold" fill="${ink}"`)}
    <text x="400" y="545" font-family="DejaVu Sans Mono, monospace" font-size="34" text-anchor="middle" fill="${bandInk}">${escapeXml(product.detail)}</text>
    ${Array.from({ length: 9 }, (_, i) => `<rect x="${200 + i * 48}" y="615" width="26" height="26" rx="4" fill="${ink}"/>`).join('')}
  </g>
</svg>`;
}

function sideSvg([main, accent]: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#f7f2ea"/>
  <rect x="250" y="180" width="300" height="440" rx="40" fill="${main}" stroke="#1f1a15" stroke-width="6"/>
  <rect x="250" y="330" width="300" height="140" fill="${accent}"/>
  <rect x="360" y="120" width="80" height="70" rx="10" fill="#4a4037"/>
  <path d="M550 400 h170 v120 h-170" fill="#3b2a1a" stroke="#1f1a15" stroke-width="4"/>
  ${Array.from({ length: 6 }, (_, i) => `<rect x="${565 + i * 26}" y="410" width="12" height="14" fill="#efe6d9"/><rect x="${565 + i * 26}" y="495" width="12" height="14" fill="#efe6d9"/>`).join('')}
</svg>`;
}

/** How many drawn pictures stay in memory (the catalogue's ~40 products, front and side, and some changes). */
const CACHE_SIZE = 256;
const cache = new Map<string, Promise<Buffer>>();

/** Everything the picture is drawn from, colours normalised: two products that look the same share a key. */
const lookOf = (product: ArtProduct) =>
  JSON.stringify([product.name, artColors(product.colors), product.detail]);

/**
 * A short version of the product's look for its pictures' read links (`?v=`): staff change a colour or the name and
 * the links change with it, so no browser or cache keeps showing the old picture under a day's max-age.
 */
export function artVersion(product: ArtProduct): string {
  return createHash('sha256').update(lookOf(product)).digest('hex').slice(0, 12);
}

/** One of a product's two pictures as WebP, 800 px square. */
export function productArt(product: ArtProduct, view: 'front' | 'side'): Promise<Buffer> {
  const key = `${lookOf(product)}|${view}`;
  let art = cache.get(key);
  if (!art) {
    const colors = artColors(product.colors);
    const svg = view === 'front' ? frontSvg(product, colors) : sideSvg(colors);
    art = sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
    // The oldest look goes first (a Map keeps insertion order).
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, art);
  }
  return art;
}
