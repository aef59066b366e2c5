/** One photo in the lightbox: both renditions, its pixel size (the hi-res image's) and what the bottom bar says. */
export interface PhotoSlide {
  id: string;
  midResUrl: string;
  hiResUrl: string;
  width: number;
  height: number;
  alt: string;
  filmBrand: string;
  filmModel: string;
  /** The exposure as logged ('Leica M6 · Summicron 35 mm f/2 · f/8 · 1/250 s'), shown before the film. */
  exposure?: string | null;
  /** Shown in the bottom bar; optional for photos that are not a customer's. */
  handle?: string;
}

export interface PhotoLightboxProps {
  slides: readonly PhotoSlide[];
  /** The slide shown when the lightbox opens. */
  index: number;
  open: boolean;
  onClose: () => void;
}
