import { useMemo, useState } from 'react';
import Lightbox, {
  type RenderSlideProps,
  type Slide,
  useLightboxState,
  type ZoomRef,
} from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
// The library's stylesheet travels in this chunk's CSS (before ours, which overrides it); Vite's loader waits for
// it when the chunk is imported, so the viewer never shows unstyled.
import 'yet-another-react-lightbox/styles.css';
import {
  LIGHTBOX_CHROME_PX,
  nextZoom,
  showsHiRes,
  slideHeight,
  ZOOM_LEVELS,
  type ZoomIndex,
} from '../../lib/lightbox-zoom';
import styles from './photo-lightbox.module.css';
import type { PhotoLightboxProps, PhotoSlide } from './photo-slide';

/** Of the 170 px the slide leaves free (spec §2), the toolbar takes the top and the film bar the rest. */
const TOOLBAR_PX = 64;
const BAR_PX = LIGHTBOX_CHROME_PX - TOOLBAR_PX;

const LABELS = {
  Lightbox: 'Photo viewer',
  'Photo gallery': 'Community photos',
  Carousel: 'carousel',
  Slide: 'photo',
  Previous: 'Previous photo',
  Next: 'Next photo',
  Close: 'Close photo viewer',
};

/** The zoom level closest to the library's own zoom (after a pinch, a double-click or a clamp). */
function closestLevel(zoom: number): ZoomIndex {
  let best: ZoomIndex = 0;
  ZOOM_LEVELS.forEach((level, index) => {
    if (Math.abs(level.scale - zoom) < Math.abs(ZOOM_LEVELS[best].scale - zoom)) best = index as ZoomIndex;
  });
  return best;
}

/** The photo's size inside the slide at 1×: as large as fits, never beyond its own pixels (as the library sizes it). */
function fitToSlide(photo: PhotoSlide, rect: { width: number; height: number }) {
  const box = { width: rect.width, height: Math.min(rect.height, slideHeight(window.innerHeight)) };
  const scale = Math.min(box.width / photo.width, box.height / photo.height, 1);
  return { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
}

/**
 * The full-screen viewer (spec §2): swipe, arrows and Escape from yet-another-react-lightbox, looping; a zoom
 * button cycling 25% → 50% → 100% (scale 1, 2, 6; 100% shows the hi-res image), a mid-res/hi-res toggle, and a
 * film bar with brand, model and handle. Loaded on first open only (see lazy-photo-lightbox.tsx).
 */
export function PhotoLightbox({ slides, index, open, onClose }: PhotoLightboxProps) {
  const [zoom, setZoom] = useState<ZoomIndex>(0);
  const [hiResChosen, setHiResChosen] = useState(false);
  const hiRes = showsHiRes(zoom, hiResChosen);
  const forcedHiRes = hiRes && !hiResChosen;

  // The library's slide keeps the mid-res src whatever is shown: its zoom resets whenever that src changes.
  const { librarySlides, bySrc } = useMemo(() => {
    const bySrc = new Map<string, PhotoSlide>();
    const librarySlides: Slide[] = slides.map((photo) => {
      bySrc.set(photo.midResUrl, photo);
      return { src: photo.midResUrl, width: photo.width, height: photo.height, alt: photo.alt };
    });
    return { librarySlides, bySrc };
  }, [slides]);

  const renderSlide = ({ slide, offset, rect }: RenderSlideProps) => {
    const photo = 'src' in slide ? bySrc.get(slide.src) : undefined;
    if (!photo) return undefined;
    return <PhotoFrame photo={photo} size={fitToSlide(photo, rect)} hiRes={offset === 0 && hiRes} />;
  };

  const renderZoomButton = (zoomRef: ZoomRef) => {
    const next = nextZoom(zoom);
    return (
      <button
        key="zoom"
        type="button"
        className={`yarl__button ${styles.textButton}`}
        aria-label={`Zoom ${ZOOM_LEVELS[zoom].label}`}
        title={`Zoom to ${ZOOM_LEVELS[next].label}`}
        onClick={() => {
          setZoom(next);
          zoomRef.changeZoom(ZOOM_LEVELS[next].scale);
        }}
      >
        <MagnifierIcon />
        <span className={styles.level}>{ZOOM_LEVELS[zoom].label}</span>
      </button>
    );
  };

  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={librarySlides}
      plugins={[Zoom]}
      labels={LABELS}
      className={styles.lightbox}
      carousel={{ finite: false, padding: 0, spacing: '10%', preload: 1 }}
      // Scale 6 must be reachable whatever the photo's size on screen: allow six image pixels per screen pixel.
      zoom={{ maxZoomPixelRatio: ZOOM_LEVELS[2].scale, scrollToZoom: false }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      styles={{ container: { padding: `${TOOLBAR_PX}px 0 ${BAR_PX}px` } }}
      toolbar={{
        buttons: [
          <button
            key="resolution"
            type="button"
            className={`yarl__button ${styles.textButton}`}
            aria-pressed={hiRes}
            disabled={forcedHiRes}
            title={forcedHiRes ? '100% always shows the hi-res scan' : undefined}
            onClick={() => setHiResChosen((chosen) => !chosen)}
          >
            <span className={styles.lamp} aria-hidden="true" />
            Hi-res
          </button>,
          'zoom',
          'close',
        ],
      }}
      render={{
        slide: renderSlide,
        buttonZoom: renderZoomButton,
        controls: () => <FilmBar slides={slides} />,
      }}
      on={{
        // The library puts a new slide at scale 1.
        view: () => setZoom(0),
        zoom: ({ zoom: scale }) => setZoom(closestLevel(scale)),
      }}
    />
  );
}

function PhotoFrame({
  photo,
  size,
  hiRes,
}: {
  photo: PhotoSlide;
  size: { width: number; height: number };
  hiRes: boolean;
}) {
  const [loadedHiRes, setLoadedHiRes] = useState<string | null>(null);
  const hiResReady = loadedHiRes === photo.hiResUrl;
  return (
    <div className={styles.frame} style={size}>
      <img
        className={`yarl__slide_image ${styles.image}`}
        src={photo.midResUrl}
        alt={hiRes ? '' : photo.alt}
        width={photo.width}
        height={photo.height}
        draggable={false}
        decoding="async"
      />
      {hiRes ? (
        <img
          className={`yarl__slide_image ${styles.image} ${styles.hiRes}`}
          data-ready={hiResReady || undefined}
          src={photo.hiResUrl}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          draggable={false}
          decoding="async"
          onLoad={() => setLoadedHiRes(photo.hiResUrl)}
        />
      ) : null}
      {hiRes && !hiResReady ? (
        <span className={styles.loading} role="status">
          Loading hi-res…
        </span>
      ) : null}
    </div>
  );
}

/** The bottom bar, printed like a film's edge: brand and model, the photographer, the frame number. */
function FilmBar({ slides }: { slides: readonly PhotoSlide[] }) {
  const { currentIndex } = useLightboxState();
  const photo = slides[currentIndex];
  if (!photo) return null;
  const frame = (n: number) => String(n).padStart(2, '0');
  return (
    <div className={styles.bar} style={{ height: BAR_PX }}>
      <div className={styles.barInner}>
        <p className={photo.exposure ? `${styles.film} ${styles.logged}` : styles.film}>
          {photo.exposure ? <span>{photo.exposure} · </span> : null}
          <span className={styles.brand}>{photo.filmBrand}</span> <span>{photo.filmModel}</span>
        </p>
        {photo.handle ? <p className={styles.handle}>{photo.handle}</p> : null}
        <p className={styles.counter}>
          <span className="visually-hidden">Photo </span>
          {frame(currentIndex + 1)}
          <span aria-hidden="true"> / </span>
          <span className="visually-hidden"> of </span>
          {frame(slides.length)}
        </p>
      </div>
    </div>
  );
}

function MagnifierIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </svg>
  );
}
