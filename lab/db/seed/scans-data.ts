import type { FilmLook, Terrain } from '../../../scripts/community-images/scenes';

// The demo scans (issue 12): painted frames for the rolls of Casey's orders 1001 (COMPLETE) and 1004 (PAID), and
// one roll of Hannah's 1002 for cross-user tests. The files are painted once per machine into the seed cache
// (lab/db/seed/insert-scans.ts); bump SEED_SCANS_VERSION when the painting changes.

export const SEED_SCANS_VERSION = 'v3';

export interface SeedScanRoll {
  /** Order id and the roll's index on the order (0-based, in the order's roll order). */
  orderId: number;
  rollIndex: number;
  frames: number;
  name: string | null;
  /** What the frames show: the painter's terrains, in turn. */
  terrains: Terrain[];
  look: FilmLook;
  tags: string[];
  locations: string[];
}

export const SEED_SCAN_ROLLS: SeedScanRoll[] = [
  {
    orderId: 1001,
    rollIndex: 0,
    frames: 36,
    name: 'Summer in Joshua Tree',
    terrains: ['desert', 'mountains', 'desert', 'hills'],
    look: 'warm',
    tags: ['Film/Kodak/Portra 400', 'Road trip'],
    locations: ['Joshua Tree'],
  },
  {
    orderId: 1001,
    rollIndex: 1,
    frames: 24,
    name: null,
    terrains: ['city', 'sea', 'city'],
    look: 'mono',
    tags: ['Film/Ilford/HP5 Plus', 'Process/BW/Push +1'],
    locations: ['Brooklyn'],
  },
  {
    orderId: 1004,
    rollIndex: 0,
    frames: 24,
    name: 'Coast, medium format',
    terrains: ['sea', 'hills', 'sea'],
    look: 'vivid',
    tags: ['Film/Fujifilm/Provia 100F'],
    locations: ['Big Sur'],
  },
  {
    orderId: 1004,
    rollIndex: 1,
    frames: 30,
    name: null,
    terrains: ['forest', 'hills', 'mountains'],
    look: 'vivid',
    tags: ['Film/Kodak/Ektar 100', 'Road trip'],
    locations: ['Catskills'],
  },
  {
    orderId: 1004,
    rollIndex: 2,
    frames: 24,
    name: 'Night walks',
    terrains: ['city', 'city', 'sea'],
    // Tri-X is black and white film: its frames are painted in grey (issue 26).
    look: 'mono',
    tags: ['Film/Kodak/Tri-X 400', 'Process/BW/Push +2'],
    locations: ['Brooklyn'],
  },
  {
    orderId: 1002,
    rollIndex: 0,
    frames: 24,
    name: 'Velvia autumn',
    terrains: ['forest', 'mountains'],
    look: 'vivid',
    tags: ['Film/Fujifilm/Velvia 50'],
    locations: ['Hudson Valley'],
  },
];

/** Painted at this size, then enlarged to the hi-res (2400 × 1600 is plenty for a demo, and quick). */
export const PAINT_SIZE = { width: 360, height: 240 } as const;
export const HI_RES_SIZE = { width: 2400, height: 1600 } as const;
/** Distinct paintings per roll; frames are crops and exposures of them, like a photographer's bracket. */
export const SCENES_PER_ROLL = 4;
