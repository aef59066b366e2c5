import sharp from 'sharp';
import { HttpError } from '../errors';

// Scans and their sizes (docs/lab-behaviour.md "Scans"): the hi-res is kept as uploaded, the thumbnail (longest side
// 300) and mid-res (longest side 1800) are JPEGs rendered from it.

export type ScanFileType = 'jpeg' | 'tiff' | 'png';

export const THUMBNAIL_LONG_SIDE = 300;
export const MID_RES_LONG_SIDE = 1800;
export const UNREADABLE_IMAGE = 'This file is not a readable image';

export const CONTENT_TYPES: Record<ScanFileType, string> = {
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  png: 'image/png',
};
export const EXTENSIONS: Record<ScanFileType, string> = { jpeg: 'jpg', tiff: 'tif', png: 'png' };

/** The file's type by its first bytes (never by its name or content-type header). */
export function detectFileType(head: Uint8Array): ScanFileType | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return 'png';
  if (head[0] === 0x49 && head[1] === 0x49 && head[2] === 0x2a && head[3] === 0x00) return 'tiff';
  if (head[0] === 0x4d && head[1] === 0x4d && head[2] === 0x00 && head[3] === 0x2a) return 'tiff';
  return null;
}

export const unreadableImage = () => new HttpError(422, UNREADABLE_IMAGE, [{ message: UNREADABLE_IMAGE }]);

export interface Derivatives {
  width: number;
  height: number;
  thumbnail: Buffer;
  midRes: Buffer;
}

// A corrupt file must fail here, not render grey: sharp's `failOn: 'warning'` refuses truncated data.
const open = (file: Buffer) => sharp(file, { failOn: 'error', limitInputPixels: 400_000_000 });

async function longSide(file: Buffer, side: number, quality: number): Promise<Buffer> {
  return open(file)
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality, mozjpeg: false })
    .toBuffer();
}

/** The scan's pixel size and its two small sizes; a file sharp cannot decode is a 422 (nothing is kept). */
export async function renderDerivatives(file: Buffer): Promise<Derivatives> {
  try {
    const meta = await open(file).metadata();
    if (!meta.width || !meta.height) throw unreadableImage();
    // EXIF orientations 5–8 turn the picture on its side.
    const turned = (meta.orientation ?? 1) >= 5;
    // The thumbnail from the mid-res: the full file is decoded once.
    const midRes = await longSide(file, MID_RES_LONG_SIDE, 85);
    const thumbnail = await longSide(midRes, THUMBNAIL_LONG_SIDE, 78);
    return {
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      thumbnail,
      midRes,
    };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadableImage();
  }
}

/** The hi-res turned a quarter (90 clockwise, 270 counter-clockwise), in its own type. */
export async function rotateFile(file: Buffer, fileType: ScanFileType, degrees: 90 | 270): Promise<Buffer> {
  const image = open(file).rotate().rotate(degrees);
  if (fileType === 'png') return image.png().toBuffer();
  if (fileType === 'tiff') return image.tiff({ compression: 'lzw' }).toBuffer();
  return image.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer();
}

/** The unlocked 16-bit TIFF (RGB, with the film's XMP). */
export async function renderTiff16(file: Buffer, xmp: string): Promise<Buffer> {
  return open(file)
    .rotate()
    .toColourspace('rgb16')
    .withXmp(xmp)
    .tiff({ compression: 'lzw' })
    .toBuffer()
    .then(async (buffer) => {
      // sharp writes 16 bits per sample when the pipeline is 16-bit (rgb16 above): check, to fail loudly if not.
      const meta = await sharp(buffer).metadata();
      if (meta.depth !== 'ushort') throw new Error(`TIFF rendered at ${meta.depth}, not 16-bit`);
      return buffer;
    });
}

/** The unlocked HD: full resolution JPEG at quality 95, with the film's XMP. */
export async function renderHd(file: Buffer, xmp: string): Promise<Buffer> {
  return open(file).rotate().withXmp(xmp).jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer();
}
