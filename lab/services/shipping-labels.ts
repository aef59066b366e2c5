import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { LabConfig } from '../config';
import { IN_MEMORY } from '../db/database';
import { invalidField } from '../errors';
import { renderLabelPng } from './shipping-labels-image';

/**
 * The shipping-label provider's stand-in. A real provider buys postage and answers a tracking number and a
 * label image; this one makes both itself (a carrier-style 4x6 PNG with a scannable barcode) and keeps the image
 * under the lab's data folder, reached through signed, expiring links like the provider's own.
 */

export type Carrier = 'USPS' | 'FEDEX' | 'UPS';

export interface LabelAddress {
  name: string;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface ShippingLabelInput {
  shipmentId: number;
  serviceLevel: string | null;
  from: LabelAddress;
  to: LabelAddress;
}

export interface ShippingLabel {
  carrier: Carrier;
  trackingNumber: string;
  labelName: string;
}

/** How long a label link works unless the caller says otherwise: long enough to click, short enough to leak little. */
export const LABEL_LINK_TTL_SECONDS = 60 * 60;
export const LABEL_PATH = '/files/labels/';
/** 32 hex characters: 128 random bits, so a name cannot be guessed (the signature is the lock, this the key). */
export const LABEL_NAME = /^[0-9a-f]{32}$/;

interface Service {
  carrier: Carrier;
  /** The service line printed across the label, as the carrier prints it. */
  title: string;
  /** The big letter in the corner (USPS prints P, F, G; we keep the habit for every carrier). */
  mark: string;
}

const SERVICES: Record<string, Service> = {
  usps_first: { carrier: 'USPS', title: 'USPS FIRST-CLASS MAIL', mark: 'F' },
  return_negatives: { carrier: 'USPS', title: 'USPS GROUND ADVANTAGE', mark: 'G' },
  fedex_ground: { carrier: 'FEDEX', title: 'FEDEX GROUND', mark: 'G' },
  fedex_2_day: { carrier: 'FEDEX', title: 'FEDEX 2DAY', mark: '2' },
  standard_overnight: { carrier: 'FEDEX', title: 'FEDEX STANDARD OVERNIGHT', mark: 'S' },
};
/** A label without a service level is the members' USPS return label (spec §5). */
const DEFAULT_SERVICE = SERVICES.return_negatives;

// What a carrier's address check refuses; the field names the part of the address it did not accept.
const addressSchema = z.object({
  name: z.string().trim().min(1, 'The name on the label is missing').max(80),
  address1: z.string().trim().min(1, 'The street address is missing').max(200),
  address2: z.string().trim().max(200).nullish(),
  city: z.string().trim().min(1, 'The city is missing').max(100),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'The state must be a 2-letter code'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'The ZIP code must be 5 digits or ZIP+4'),
});

/**
 * Buys (here: makes) a label for one shipment. A refused address is a 400 naming `from.…` or `to.…`. `directory` is
 * where the lab that answers the label's link keeps labels (labelDirectoryFor(its config)): two labs in one process
 * (the e2e stack runs a full and a documented one) must not write into each other's folder (decision 105).
 */
export async function createShippingLabel(
  input: ShippingLabelInput,
  directory: string = labelDirectory(),
): Promise<ShippingLabel> {
  const service = serviceFor(input.serviceLevel);
  const from = checkedAddress('from', input.from);
  const to = checkedAddress('to', input.to);
  const trackingNumber = newTrackingNumber(service.carrier);
  const png = await renderLabelPng({
    ...service,
    trackingNumber,
    barcode: barcodeFor(service.carrier, trackingNumber, to.zip),
    from,
    to,
    shipmentId: input.shipmentId,
    date: new Date(),
  });
  const labelName = randomBytes(16).toString('hex');
  await mkdir(directory, { recursive: true });
  await writeFile(join(directory, `${labelName}.png`), png, { mode: 0o600 });
  return { carrier: service.carrier, trackingNumber, labelName };
}

function serviceFor(serviceLevel: string | null): Service {
  if (serviceLevel === null) return DEFAULT_SERVICE;
  const service = SERVICES[serviceLevel];
  if (!service) throw invalidField('serviceLevel', `The carrier offers no service '${serviceLevel}'`);
  return service;
}

function checkedAddress(side: 'from' | 'to', address: LabelAddress): LabelAddress {
  const parsed = addressSchema.safeParse(address);
  if (parsed.success) return { ...parsed.data, state: parsed.data.state.toUpperCase() };
  const issue = parsed.error.issues[0];
  throw invalidField([side, ...issue.path.map(String)].join('.'), issue.message);
}

// ---- Tracking numbers and barcodes, in each carrier's own shape ----

function digits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('');
}

/** GS1's mod-10 check digit, which USPS tracking numbers end with. */
export function mod10CheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** USPS: 22 digits, 9400 1…, with a check digit. FedEx: 12 digits. UPS: 1Z + 16 characters. */
export function newTrackingNumber(carrier: Carrier): string {
  if (carrier === 'USPS') {
    const body = `94001${digits(16)}`;
    return body + mod10CheckDigit(body);
  }
  if (carrier === 'FEDEX') return digits(12);
  return `1Z${randomBytes(3).toString('hex').toUpperCase()}03${digits(8)}`;
}

/**
 * USPS prints the IMpb: GS1-128 of AI 420 (destination ZIP) then the tracking number, whose leading 94 is itself a
 * GS1 application identifier. FedEx and UPS labels carry a Code 128 of the tracking number.
 */
function barcodeFor(carrier: Carrier, trackingNumber: string, zip: string) {
  if (carrier === 'USPS') {
    return {
      bcid: 'gs1-128',
      text: `(420)${zip.slice(0, 5)}(${trackingNumber.slice(0, 2)})${trackingNumber.slice(2)}`,
    };
  }
  return { bcid: 'code128', text: trackingNumber };
}

// ---- Where label files live, and their signed links ----

let configuredDirectory: string | undefined;

/** Where the labels of a lab with this config are kept: its data folder, or a temp folder for an in-memory lab. */
export function labelDirectoryFor(config: Pick<LabConfig, 'dataDir'>): string {
  return config.dataDir === IN_MEMORY
    ? join(tmpdir(), 'nice-film-lab-labels')
    : join(config.dataDir, 'labels');
}

/**
 * buildLabApp points the stand-in at its data folder, as a real provider is set up once with an account: the folder
 * of a caller that names none (tests). The order routes pass their own lab's folder: with two labs in one process
 * the last one built would otherwise receive every label.
 */
export function configureShippingLabels(config: Pick<LabConfig, 'dataDir'>): void {
  configuredDirectory = labelDirectoryFor(config);
}

export function labelDirectory(): string {
  return configuredDirectory ?? labelDirectoryFor({ dataDir: IN_MEMORY });
}

/** A key of its own for label links, so a label signature can never stand in for a session token's. */
function linkKey(config: Pick<LabConfig, 'tokenSecret'>): Buffer {
  return createHmac('sha256', config.tokenSecret).update('labels').digest();
}

function signature(config: Pick<LabConfig, 'tokenSecret'>, labelName: string, expires: number): string {
  return createHmac('sha256', linkKey(config)).update(`GET\n${labelName}\n${expires}`).digest('base64url');
}

/** A relative, signed link to a label image that works for `ttlSeconds`. */
export function labelLink(
  config: LabConfig,
  labelName: string,
  ttlSeconds: number = LABEL_LINK_TTL_SECONDS,
): string {
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const sig = signature(config, labelName, expires);
  return `${config.fileLinks?.base ?? ''}${LABEL_PATH}${labelName}.png?expires=${expires}&sig=${sig}`;
}

export type LinkCheck = 'ok' | 'bad-signature' | 'expired';

/** Whether a link's expiry and signature hold for this label (constant-time comparison). */
export function checkLabelLink(
  config: Pick<LabConfig, 'tokenSecret'>,
  labelName: string,
  expires: number,
  sig: string,
  now: number = Date.now(),
): LinkCheck {
  const expected = Buffer.from(signature(config, labelName, expires));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
  return expires * 1000 < now ? 'expired' : 'ok';
}
