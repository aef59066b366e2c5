import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artColors, boxLine, productArt } from './product-art';

/** The columns a line of box text inks, drawn alone in black on white at the box's scale. */
async function inkedColumns(text: string, size: number): Promise<{ left: number; right: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="800" height="400" fill="#fff"/>${boxLine(
    270,
    size,
    text,
    'fill="#000"',
  )}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let left = info.width;
  let right = -1;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[y * info.width + x]! < 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  return { left, right };
}

describe('the drawn product box (issue 26)', () => {
  it('keeps "Kodak Ektachrome" inside the box (x 170–630)', async () => {
    const { left, right } = await inkedColumns('Kodak Ektachrome', 54);
    expect(left).toBeGreaterThanOrEqual(180);
    expect(right).toBeLessThanOrEqual(620);
  });

  it('leaves a short name at its own size', () => {
    expect(boxLine(270, 54, 'Kodak Gold', '')).toContain('font-size="54"');
    expect(boxLine(270, 54, 'Kodak Ektachrome', '')).toContain('font-size="41"');
  });

  it('takes the product’s colours through the hex colour helper, and the defaults when they are not colours', async () => {
    expect(artColors(['#abc', 'F80'])).toEqual(['#aabbcc', '#ff8800']);
    expect(artColors(['red', '#000'])).toEqual(['#e7a33e', '#c4501b']);
    expect(artColors([])).toEqual(['#e7a33e', '#c4501b']);
    const png = await productArt(
      {
        name: 'Kodak Ektachrome E100',
        colors: ['#2f6b4c', '#e7a33e'],
        collection: 'Film',
        detail: '35mm · E-6',
      },
      'front',
    );
    expect((await sharp(png).metadata()).width).toBe(800);
  });
});
