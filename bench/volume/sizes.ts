/**
 * A lab's volume after some years (issue 25). `lab` is the third year: 100,000 customers, a million orders
 * with three rolls each on average and five events per finished roll (15 million), two million scans, and Super Nice
 * members with 500 rolls of 36 frames (18,000 scans each). `small` is the same shape a hundred times smaller, for
 * development and the CI test; `large` doubles `lab`.
 */
export interface VolumeSize {
  name: 'small' | 'lab' | 'large';
  customers: number;
  /** Ordinary customers' orders, spread over `years`, one to five rolls each (three on average). */
  orders: number;
  years: number;
  /** Heavy customers: `heavyOrders` orders of 5 rolls each over the last year, every roll scanned, 36 frames. */
  heavyCustomers: number;
  heavyOrders: number;
  /** One ordinary roll in `scannedOneIn` has its scans stored (36 frames). */
  scannedOneIn: number;
}

export const VOLUME_SIZES: Record<VolumeSize['name'], VolumeSize> = {
  small: {
    name: 'small',
    customers: 1_000,
    orders: 10_000,
    years: 3,
    heavyCustomers: 1,
    heavyOrders: 20,
    scannedOneIn: 200,
  },
  lab: {
    name: 'lab',
    customers: 100_000,
    orders: 1_000_000,
    years: 3,
    heavyCustomers: 20,
    heavyOrders: 100,
    scannedOneIn: 60,
  },
  large: {
    name: 'large',
    customers: 200_000,
    orders: 2_000_000,
    years: 3,
    heavyCustomers: 40,
    heavyOrders: 100,
    scannedOneIn: 60,
  },
};

export const FRAMES_PER_ROLL = 36;
export const ROLLS_PER_HEAVY_ORDER = 5;

export function volumeSize(name = process.env.BENCH_VOLUME ?? 'small'): VolumeSize {
  const size = VOLUME_SIZES[name as VolumeSize['name']];
  if (!size) throw new Error(`BENCH_VOLUME must be small, lab or large (not '${name}')`);
  return size;
}
