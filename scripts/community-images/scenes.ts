// The demo community photographs: procedurally painted, film-like scenes (no downloaded pictures, so no licences).
// Each entry becomes lab/assets/community/<name>-thumb.webp, -mid.webp and -hi.jpg; lab/db/seed/community-data.ts
// names them (keep the portrait flags in step).

export type Rgb = readonly [number, number, number];

export type Terrain = 'mountains' | 'hills' | 'sea' | 'desert' | 'city' | 'forest';

/** How the "stock" renders colour: warm portrait film, saturated slide-like film, or black and white. */
export type FilmLook = 'warm' | 'vivid' | 'cool' | 'mono' | 'tungsten';

export interface Scene {
  name: string;
  portrait: boolean;
  seed: number;
  terrain: Terrain;
  look: FilmLook;
  skyTop: Rgb;
  skyHorizon: Rgb;
  /** The nearest land colour; farther ridges fade toward the horizon colour. */
  land: Rgb;
  /** Sun position as fractions of the frame (x, y) and its colour; y > 1 keeps it below the frame. */
  sun: { x: number; y: number; color: Rgb; size: number };
  /** Horizon height as a fraction of the frame from the top. */
  horizon: number;
}

type Row = [number, Terrain, FilmLook, boolean, Rgb, Rgb, Rgb, [number, number, number], Rgb, number];

// number, terrain, look, portrait, sky top, sky at the horizon, land, sun [x, y, size], sun colour, horizon
// biome-ignore format: one scene a line reads as a table
const ROWS: Row[] = [
  [1, 'mountains', 'warm', false, [38, 64, 120], [248, 180, 120], [40, 44, 58], [0.7, 0.5, 0.05], [255, 210, 150], 0.58],
  [2, 'sea', 'vivid', false, [20, 80, 160], [150, 200, 235], [30, 70, 110], [0.3, 0.2, 0.03], [255, 250, 230], 0.5],
  [3, 'desert', 'warm', true, [70, 110, 180], [245, 200, 160], [190, 110, 70], [0.5, 0.3, 0.04], [255, 240, 210], 0.62],
  [4, 'city', 'tungsten', false, [16, 20, 52], [210, 110, 90], [18, 18, 28], [0.2, 0.62, 0.06], [255, 150, 90], 0.66],
  [5, 'forest', 'cool', true, [120, 150, 170], [210, 220, 215], [30, 56, 44], [0.6, 1.4, 0.1], [255, 255, 255], 0.48],
  [6, 'hills', 'warm', false, [110, 150, 200], [250, 225, 180], [90, 110, 50], [0.15, 0.45, 0.05], [255, 225, 170], 0.58],
  [7, 'mountains', 'mono', true, [60, 60, 60], [200, 200, 200], [35, 35, 35], [0.4, 0.25, 0.03], [255, 255, 255], 0.55],
  [8, 'sea', 'warm', false, [90, 60, 110], [250, 160, 110], [60, 50, 80], [0.5, 0.48, 0.07], [255, 190, 120], 0.52],
  [9, 'city', 'cool', true, [70, 100, 140], [200, 210, 220], [40, 46, 58], [0.8, 0.15, 0.04], [255, 250, 240], 0.7],
  [10, 'desert', 'vivid', false, [10, 60, 160], [130, 190, 240], [210, 120, 60], [0.85, 0.12, 0.03], [255, 255, 240], 0.6],
  [11, 'forest', 'warm', false, [150, 140, 120], [240, 200, 140], [50, 60, 30], [0.25, 0.5, 0.08], [255, 200, 120], 0.55],
  [12, 'hills', 'mono', false, [90, 90, 90], [225, 225, 225], [60, 60, 60], [0.6, 0.3, 0.04], [255, 255, 255], 0.58],
  [13, 'mountains', 'cool', false, [60, 90, 140], [200, 215, 235], [70, 80, 100], [0.5, 1.3, 0.1], [255, 255, 255], 0.6],
  [14, 'sea', 'mono', true, [40, 40, 40], [190, 190, 190], [20, 20, 20], [0.55, 0.35, 0.05], [255, 255, 255], 0.56],
  [15, 'city', 'warm', false, [60, 90, 150], [250, 200, 150], [50, 44, 50], [0.65, 0.55, 0.05], [255, 210, 160], 0.64],
  [16, 'desert', 'tungsten', true, [30, 30, 70], [230, 130, 100], [120, 60, 50], [0.4, 0.58, 0.07], [255, 160, 100], 0.64],
  [17, 'hills', 'vivid', true, [30, 110, 200], [170, 215, 245], [60, 130, 50], [0.7, 0.15, 0.035], [255, 255, 235], 0.5],
  [18, 'forest', 'mono', false, [100, 100, 100], [215, 215, 215], [40, 40, 40], [0.3, 1.2, 0.1], [255, 255, 255], 0.5],
  [19, 'sea', 'cool', false, [80, 120, 160], [220, 230, 235], [50, 80, 100], [0.8, 0.3, 0.04], [255, 255, 250], 0.45],
  [20, 'mountains', 'vivid', false, [20, 40, 110], [255, 140, 80], [30, 26, 50], [0.35, 0.55, 0.06], [255, 170, 90], 0.6],
  [21, 'city', 'mono', false, [50, 50, 50], [180, 180, 180], [25, 25, 25], [0.5, 0.2, 0.04], [255, 255, 255], 0.68],
  [22, 'desert', 'cool', false, [120, 150, 190], [230, 220, 210], [170, 140, 120], [0.2, 0.25, 0.04], [255, 250, 240], 0.58],
  [23, 'hills', 'tungsten', false, [40, 30, 80], [240, 150, 120], [50, 40, 50], [0.8, 0.56, 0.06], [255, 170, 120], 0.6],
  [24, 'forest', 'vivid', true, [60, 130, 190], [200, 230, 220], [20, 90, 50], [0.5, 0.1, 0.04], [255, 255, 240], 0.55],
  [25, 'sea', 'tungsten', true, [20, 24, 60], [200, 100, 120], [20, 30, 60], [0.45, 0.5, 0.06], [255, 170, 140], 0.55],
];

export const SCENES: Scene[] = ROWS.map(
  ([n, terrain, look, portrait, skyTop, skyHorizon, land, [x, y, size], color, horizon]) => ({
    name: `community-${String(n).padStart(2, '0')}`,
    portrait,
    seed: n * 7919,
    terrain,
    look,
    skyTop,
    skyHorizon,
    land,
    sun: { x, y, color, size },
    horizon,
  }),
);

/** Pixel sizes of the three renditions: the long side of each. */
export const RENDITIONS = { thumb: 300, mid: 1200, hi: 2400 } as const;
