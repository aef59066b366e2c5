import type { ExposureInput } from '../routes/exposure-input';
import {
  dmsRationals,
  exifAscii,
  exifTakenAt,
  exposureTimeRational,
  hundredths,
  type Rational,
  tenths,
} from './exposure-metadata';

// Metadata into a TIFF without touching its image data (issue 27, docs/decisions/140). A TIFF's first IFD is found
// through the header's offset: the download answers the file with that offset pointing at a new IFD0 appended at
// the end (the original entries, ours added or replacing theirs), followed by a new Exif IFD (the original's
// entries merged), a GPS IFD and the values. Every byte of the original after the header is served unchanged, so the
// strips (the pixels) are byte-for-byte what was stored. Classic TIFF only; a BigTIFF is served as it is.

type ReadRange = (start: number, end: number) => Promise<Buffer>;

const BYTE = 1;
const ASCII = 2;
const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;
const UNDEFINED = 7;
const SRATIONAL = 10;

const TAG = {
  imageDescription: 0x010e,
  make: 0x010f,
  model: 0x0110,
  xmp: 0x02bc,
  exifIfd: 0x8769,
  gpsIfd: 0x8825,
  exposureTime: 0x829a,
  fNumber: 0x829d,
  iso: 0x8827,
  exifVersion: 0x9000,
  dateTimeOriginal: 0x9003,
  dateTimeDigitized: 0x9004,
  offsetTimeOriginal: 0x9011,
  exposureBias: 0x9204,
  focalLength: 0x920a,
  lensModel: 0xa434,
} as const;

/** One entry to write: its tag, type and value bytes (in the file's byte order). */
interface NewEntry {
  tag: number;
  type: number;
  count: number;
  data: Buffer;
}

/** An original entry, kept as its 12 raw bytes (its value or offset stays valid: the original bytes stay put). */
interface RawEntry {
  tag: number;
  raw: Buffer;
}

export interface TiffTags {
  description: string;
  xmp: string;
  scannedAt: Date;
  iso: number | null;
  exposure: ExposureInput | null;
}

export interface TiffEdit {
  /** The file's first 8 bytes with IFD0's offset pointing at the appended IFD. */
  head: Buffer;
  /** Appended after the last byte of the file. */
  tail: Buffer;
}

class Writer {
  constructor(readonly little: boolean) {}
  u16(value: number) {
    const b = Buffer.alloc(2);
    this.little ? b.writeUInt16LE(value) : b.writeUInt16BE(value);
    return b;
  }
  u32(value: number) {
    const b = Buffer.alloc(4);
    this.little ? b.writeUInt32LE(value >>> 0) : b.writeUInt32BE(value >>> 0);
    return b;
  }
  i32(value: number) {
    const b = Buffer.alloc(4);
    this.little ? b.writeInt32LE(value) : b.writeInt32BE(value);
    return b;
  }
  ascii(tag: number, text: string): NewEntry {
    const data = Buffer.from(`${exifAscii(text)}\0`, 'latin1');
    return { tag, type: ASCII, count: data.length, data };
  }
  short(tag: number, value: number): NewEntry {
    return { tag, type: SHORT, count: 1, data: this.u16(value) };
  }
  rationals(tag: number, values: Rational[], signed = false): NewEntry {
    const data = Buffer.concat(
      values.flatMap(([n, d]) => (signed ? [this.i32(n), this.i32(d)] : [this.u32(n), this.u32(d)])),
    );
    return { tag, type: signed ? SRATIONAL : RATIONAL, count: values.length, data };
  }
}

async function readIfd(
  read: ReadRange,
  little: boolean,
  offset: number,
  size: number,
): Promise<{ entries: RawEntry[]; next: number } | null> {
  if (offset < 8 || offset + 2 > size) return null;
  const countBytes = await read(offset, offset + 1);
  const count = little ? countBytes.readUInt16LE(0) : countBytes.readUInt16BE(0);
  const end = offset + 2 + count * 12 + 4;
  if (count === 0 || end > size) return null;
  const body = await read(offset + 2, end - 1);
  const entries: RawEntry[] = [];
  for (let i = 0; i < count; i++) {
    const raw = body.subarray(i * 12, i * 12 + 12);
    entries.push({ tag: little ? raw.readUInt16LE(0) : raw.readUInt16BE(0), raw: Buffer.from(raw) });
  }
  const next = little ? body.readUInt32LE(count * 12) : body.readUInt32BE(count * 12);
  return { entries, next };
}

interface IfdLayout {
  entries: Array<NewEntry | RawEntry>;
  next: number;
  pointers?: Record<number, number>;
}

/** Lays out IFDs and their out-of-line values from `base` on; answers the bytes. */
function layout(
  w: Writer,
  base: number,
  ifds: Array<{ entries: Array<NewEntry | RawEntry>; next: number; pointers?: Record<number, number> }>,
): Buffer {
  const sizes = ifds.map((ifd) => 2 + ifd.entries.length * 12 + 4);
  const starts: number[] = [];
  let cursor = base;
  for (const size of sizes) {
    starts.push(cursor);
    cursor += size;
  }
  const values: Buffer[] = [];
  const parts: Buffer[] = [];
  ifds.forEach((ifd) => {
    const sorted = [...ifd.entries].sort((a, b) => a.tag - b.tag);
    parts.push(w.u16(sorted.length));
    for (const entry of sorted) {
      if ('raw' in entry) {
        parts.push(entry.raw);
        continue;
      }
      const bytes = Buffer.concat([w.u16(entry.tag), w.u16(entry.type), w.u32(entry.count)]);
      let value: Buffer;
      const pointerTo = ifd.pointers?.[entry.tag];
      if (pointerTo !== undefined) value = w.u32(starts[pointerTo]!);
      else if (entry.data.length <= 4)
        value = Buffer.concat([entry.data, Buffer.alloc(4 - entry.data.length)]);
      else {
        value = w.u32(cursor);
        const padded = entry.data.length % 2 ? Buffer.concat([entry.data, Buffer.alloc(1)]) : entry.data;
        values.push(padded);
        cursor += padded.length;
      }
      parts.push(bytes, value);
    }
    parts.push(w.u32(ifd.next));
  });
  return Buffer.concat([...parts, ...values]);
}

/** The edit that gives a TIFF our metadata; null when the file is not a classic TIFF we can read. */
export async function tiffEdit(read: ReadRange, size: number, tags: TiffTags): Promise<TiffEdit | null> {
  if (size < 16) return null;
  const header = await read(0, 7);
  const order = header.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const w = new Writer(little);
  const magic = little ? header.readUInt16LE(2) : header.readUInt16BE(2);
  if (magic !== 42) return null;
  const ifd0Offset = little ? header.readUInt32LE(4) : header.readUInt32BE(4);
  const ifd0 = await readIfd(read, little, ifd0Offset, size);
  if (!ifd0) return null;
  const exifPointer = ifd0.entries.find((entry) => entry.tag === TAG.exifIfd);
  const exifOffset = exifPointer
    ? little
      ? exifPointer.raw.readUInt32LE(8)
      : exifPointer.raw.readUInt32BE(8)
    : 0;
  const oldExif = exifOffset ? await readIfd(read, little, exifOffset, size) : null;

  const e = tags.exposure;
  const ours0: NewEntry[] = [
    w.ascii(TAG.imageDescription, tags.description),
    { tag: TAG.xmp, type: BYTE, count: Buffer.byteLength(tags.xmp), data: Buffer.from(tags.xmp, 'utf8') },
    { tag: TAG.exifIfd, type: LONG, count: 1, data: w.u32(0) },
  ];
  if (e?.cameraMake) ours0.push(w.ascii(TAG.make, e.cameraMake));
  if (e?.cameraModel) ours0.push(w.ascii(TAG.model, e.cameraModel));
  const exif: NewEntry[] = [
    { tag: TAG.exifVersion, type: UNDEFINED, count: 4, data: Buffer.from('0232', 'latin1') },
    w.ascii(
      TAG.dateTimeDigitized,
      tags.scannedAt.toISOString().replace(/-/g, ':').replace('T', ' ').slice(0, 19),
    ),
  ];
  if (tags.iso) exif.push(w.short(TAG.iso, tags.iso));
  if (e?.takenAt) {
    const { date, offset } = exifTakenAt(e.takenAt);
    exif.push(w.ascii(TAG.dateTimeOriginal, date), w.ascii(TAG.offsetTimeOriginal, offset));
  }
  if (e?.exposureTime) exif.push(w.rationals(TAG.exposureTime, [exposureTimeRational(e.exposureTime)]));
  if (e?.fNumber) exif.push(w.rationals(TAG.fNumber, [tenths(e.fNumber)]));
  if (e?.focalLength) exif.push(w.rationals(TAG.focalLength, [tenths(e.focalLength)]));
  if (e && e.exposureCompensation !== null && e.exposureCompensation !== undefined) {
    exif.push(w.rationals(TAG.exposureBias, [hundredths(e.exposureCompensation)], true));
  }
  if (e?.lens) exif.push(w.ascii(TAG.lensModel, e.lens));
  const gps: NewEntry[] = [];
  if (
    e &&
    e.latitude !== null &&
    e.longitude !== null &&
    e.latitude !== undefined &&
    e.longitude !== undefined
  ) {
    gps.push(
      { tag: 0, type: BYTE, count: 4, data: Buffer.from([2, 3, 0, 0]) },
      w.ascii(1, e.latitude < 0 ? 'S' : 'N'),
      w.rationals(2, dmsRationals(e.latitude)),
      w.ascii(3, e.longitude < 0 ? 'W' : 'E'),
      w.rationals(4, dmsRationals(e.longitude)),
    );
    if (e.altitude !== null && e.altitude !== undefined) {
      gps.push({ tag: 5, type: BYTE, count: 1, data: Buffer.from([e.altitude < 0 ? 1 : 0]) });
      gps.push(w.rationals(6, [hundredths(Math.abs(e.altitude))]));
    }
    ours0.push({ tag: TAG.gpsIfd, type: LONG, count: 1, data: w.u32(0) });
  }
  const replace = (old: RawEntry[], ours: NewEntry[]) => {
    const taken = new Set(ours.map((entry) => entry.tag));
    // The original GPS pointer goes when ours replaces it, or when the exposure has no position (it was the file's).
    return [...old.filter((entry) => !taken.has(entry.tag) && entry.tag !== TAG.gpsIfd), ...ours];
  };
  const base = size + (size % 2);
  const pointers: Record<number, number> = { [TAG.exifIfd]: 1 };
  if (gps.length) pointers[TAG.gpsIfd] = 2;
  const ifds: IfdLayout[] = [
    {
      entries: replace(ifd0.entries, ours0),
      next: ifd0.next,
      pointers,
    },
    { entries: replace(oldExif?.entries ?? [], exif), next: 0 },
    ...(gps.length ? [{ entries: gps, next: 0 }] : []),
  ];
  const tail = Buffer.concat([Buffer.alloc(base - size), layout(w, base, ifds)]);
  const head = Buffer.from(header);
  little ? head.writeUInt32LE(base, 4) : head.writeUInt32BE(base, 4);
  return { head, tail };
}
