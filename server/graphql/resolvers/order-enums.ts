import type { LabFilmRoll, LabRollEventName, LabShipment } from '../../lab-client/types.js';
import type { FilmFormat, FilmProcess, RollEvent } from '../generated/resolvers-types.js';

// The lab's spellings (docs/lab-behaviour.md) and the schema's enum values, both ways.

type LabProcess = LabFilmRoll['process'];
type LabFormat = LabFilmRoll['format'];

const PROCESS: Record<LabProcess, FilmProcess> = { 'C-41': 'C41', BW: 'BW', 'E-6': 'E6', 'ECN-2': 'ECN2' };
const FORMAT: Record<LabFormat, FilmFormat> = {
  '35mm': 'FORMAT_35MM',
  '120': 'FORMAT_120',
  disposable: 'DISPOSABLE',
};
const FORMAT_LABEL: Record<LabFormat, string> = { '35mm': '35mm', '120': '120', disposable: 'Disposable' };

const invert = <K extends string, V extends string>(map: Record<K, V>) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<V, K>;
const LAB_PROCESS = invert(PROCESS);
const LAB_FORMAT = invert(FORMAT);

export const processOf = (lab: LabProcess): FilmProcess => PROCESS[lab];
export const labProcess = (process: FilmProcess): LabProcess => LAB_PROCESS[process];
export const formatOf = (lab: LabFormat): FilmFormat => FORMAT[lab];
export const labFormat = (format: FilmFormat): LabFormat => LAB_FORMAT[format];
export const formatLabel = (lab: LabFormat): string => FORMAT_LABEL[lab] ?? lab;

export const rollEventOf = (lab: LabRollEventName): RollEvent => lab.toUpperCase() as RollEvent;
export const labRollEvent = (event: RollEvent): LabRollEventName => event.toLowerCase() as LabRollEventName;

export const METHOD_LABELS: Record<LabShipment['method'], string> = {
  DROP_OFF: 'Drop Off',
  EXTERNAL_FULFILLMENT: 'Ship Yourself',
  PREPAID_LABEL: 'Prepaid Label',
  RETURN_MAILER: 'Return Mailer',
};

const TRACKING: Record<NonNullable<LabShipment['carrier']>, string> = {
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  FEDEX: 'https://www.fedex.com/fedextrack/?trknbr=',
  UPS: 'https://www.ups.com/track?tracknum=',
};

/** The carrier's public tracking page for a shipment, when both are known. */
export function trackingUrl(shipment: Pick<LabShipment, 'carrier' | 'trackingNumber'>): string | null {
  if (!shipment.carrier || !shipment.trackingNumber) return null;
  const base = TRACKING[shipment.carrier];
  return base ? base + encodeURIComponent(shipment.trackingNumber) : null;
}

/**
 * The postage label's link from a shipment's label record: the spec's JSON text
 * `{"postage_label":{"label_url":"…"}}`. Read tolerantly: anything else (bad JSON, no link) is no label.
 */
export function labelUrlOf(shipment: Pick<LabShipment, 'label'>): string | null {
  if (!shipment.label) return null;
  let record: unknown;
  try {
    record = JSON.parse(shipment.label);
  } catch {
    return null;
  }
  const postage = (record as { postage_label?: { label_url?: unknown } } | null)?.postage_label;
  const url = postage && typeof postage === 'object' ? postage.label_url : undefined;
  return typeof url === 'string' && url.length > 0 ? url : null;
}
