import { useCallback, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { CommunityGalleryQuery } from '../../api/community-gallery';
import { GALLERY_LANES } from '../../lib/lanes';
import { LazyPhotoLightbox } from '../lightbox/lazy-photo-lightbox';
import styles from './community-gallery.module.css';
import { toSlide } from './gallery-entry';
import { GalleryLanes } from './gallery-lanes';
import { GallerySwipe } from './gallery-swipe';

const ERROR_MESSAGE = 'Community photos could not load just now.';
const EMPTY_MESSAGE = 'New community picks are on their way.';

/**
 * The community gallery (spec §2): customers' selected photos in five cycling lanes on wide screens and a
 * swipe list on small ones (CSS decides, so the prerendered HTML needs no screen size); any photo opens the
 * viewer. The parent gives the section and its title.
 */
export function CommunityGallery() {
  const [{ data, error }] = useQuery({ query: CommunityGalleryQuery });
  const submissions = data?.socialSubmissions.submissions;
  const slides = useMemo(() => (submissions ?? []).map(toSlide), [submissions]);
  const [viewer, setViewer] = useState({ open: false, index: 0 });
  const open = useCallback((index: number) => setViewer({ open: true, index }), []);
  const close = useCallback(() => setViewer((v) => ({ ...v, open: false })), []);

  if (!submissions?.length) {
    const message = data ? EMPTY_MESSAGE : error ? ERROR_MESSAGE : undefined;
    return <GalleryPlaceholder message={message} />;
  }
  return (
    <div className={styles.gallery}>
      <GalleryLanes submissions={submissions} onOpen={open} paused={viewer.open} />
      <GallerySwipe submissions={submissions} onOpen={open} />
      <LazyPhotoLightbox slides={slides} index={viewer.index} open={viewer.open} onClose={close} />
    </div>
  );
}

function GhostEntry() {
  return (
    <span className={`${styles.entry} ${styles.ghost}`}>
      <span className={styles.frame} />
      <span className={styles.caption}>
        <span className={styles.ghostLine} />
        <span className={styles.ghostLine} />
      </span>
    </span>
  );
}

/** The gallery's own footprint with empty frames: nothing below moves when the photos arrive (or don't). */
function GalleryPlaceholder({ message }: { message?: string }) {
  return (
    <div
      className={styles.gallery}
      aria-busy={message ? undefined : true}
      data-settled={message ? true : undefined}
    >
      <div className={styles.lanes} aria-hidden="true">
        <div className={styles.laneList}>
          {Array.from({ length: GALLERY_LANES }, (_, lane) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lanes.
            <div key={lane} className={styles.lane}>
              <div className={styles.strip}>
                <div className={styles.cell}>
                  <GhostEntry />
                </div>
              </div>
            </div>
          ))}
        </div>
        <div className={styles.laneBar} />
      </div>
      <div className={styles.swipe} aria-hidden="true">
        <div className={styles.swipeViewport}>
          <div className={styles.swipeTrack}>
            {[0, 1].map((slide) => (
              <div key={slide} className={styles.swipeSlide}>
                <div className={styles.cell}>
                  <GhostEntry />
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
      {message ? (
        <p className={styles.message} role="status">
          <span>{message}</span>
        </p>
      ) : (
        <p className="visually-hidden" role="status">
          Loading community photos…
        </p>
      )}
    </div>
  );
}
