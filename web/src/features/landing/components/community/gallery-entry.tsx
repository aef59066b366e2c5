import type { CommunityGalleryQuery } from '../../../../gql/graphql';
import { preloadPhotoLightbox } from '../lightbox/lazy-photo-lightbox';
import type { PhotoSlide } from '../lightbox/photo-slide';
import styles from './community-gallery.module.css';

export type Submission = CommunityGalleryQuery['socialSubmissions']['submissions'][number];

/** The lab's renditions by their long side (docs/lab-behaviour.md): thumbnail 300 px, mid-res 1200 px. */
const THUMB_LONG_SIDE = 300;
const MID_LONG_SIDE = 1200;

function altText(submission: Submission): string {
  return `Photo by ${submission.handle}, shot on ${submission.filmBrand} ${submission.filmModel}`;
}

export function toSlide(submission: Submission): PhotoSlide {
  return {
    id: submission.id,
    midResUrl: submission.midResUrl,
    hiResUrl: submission.hiResUrl,
    width: submission.width,
    height: submission.height,
    alt: altText(submission),
    filmBrand: submission.filmBrand,
    filmModel: submission.filmModel,
    handle: submission.handle,
  };
}

/** Thumbnail and mid-res as a srcset, so the browser takes the small file wherever it is sharp enough. */
export function imageSources(submission: Submission) {
  const { width, height } = submission;
  const widthAt = (longSide: number) =>
    Math.max(1, Math.round(width >= height ? longSide : (longSide * width) / height));
  return {
    src: submission.midResUrl,
    srcSet: `${submission.thumbnailUrl} ${widthAt(THUMB_LONG_SIDE)}w, ${submission.midResUrl} ${widthAt(MID_LONG_SIDE)}w`,
  };
}

/**
 * How much wider than its frame a photo is drawn when cropped to fill it (object-fit: cover): a landscape
 * photo in a portrait frame needs more pixels than the frame's width, so `sizes` asks for them.
 */
export function coverStretch(submission: Submission, frameAspect: number): number {
  return Math.max(1, submission.width / submission.height / frameAspect);
}

interface GalleryEntryProps {
  submission: Submission;
  /** Its place in the whole gallery: the slide the viewer opens at. */
  index: number;
  sizes: string;
  onOpen: (index: number) => void;
  loading?: 'lazy' | 'eager';
}

/** One photo, its handle and its film; pressing it opens the viewer at this photo. */
export function GalleryEntry({ submission, index, sizes, onOpen, loading = 'lazy' }: GalleryEntryProps) {
  const { src, srcSet } = imageSources(submission);
  return (
    <button
      type="button"
      className={styles.entry}
      aria-label={`Open photo by ${submission.handle}, shot on ${submission.filmBrand} ${submission.filmModel}`}
      onClick={() => onOpen(index)}
      onPointerEnter={preloadPhotoLightbox}
      onFocus={preloadPhotoLightbox}
    >
      <span className={styles.frame}>
        <img
          className={styles.photo}
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          width={submission.width}
          height={submission.height}
          alt={altText(submission)}
          loading={loading}
          decoding="async"
          draggable={false}
        />
      </span>
      <span className={styles.caption}>
        <span className={styles.handle}>{submission.handle}</span>
        <span className={styles.film}>
          {submission.filmBrand} {submission.filmModel}
        </span>
      </span>
    </button>
  );
}
