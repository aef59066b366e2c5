import { type CarouselOptions, useClientCarousel } from '../../lib/client-carousel';
import styles from './community-gallery.module.css';
import { coverStretch, GalleryEntry, type Submission } from './gallery-entry';

/** Square frames, each slide 1/1.1 of the width (spec §2: 1.1 slides on small screens). */
const SWIPE_FRAME_ASPECT = 1;
const OPTIONS: CarouselOptions = {
  align: 'start',
  containScroll: 'trimSnaps',
  // Wide screens show the lanes instead; the list is hidden there and embla rests.
  breakpoints: { '(min-width: 768px)': { active: false } },
};

function swipeSizes(submission: Submission): string {
  return `${Math.round(88 * coverStretch(submission, SWIPE_FRAME_ASPECT))}vw`;
}

interface GallerySwipeProps {
  submissions: readonly Submission[];
  onOpen: (index: number) => void;
}

/** Small screens: every submission in one swipeable row, the next photo peeking in at the edge. */
export function GallerySwipe({ submissions, onOpen }: GallerySwipeProps) {
  const { viewportRef } = useClientCarousel(OPTIONS);
  return (
    <section className={styles.swipe} aria-roledescription="carousel" aria-label="Community photos">
      <div className={styles.swipeViewport} ref={viewportRef}>
        <ul className={styles.swipeTrack}>
          {submissions.map((submission, index) => (
            <li key={submission.id} className={styles.swipeSlide}>
              <div className={styles.cell}>
                <GalleryEntry
                  submission={submission}
                  index={index}
                  sizes={swipeSizes(submission)}
                  onOpen={onOpen}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
