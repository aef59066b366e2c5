import { expect } from 'vitest';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** The entries of a store-only zip (what client-zip writes), read from its central directory; zip64 aware. */
export function readZip(zip: Buffer): ZipEntry[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  let count = zip.readUInt16LE(eocd + 10);
  let offset: number = zip.readUInt32LE(eocd + 16);
  const locator = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x06, 0x07]), eocd);
  if (locator >= 0 && (offset === 0xffffffff || count === 0xffff)) {
    const zip64 = Number(zip.readBigUInt64LE(locator + 8));
    count = Number(zip.readBigUInt64LE(zip64 + 32));
    offset = Number(zip.readBigUInt64LE(zip64 + 48));
  }
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const method = zip.readUInt16LE(offset + 10);
    let size: number = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    let local: number = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    // Zip64 extra field: the 64-bit values of the fields saturated above, in order.
    let extra = offset + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = zip.readUInt16LE(extra);
      const length = zip.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        if (zip.readUInt32LE(offset + 24) === 0xffffffff) field += 8;
        if (size === 0xffffffff) {
          size = Number(zip.readBigUInt64LE(field));
          field += 8;
        }
        if (local === 0xffffffff) local = Number(zip.readBigUInt64LE(field));
      }
      extra += 4 + length;
    }
    expect(method).toBe(0);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, data: zip.subarray(dataStart, dataStart + size) });
    offset = extraEnd + commentLength;
  }
  return entries;
}
