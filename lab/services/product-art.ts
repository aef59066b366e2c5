import sharp from 'sharp';

// The demo shop's product pictures, drawn rather than photographed (like the community images): a film box from
// the front and a roll from the side, in the product's two colours. Rendered once per name and kept in memory.

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

/** Dark ink on a light box, light ink on a dark one. */
function inkFor(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 140 ? '#1f1a15' : '#fffdf9';
}

function frontSvg(product: ArtProduct, [main, accent]: string[]): string {
  const ink = inkFor(main ?? '#e7a33e');
  const bandInk = inkFor(accent ?? '#c4501b');
  const words = product.name.split(' ');
  const first = escapeXml(words.slice(0, 2).join(' '));
  const rest = escapeXml(words.slice(2).join(' '));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#efe6d9"/>
  <g transform="rotate(-6 400 400)">
    <rect x="170" y="150" width="460" height="520" rx="18" fill="${main}" stroke="#1f1a15" stroke-width="6"/>
    <rect x="170" y="470" width="460" height="120" fill="${accent}"/>
    <text x="400" y="270" font-family="DejaVu Serif, serif" font-size="54" text-anchor="middle" fill="${ink}">${first}</text>
    <text x="400" y="350" font-family="DejaVu Serif, serif" font-size="64" font-weight="bold" text-anchor="middle" fill="${ink}">${rest}</text>
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

const cache = new Map<string, Promise<Buffer>>();

/** One of a product's two pictures as WebP, 800 px square. */
export function productArt(product: ArtProduct, view: 'front' | 'side'): Promise<Buffer> {
  const key = `${product.name}|${product.colors.join()}|${view}`;
  let art = cache.get(key);
  if (!art) {
    const colors = product.colors.length >= 2 ? product.colors : ['#e7a33e', '#c4501b'];
    const svg = view === 'front' ? frontSvg(product, colors) : sideSvg(colors);
    art = sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
    cache.set(key, art);
  }
  return art;
}
