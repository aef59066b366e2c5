import type { Border, Orientation } from './local-prints';

/**
 * The print preview's geometry: the paper at its size's aspect ratio (turned for landscape), the white border at
 * the same scale on every side, and the picture filling what is left (cropped to it, as the lab prints it).
 */
export interface PrintLayout {
  /** Paper size in inches as placed. */
  paperWidth: number;
  paperHeight: number;
  /** The border as a fraction of the paper's width and height: what the preview's CSS insets are. */
  insetX: number;
  insetY: number;
  /** The picture area in inches. */
  imageWidth: number;
  imageHeight: number;
}

export function printLayout(
  size: { width: number; height: number },
  border: Border,
  orientation: Orientation,
): PrintLayout {
  const short = Math.min(size.width, size.height);
  const long = Math.max(size.width, size.height);
  const paperWidth = orientation === 'LANDSCAPE' ? long : short;
  const paperHeight = orientation === 'LANDSCAPE' ? short : long;
  return {
    paperWidth,
    paperHeight,
    insetX: border / paperWidth,
    insetY: border / paperHeight,
    imageWidth: paperWidth - 2 * border,
    imageHeight: paperHeight - 2 * border,
  };
}

/** The orientation a picture suggests: wider than tall prints landscape. */
export function orientationOf(
  width: number | null | undefined,
  height: number | null | undefined,
): Orientation {
  return width && height && width > height ? 'LANDSCAPE' : 'PORTRAIT';
}

/** '1/4 in' for a border, 'Borderless' for none: how the choices and the cart name it. */
export function borderLabel(border: number): string {
  if (border === 0) return 'Borderless';
  const fractions: Record<number, string> = { 0.125: '1/8', 0.25: '1/4', 0.5: '1/2' };
  return `${fractions[border] ?? String(border)} in white border`;
}

/** How sharp the print will be: pixels per inch across the picture area (the lower of the two sides). */
export function pixelsPerInch(
  picture: { width: number; height: number },
  layout: Pick<PrintLayout, 'imageWidth' | 'imageHeight'>,
): number {
  const pictureLong = Math.max(picture.width, picture.height);
  const pictureShort = Math.min(picture.width, picture.height);
  const areaLong = Math.max(layout.imageWidth, layout.imageHeight);
  const areaShort = Math.min(layout.imageWidth, layout.imageHeight);
  return Math.floor(Math.min(pictureLong / areaLong, pictureShort / areaShort));
}
