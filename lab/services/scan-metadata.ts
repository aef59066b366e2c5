import sharp from 'sharp';
import type { ExposureInput } from '../routes/exposure-input';
import { exposureExifStrings, exposureXmp } from './exposure-metadata';

// The film's metadata in the files (docs/lab-behaviour.md "Film rolls and scans", shared/scan-platform-notes.md): no
// EXIF tag holds a film stock, so XMP carries it (AnalogExif namespace, dc:subject and lr:hierarchicalSubject
// keywords) and EXIF gets a readable ImageDescription, DateTimeDigitized and the box speed as ISO.

export interface FilmMetadata {
  brand: string;
  model: string;
  format: string;
  process: string;
  pushPull: number;
  rollId: number;
  rollName: string | null;
  frame: number;
  scannedAt: Date;
  tags: string[];
  locations: string[];
  /** The frame's exposure as logged in the field (issue 27), when there is one. */
  exposure?: ExposureInput | null;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const pushLabel = (pushPull: number) => (pushPull === 0 ? '' : ` ${pushPull > 0 ? '+' : ''}${pushPull}`);

/** The box speed from the stock's name ("Portra 400" → 400, "Velvia 50" → 50, "Provia 100F" → 100). */
export function boxSpeed(model: string): number | null {
  const match = /(\d{2,4})/.exec(model);
  const speed = match ? Number(match[1]) : NaN;
  return speed >= 6 && speed <= 6400 ? speed : null;
}

/** "Kodak Portra 400 @800 (+1) - Roll 31 - Frame 17" (ASCII: EXIF ASCII holds nothing else). */
export function readableDescription(meta: FilmMetadata): string {
  const speed = boxSpeed(meta.model);
  const rated =
    speed && meta.pushPull !== 0
      ? ` @${Math.round(speed * 2 ** meta.pushPull)} (${pushLabel(meta.pushPull).trim()})`
      : '';
  const text = `${meta.brand} ${meta.model}${rated} - Roll ${meta.rollId} - Frame ${meta.frame}`;
  return text.replace(/[^\x20-\x7e]/g, '?');
}

/** The keywords: the stock as a hierarchy (Film|Kodak|Portra 400), the process, the user's tags and places. */
function keywords(meta: FilmMetadata): { flat: string[]; hierarchical: string[] } {
  const hierarchical = [
    `Film|${meta.brand}|${meta.model}`,
    `Process|${meta.process}${meta.pushPull ? `|Push ${pushLabel(meta.pushPull).trim()}` : ''}`,
    ...meta.tags.map((tag) =>
      tag
        .split('/')
        .map((part) => part.trim())
        .join('|'),
    ),
    ...meta.locations.map((place) => `Places|${place}`),
  ];
  const flat = [`${meta.brand} ${meta.model}`, meta.process, ...meta.tags, ...meta.locations];
  return { flat: [...new Set(flat)], hierarchical: [...new Set(hierarchical)] };
}

export function filmXmp(meta: FilmMetadata): string {
  const { flat, hierarchical } = keywords(meta);
  const exposure = meta.exposure ? exposureXmp(meta.exposure, boxSpeed(meta.model)) : null;
  const bag = (items: string[]) =>
    `<rdf:Bag>${items.map((item) => `<rdf:li>${escapeXml(item)}</rdf:li>`).join('')}</rdf:Bag>`;
  const filmType = meta.format === '120' ? '120' : '135';
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:AnalogExif="http://analogexif.sourceforge.net/ns"
 xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:lr="http://ns.adobe.com/lightroom/1.0/"
 AnalogExif:Film="${escapeXml(meta.model)}" AnalogExif:FilmMaker="${escapeXml(meta.brand)}"
 AnalogExif:FilmType="${filmType}" AnalogExif:DevelopProcess="${escapeXml(meta.process + pushLabel(meta.pushPull))}"
 AnalogExif:Lab="Nice Film Lab" AnalogExif:RollId="${meta.rollId}" AnalogExif:ExposureNumber="${meta.frame}"${exposure ? `\n ${exposure.attributes}` : ''}>
${exposure?.elements ?? ''}<dc:subject>${bag(flat)}</dc:subject>
<lr:hierarchicalSubject>${bag(hierarchical)}</lr:hierarchicalSubject>
${meta.rollName ? `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(meta.rollName)}</rdf:li></rdf:Alt></dc:title>` : ''}
</rdf:Description></rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`;
}

const exifDate = (date: Date) => date.toISOString().replace(/-/g, ':').replace('T', ' ').slice(0, 19);

/** The APP1 segments (markers included) of a JPEG, in file order. */
export function app1Segments(jpeg: Buffer): Buffer[] {
  const segments: Buffer[] = [];
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker === 0xe1) segments.push(jpeg.subarray(offset, offset + 2 + length));
    offset += 2 + length;
  }
  return segments;
}

/** What the file itself is: its pixel size, colour space and resolution (docs/decisions/103). */
export interface ImageFacts {
  width: number;
  height: number;
  /** EXIF ColorSpace: sRGB, or Uncalibrated for any other profile (Adobe RGB, ProPhoto…). */
  srgb: boolean;
  /** Pixels per inch; the file's own when it says one, else 72 (what EXIF readers assume). */
  dpi: number;
}

export const DEFAULT_DPI = 72;

/** The facts of a JPEG from its head (sharp reads the header only; a head of the file is enough). */
export async function imageFacts(head: Buffer): Promise<ImageFacts | null> {
  const meta = await sharp(head)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return null;
  let srgb = meta.space === 'srgb' || meta.space === 'b-w';
  if (meta.icc) {
    // An embedded profile decides: its description names sRGB (sRGB IEC61966-2.1, sRGB built-in…) or not. ICC v4
    // descriptions are UTF-16: the zero bytes go before the name is looked for.
    srgb = /srgb/i.test(meta.icc.toString('latin1').replace(/\0/g, ''));
  }
  const dpi = meta.density && meta.density > 1 ? Math.round(meta.density) : DEFAULT_DPI;
  return { width: meta.width, height: meta.height, srgb, dpi };
}

/**
 * Sets PixelXDimension (0xA002) and PixelYDimension (0xA003) of the Exif IFD in an EXIF APP1 segment, in place:
 * libvips writes the carrier's own 1×1 there whatever it is told.
 */
export function setExifPixelSize(segment: Buffer, width: number, height: number): boolean {
  const tiff = 10; // FF E1, length (2), "Exif\0\0"
  if (segment.toString('latin1', 4, 8) !== 'Exif') return false;
  const little = segment.toString('latin1', tiff, tiff + 2) === 'II';
  const u16 = (at: number) => (little ? segment.readUInt16LE(at) : segment.readUInt16BE(at));
  const u32 = (at: number) => (little ? segment.readUInt32LE(at) : segment.readUInt32BE(at));
  const w16 = (value: number, at: number) =>
    little ? segment.writeUInt16LE(value, at) : segment.writeUInt16BE(value, at);
  const w32 = (value: number, at: number) =>
    little ? segment.writeUInt32LE(value, at) : segment.writeUInt32BE(value, at);
  const entries = function* (ifd: number) {
    if (ifd + 2 > segment.length) return;
    const count = u16(ifd);
    for (let i = 0; i < count; i++) {
      const at = ifd + 2 + i * 12;
      if (at + 12 > segment.length) return;
      yield at;
    }
  };
  let exifIfd: number | null = null;
  for (const at of entries(tiff + u32(tiff + 4))) if (u16(at) === 0x8769) exifIfd = tiff + u32(at + 8);
  if (exifIfd === null) return false;
  let set = 0;
  for (const at of entries(exifIfd)) {
    const tag = u16(at);
    if (tag !== 0xa002 && tag !== 0xa003) continue;
    // One LONG, held in the entry itself.
    w16(4, at + 2);
    w32(1, at + 4);
    w32(tag === 0xa002 ? width : height, at + 8);
    set++;
  }
  return set === 2;
}

/**
 * The EXIF and XMP APP1 segments to insert after a JPEG's SOI: libvips writes them onto a 1×1 picture and we take
 * them from it, so the segments are exactly what a JPEG encoder writes, and the scan itself is not re-encoded.
 * `image` is the file they go into: its real pixel size, colour space and resolution replace the carrier's.
 */
export async function metadataSegments(meta: FilmMetadata, image?: ImageFacts | null): Promise<Buffer> {
  const speed = boxSpeed(meta.model);
  const exif: Record<string, string> = { DateTimeDigitized: exifDate(meta.scannedAt) };
  if (speed) exif.ISOSpeedRatings = String(speed);
  // Always written, so the segments' length does not depend on the file (a download manifest counts the bytes
  // without reading each file's head).
  exif.ColorSpace = image && !image.srgb ? '65535' : '1';
  // The exposure as logged (issue 27): camera in IFD0, the shot in the Exif IFD, the position in the GPS IFD.
  const logged = meta.exposure ? exposureExifStrings(meta.exposure) : { ifd0: {}, exif: {}, gps: {} };
  const carrier = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .withMetadata({ density: image?.dpi ?? DEFAULT_DPI })
    .withExif({
      IFD0: { ImageDescription: readableDescription(meta), ...logged.ifd0 },
      IFD2: { ...exif, ...logged.exif },
      ...(Object.keys(logged.gps).length ? { IFD3: logged.gps } : {}),
    })
    .withXmp(filmXmp(meta))
    .jpeg()
    .toBuffer();
  const segments = app1Segments(carrier).map((segment) => Buffer.from(segment));
  if (image) {
    const exifSegment = segments.find((segment) => segment.toString('latin1', 4, 8) === 'Exif');
    if (exifSegment) setExifPixelSize(exifSegment, image.width, image.height);
  }
  return Buffer.concat(segments);
}
