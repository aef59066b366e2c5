import type {
  FilmFormat,
  FilmProcess,
  NegativesAction,
  ScanQuality,
  ServiceLevel,
  ShippingMethod,
  Sleeving,
} from '../../gql/graphql';

/**
 * The words people read for the schema's enumerations (spec §3). The server sends labels where an order already
 * exists (processLabel, methodLabel…); these name the choices before there is one.
 */
export const PROCESS_LABELS: Record<FilmProcess, string> = {
  C41: 'C-41',
  BW: 'BW',
  E6: 'E-6',
  ECN2: 'ECN-2',
};

export const FORMAT_LABELS: Record<FilmFormat, string> = {
  FORMAT_35MM: '35mm',
  FORMAT_120: '120',
  DISPOSABLE: 'Disposable',
};

export const SLEEVING_LABELS: Record<Sleeving, string> = {
  NONE: 'No sleeving',
  UNCUT: 'Uncut sleeving',
  CUT: 'Cut sleeving',
};

export const SCAN_QUALITY_LABELS: Record<ScanQuality, string> = {
  STANDARD_2K: 'Standard 2K',
  STANDARD_4K: 'Standard 4K',
  STANDARD_4K_PRE_SCAN: 'Standard 4K pre-scan',
  PRO: 'Pro scans',
};

export const NEGATIVES_LABELS: Record<NegativesAction, string> = {
  TOSS: 'Recycle them',
  SHIP: 'Ship them back',
  PICK_UP: 'I’ll pick them up',
  PICK_UP_SHIP: 'Pick up, or ship after 14 days',
  CUT: 'Keep them cut and sleeved at the lab',
  PICK_UP_CUT: 'Pick up, cut and sleeved',
  UNCUT: 'Keep them uncut at the lab',
  PICK_UP_UNCUT: 'Pick up, uncut',
};

/** Spec §3 'Service levels'. */
export const SERVICE_LEVEL_LABELS: Record<ServiceLevel, string> = {
  return_negatives: 'USPS Return Negatives',
  usps_first: 'USPS First Class',
  fedex_ground: 'FedEx Ground',
  fedex_2_day: 'FedEx 2Day',
  standard_overnight: 'FedEx Standard Overnight',
};

/** Spec §9 'Shipping methods'. */
export const SHIPPING_METHOD_LABELS: Record<ShippingMethod, string> = {
  DROP_OFF: 'Drop Off',
  EXTERNAL_FULFILLMENT: 'Ship Yourself',
  PREPAID_LABEL: 'Prepaid Label',
  RETURN_MAILER: 'Return Mailer',
  COURIER_PICK_UP: 'Courier Pick-up',
};

/** Negatives that travel back by post need a service level and a return address. */
export function shipsNegatives(action: NegativesAction): boolean {
  return action === 'SHIP' || action === 'PICK_UP_SHIP';
}

/** '+1 stop', '−2 stops', 'Box speed'. */
export function pushPullLabel(stops: number): string {
  if (stops === 0) return 'Box speed';
  const sign = stops > 0 ? 'Push +' : 'Pull −';
  return `${sign}${Math.abs(stops)} stop${Math.abs(stops) === 1 ? '' : 's'}`;
}

export const keysOf = <K extends string>(record: Record<K, string>) => Object.keys(record) as K[];
