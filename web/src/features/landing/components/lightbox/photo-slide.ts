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
