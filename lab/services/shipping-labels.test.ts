import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { HttpError } from '../errors';
import {
  checkLabelLink,
  createShippingLabel,
  LABEL_NAME,
  labelDirectory,
  labelLink,
  mod10CheckDigit,
} from './shipping-labels';
import { BARCODE_BOX, LABEL_SIZE, labelSvg } from './shipping-labels-image';

const customer = {
  name: 'Casey Moreno',
  address1: '210 Kent Ave',
  address2: 'Apt 4',
  city: 'Brooklyn',
  state: 'ny',
  zip: '11249',
};
const lab = { name: 'Nice Film Lab', address1: '1 Film Way', city: 'Los Angeles', state: 'CA', zip: '90012' };
const config = { tokenSecret: 'x'.repeat(40) } as Parameters<typeof labelLink>[0];

async function darkShare(png: Buffer, box: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(png)
    .extract(box)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const value of data) if (value < 64) dark++;
  return dark / (info.width * info.height);
}

describe('createShippingLabel', () => {
  it('makes a USPS label by default: a 22-digit 9400… tracking number and a 4x6 PNG with bars in its barcode box', async () => {
    const label = await createShippingLabel({ shipmentId: 7, serviceLevel: null, from: customer, to: lab });
    expect(label.carrier).toBe('USPS');
    expect(label.trackingNumber).toMatch(/^9400\d{18}$/);
    expect(label.trackingNumber.at(-1)).toBe(mod10CheckDigit(label.trackingNumber.slice(0, -1)));
    expect(label.labelName).toMatch(LABEL_NAME);

    const png = await readFile(join(labelDirectory(), `${label.labelName}.png`));
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      ...LABEL_SIZE,
    });
    // Bars and gaps: a barcode is neither blank nor a black block.
    const barcode = await darkShare(png, BARCODE_BOX);
    expect(barcode).toBeGreaterThan(0.3);
    expect(barcode).toBeLessThan(0.7);
    // The address block has text on it.
    expect(await darkShare(png, { left: 100, top: 740, width: 1000, height: 200 })).toBeGreaterThan(0.02);
  });

  it('makes FedEx labels for fedex_* levels, with 12-digit tracking numbers', async () => {
    for (const serviceLevel of ['fedex_ground', 'fedex_2_day', 'standard_overnight']) {
      const label = await createShippingLabel({ shipmentId: 8, serviceLevel, from: lab, to: customer });
      expect(label).toMatchObject({ carrier: 'FEDEX', trackingNumber: expect.stringMatching(/^\d{12}$/) });
    }
    const usps = await createShippingLabel({
      shipmentId: 9,
      serviceLevel: 'usps_first',
      from: lab,
      to: customer,
    });
    expect(usps.carrier).toBe('USPS');
  });

  it('gives every label its own unguessable name', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 3; i++) {
      names.add(
        (await createShippingLabel({ shipmentId: i, serviceLevel: null, from: customer, to: lab })).labelName,
      );
    }
    expect(names.size).toBe(3);
  });

  it('refuses an address the carrier cannot deliver to, naming the field, and an unknown service', async () => {
    const refusal = (input: Parameters<typeof createShippingLabel>[0]) =>
      createShippingLabel(input).then(
        () => null,
        (error: HttpError) => ({ status: error.status, errors: error.errors }),
      );
    expect(
      await refusal({ shipmentId: 1, serviceLevel: null, from: customer, to: { ...lab, zip: '9001' } }),
    ).toEqual({
      status: 400,
      errors: [{ field: 'to.zip', message: 'The ZIP code must be 5 digits or ZIP+4' }],
    });
    expect(
      await refusal({ shipmentId: 1, serviceLevel: null, from: { ...customer, city: ' ' }, to: lab }),
    ).toEqual({
      status: 400,
      errors: [{ field: 'from.city', message: 'The city is missing' }],
    });
    expect(await refusal({ shipmentId: 1, serviceLevel: 'pigeon', from: customer, to: lab })).toEqual({
      status: 400,
      errors: [{ field: 'serviceLevel', message: "The carrier offers no service 'pigeon'" }],
    });
  });
});

describe('labelLink', () => {
  it('is a relative link whose signature checks out until it expires', () => {
    const name = 'a'.repeat(32);
    const link = new URL(labelLink(config, name, 60), 'http://bff.test');
    expect(link.pathname).toBe(`/files/labels/${name}.png`);
    const expires = Number(link.searchParams.get('expires'));
    const sig = link.searchParams.get('sig')!;
    expect(expires - Date.now() / 1000).toBeGreaterThan(55);
    expect(checkLabelLink(config, name, expires, sig)).toBe('ok');
    expect(checkLabelLink(config, name, expires, sig, (expires + 1) * 1000)).toBe('expired');
    expect(checkLabelLink(config, name, expires + 1, sig)).toBe('bad-signature');
    expect(checkLabelLink(config, 'b'.repeat(32), expires, sig)).toBe('bad-signature');
    expect(checkLabelLink({ tokenSecret: 'y'.repeat(40) }, name, expires, sig)).toBe('bad-signature');
  });
});

describe('mod10CheckDigit', () => {
  // GS1's own worked examples (EAN-13 4006381333931 and 6291041500213), then a USPS-shaped body.
  it.each([
    ['400638133393', '1'],
    ['629104150021', '3'],
    ['940010000000000000000', '6'],
  ])('%s → %s', (body, digit) => {
    expect(mod10CheckDigit(body)).toBe(digit);
  });
});

describe('labelSvg', () => {
  it('heads the tracking number "USPS TRACKING #", without a stray "EP" (issue 26)', () => {
    const svg = labelSvg({
      carrier: 'USPS',
      title: 'USPS GROUND ADVANTAGE',
      mark: 'G',
      trackingNumber: '9400111899223344556677',
      barcode: { bcid: 'gs1-128', text: '(420)90012(92)9400111899223344556677' },
      from: customer,
      to: lab,
      shipmentId: 7,
      date: new Date('2026-11-28T12:00:00Z'),
    });
    expect(svg).toContain('>USPS TRACKING #<');
    expect(svg).not.toContain('TRACKING # EP');
  });
});
