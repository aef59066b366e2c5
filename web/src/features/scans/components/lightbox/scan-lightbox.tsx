import { LazyPhotoLightbox } from '../../../landing/components/lightbox/lazy-photo-lightbox';
import type { PhotoSlide } from '../../../landing/components/lightbox/photo-slide';

/** What a scan needs to be a slide: both renditions, the hi-res pixel size and the film for the bottom bar. */
export interface LightboxScan {
  id: string;
  frame: number;
  width: number;
  height: number;
  thumbnailUrl: string;
  midResUrl?: string | null;
  hiResUrl?: string | null;
  filmBrand: string;
  filmModel: string;
  /** The exposure as logged (issue 27), for the bar: 'Leica M6 · Summicron 35 mm f/2 · f/8 · 1/250 s'. */
  exposure?: { summary: string } | null;
}

export function scanSlides(scans: readonly LightboxScan[]): PhotoSlide[] {
  return scans.map((scan) => ({
    id: scan.id,
    midResUrl: scan.midResUrl ?? scan.thumbnailUrl,
    // A share without downloads has no hi-res: 100% then shows the mid-res enlarged.
    hiResUrl: scan.hiResUrl ?? scan.midResUrl ?? scan.thumbnailUrl,
    width: scan.width,
    height: scan.height,
    alt: `Frame ${String(scan.frame).padStart(2, '0')}`,
    filmBrand: scan.filmBrand,
    filmModel: scan.filmModel,
    exposure: scan.exposure?.summary || null,
  }));
}

/**
 * The scans' full-screen viewer (spec §2 'Photo lightbox'): the community gallery's viewer — zoom cycling
 * 25/50/100% at scale 1/2/6 with the hi-res forced at 100%, the mid/hi-res toggle, slides 170 px shorter than
 * the screen, the film bar, looping, keyboard and swipe — loaded on first open.
 */
export function ScanLightbox({
  scans,
  index,
  open,
  onClose,
}: {
  scans: readonly LightboxScan[];
  index: number;
  open: boolean;
  onClose: () => void;
}) {
  return <LazyPhotoLightbox slides={scanSlides(scans)} index={index} open={open} onClose={onClose} />;
}
