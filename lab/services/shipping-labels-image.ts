import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import type { LabelAddress } from './shipping-labels';

/** A 4x6 inch label at 300 dpi, the size thermal label printers take. */
export const LABEL_SIZE = { width: 1200, height: 1800 } as const;
/** Where the barcode sits (tests look there for its bars). */
export const BARCODE_BOX = { left: 100, top: 1210, width: 1000, height: 280 } as const;

export interface LabelDrawing {
  carrier: 'USPS' | 'FEDEX' | 'UPS';
  title: string;
  mark: string;
  trackingNumber: string;
  barcode: { bcid: string; text: string };
  from: LabelAddress;
  to: LabelAddress;
  shipmentId: number;
  date: Date;
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const MONO = 'DejaVu Sans Mono, monospace';

/** Draws the label: text and rules as SVG over white, the barcode as bwip-js's own PNG, composed by sharp. */
export async function renderLabelPng(label: LabelDrawing): Promise<Buffer> {
  const barcode = await barcodePng(label.barcode);
  const meta = await sharp(barcode).metadata();
  const left = BARCODE_BOX.left + Math.floor((BARCODE_BOX.width - (meta.width ?? 0)) / 2);
  return sharp({
    create: { ...LABEL_SIZE, channels: 3, background: '#ffffff' },
  })
    .composite([
      { input: Buffer.from(labelSvg(label)), left: 0, top: 0 },
      { input: barcode, left, top: BARCODE_BOX.top },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** The barcode at the largest whole-pixel module width that fits the box, stretched (not blurred) to its height. */
async function barcodePng(barcode: { bcid: string; text: string }): Promise<Buffer> {
  const options = { bcid: barcode.bcid, text: barcode.text, height: 10, includetext: false };
  const narrow = await bwipjs.toBuffer({ ...options, scale: 1 });
  const narrowWidth = (await sharp(narrow).metadata()).width ?? BARCODE_BOX.width;
  const scale = Math.max(1, Math.floor(BARCODE_BOX.width / narrowWidth));
  const png = await bwipjs.toBuffer({ ...options, scale });
  const width = Math.min(BARCODE_BOX.width, (await sharp(png).metadata()).width ?? BARCODE_BOX.width);
  return sharp(png)
    .resize({ width, height: BARCODE_BOX.height, fit: 'fill', kernel: 'nearest' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

function text(x: number, y: number, size: number, value: string, extra = '', family = FONT): string {
  return `<text x="${x}" y="${y}" font-size="${size}" font-family="${family}" ${extra}>${escapeXml(value)}</text>`;
}

function addressLines(address: LabelAddress): string[] {
  return [
    address.name.toUpperCase(),
    address.address1.toUpperCase(),
    ...(address.address2 ? [address.address2.toUpperCase()] : []),
    `${address.city.toUpperCase()} ${address.state} ${address.zip}`,
  ];
}

/** USPS prints tracking numbers in groups of four; FedEx in 4-4-4. */
function groupedTracking(trackingNumber: string): string {
  return trackingNumber.match(/.{1,4}/g)?.join(' ') ?? trackingNumber;
}

/** The label's text and rules as SVG (exported for its test). */
export function labelSvg(label: LabelDrawing): string {
  const { width, height } = LABEL_SIZE;
  const usps = label.carrier === 'USPS';
  const day = label.date.toISOString().slice(0, 10);
  const from = addressLines(label.from).map((line, i) => text(60, 530 + i * 40, 32, line));
  const to = addressLines(label.to).map((line, i) => text(150, 800 + i * 62, 52, line, 'font-weight="bold"'));
  const postage = usps
    ? ['US POSTAGE PAID', 'NICE FILM LAB', 'ePostage', day, 'COMMERCIAL BASE PRICING']
    : [label.carrier === 'FEDEX' ? 'FedEx' : 'UPS', `SHIP DATE: ${day}`, 'ACT WGT: 0.50 LB', 'BILL SENDER'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect x="12" y="12" width="${width - 24}" height="${height - 24}" fill="none" stroke="#000" stroke-width="8"/>
  <rect x="16" y="16" width="300" height="300" fill="#000"/>
  ${text(166, 250, 240, label.mark, 'font-weight="bold" fill="#fff" text-anchor="middle"')}
  <line x1="316" y1="16" x2="316" y2="320" stroke="#000" stroke-width="6"/>
  ${postage.map((line, i) => text(360, 80 + i * 52, i === 0 ? 44 : 34, line, i === 0 ? 'font-weight="bold"' : '')).join('\n  ')}
  <rect x="16" y="320" width="${width - 32}" height="120" fill="#fff" stroke="#000" stroke-width="8"/>
  ${text(width / 2, 405, 60, label.title, 'font-weight="bold" text-anchor="middle"')}
  ${text(60, 490, 30, 'FROM:', 'font-weight="bold"')}
  ${from.join('\n  ')}
  ${text(60, 740, 34, 'SHIP TO:', 'font-weight="bold"')}
  ${to.join('\n  ')}
  <line x1="16" y1="1120" x2="${width - 16}" y2="1120" stroke="#000" stroke-width="12"/>
  ${text(width / 2, 1185, 40, usps ? 'USPS TRACKING #' : `${label.carrier === 'FEDEX' ? 'FEDEX' : 'UPS'} TRACKING #`, 'font-weight="bold" text-anchor="middle"')}
  ${text(width / 2, 1560, 44, groupedTracking(label.trackingNumber), 'font-weight="bold" text-anchor="middle"', MONO)}
  <line x1="16" y1="1610" x2="${width - 16}" y2="1610" stroke="#000" stroke-width="12"/>
  ${text(60, 1680, 28, `Shipment ${label.shipmentId} · Film for developing and scanning`)}
  ${text(60, 1730, 24, usps ? 'Electronic Rate Approved #038555749' : 'Printed by Nice Film Lab shipping')}
</svg>`;
}
