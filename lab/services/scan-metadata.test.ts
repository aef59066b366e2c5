import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectFileType } from './image-pipeline';
import { app1Segments, boxSpeed, filmXmp, metadataSegments, readableDescription } from './scan-metadata';

const META = {
  brand: 'Ilford',
  model: 'HP5 Plus 400',
  format: '120',
  process: 'BW',
  pushPull: 1,
  rollId: 31,
  rollName: 'Fog & <harbour>',
  frame: 7,
  scannedAt: new Date('2026-03-04T05:06:07Z'),
  tags: ['Film/Ilford/HP5', 'Portraits'],
  locations: ['Red Hook'],
};

describe('film metadata', () => {
  it('reads the box speed from the stock and writes a readable ASCII description with push', () => {
    expect(boxSpeed('Portra 400')).toBe(400);
    expect(boxSpeed('Provia 100F')).toBe(100);
    expect(boxSpeed('Cinestill')).toBeNull();
    expect(readableDescription(META)).toBe('Ilford HP5 Plus 400 @800 (+1) - Roll 31 - Frame 7');
  });

  it('escapes XML and writes the AnalogExif fields and hierarchical keywords', () => {
    const xmp = filmXmp(META);
    expect(xmp).toContain('AnalogExif:DevelopProcess="BW +1"');
    expect(xmp).toContain('AnalogExif:FilmType="120"');
    expect(xmp).toContain('Fog &#38; &#60;harbour&#62;');
    expect(xmp).toContain('<rdf:li>Film|Ilford|HP5</rdf:li>');
    expect(xmp).toContain('<rdf:li>Places|Red Hook</rdf:li>');
  });

  it('makes APP1 segments that exifr reads back once inserted after SOI', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const segments = await metadataSegments(META);
    expect(app1Segments(Buffer.concat([jpeg.subarray(0, 2), segments]))).toHaveLength(2);
    const file = Buffer.concat([jpeg.subarray(0, 2), segments, jpeg.subarray(2)]);
    const read = await exifr.parse(file, { xmp: true, tiff: true, exif: true });
    expect(read).toMatchObject({ Film: 'HP5 Plus 400', FilmMaker: 'Ilford', ISO: 400, ExposureNumber: 7 });
    expect(read.hierarchicalSubject).toContain('Film|Ilford|HP5 Plus 400');
    expect(read.CreateDate.toISOString()).toBe('2026-03-04T05:06:07.000Z');
    // Still a picture.
    expect((await sharp(file).metadata()).width).toBe(40);
  });

  it('tells JPEG, PNG and TIFF by their bytes', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } });
    expect(detectFileType(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectFileType(await base.clone().png().toBuffer())).toBe('png');
    expect(detectFileType(await base.clone().tiff().toBuffer())).toBe('tiff');
    expect(detectFileType(Buffer.from('GIF89a'))).toBeNull();
  });
});
