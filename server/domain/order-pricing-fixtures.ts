import type { CreditsLeft } from './order-credits';
import type { PricedRoll } from './order-pricing';

// The rolls and plans the order pricing tests work from (order-pricing, order-credits and priced-totals tests).

export const roll = (partial: Partial<PricedRoll> = {}): PricedRoll => ({
  process: 'C-41',
  addRush: false,
  scanQuality: 'STANDARD_2K',
  sleeving: 'NONE',
  pushPull: 0,
  crossProcessId: null,
  halfFrames: false,
  addPrints: false,
  negativesAction: 'TOSS',
  ...partial,
});

export const NONE_LEFT: CreditsLeft = { DEV_SCAN: 0, SCAN_4K: 0, RUSH: 0, PRO_SCAN: 0 };
export const NICE = { planId: 'NICE_2025', lapsed: false } as const;
export const NICE_ROLLS = [
  roll(),
  roll({ process: 'E-6', addRush: true }),
  roll({ process: 'ECN-2', scanQuality: 'STANDARD_4K', sleeving: 'CUT' }),
];
