/** The lightbox's zoom levels (spec §2): 25% → 50% → 100% → 25%…, rendered at scale 1, 2 and 6. */
export const ZOOM_LEVELS = [
  { label: '25%', scale: 1 },
  { label: '50%', scale: 2 },
  { label: '100%', scale: 6 },
] as const;

export type ZoomIndex = 0 | 1 | 2;

/** The zoom level after one press of the zoom button; the last wraps to the first. */
export function nextZoom(index: ZoomIndex): ZoomIndex {
  return ((index + 1) % ZOOM_LEVELS.length) as ZoomIndex;
}

/** Reaching 100% forces the hi-res image; otherwise the viewer's own mid-res/hi-res choice stands. */
export function showsHiRes(index: ZoomIndex, hiResChosen: boolean): boolean {
  return ZOOM_LEVELS[index].scale === 6 || hiResChosen;
}

/** Space kept for the bottom bar and controls (spec §2: slide height = screen height − 170 px). */
export const LIGHTBOX_CHROME_PX = 170;

export function slideHeight(screenHeight: number): number {
  return Math.max(0, screenHeight - LIGHTBOX_CHROME_PX);
}
