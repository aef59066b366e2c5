import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/client-carousel';
import { distributeToLanes, GALLERY_LANES } from '../../lib/lanes';
import { useInView } from '../../lib/use-in-view';
import styles from './community-gallery.module.css';
import { coverStretch, GalleryEntry, imageSources, type Submission } from './gallery-entry';

/** A lane's frame is 4:5 (see .lanes .frame); about 235 px wide at the widest, 16vw below. */
const LANE_FRAME_ASPECT = 4 / 5;
/** First move after the gallery comes into view (or starts again), then one every CYCLE_MS per lane. */
export const FIRST_MOVE_MS = 2000;
export const CYCLE_MS = 6000;
/** Lanes start one after another in this order, STAGGER_MS apart, so two neighbours never move together. */
export const STAGGER_MS = 1200;
const LANE_ORDER = [0, 2, 4, 1, 3] as const;
/** The slide itself (keep in step with --lane-slide-ms in the CSS). */
const SLIDE_MS = 900;
/** A next photo that has not loaded in this long is skipped for now. */
const PRELOAD_TIMEOUT_MS = 20_000;

interface Entry {
  submission: Submission;
  index: number;
}

function laneSizes(submission: Submission): string {
  const k = coverStretch(submission, LANE_FRAME_ASPECT);
  return `(min-width: 1440px) ${Math.round(235 * k)}px, ${Math.round(16 * k)}vw`;
}

/** Fetches and decodes an image with the same srcset and sizes as its <img>, so showing it is instant. */
function preloadImage(source: { src: string; srcSet?: string; sizes?: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = window.setTimeout(() => reject(new Error('image took too long')), PRELOAD_TIMEOUT_MS);
    const settle = (loaded: boolean) => {
      window.clearTimeout(timer);
      if (loaded) resolve();
      else reject(new Error('image failed to load'));
    };
    image.decoding = 'async';
    if (source.sizes) image.sizes = source.sizes;
    if (source.srcSet) image.srcset = source.srcSet;
    image.src = source.src;
    if (typeof image.decode === 'function') {
      image.decode().then(
        () => settle(true),
        () => settle(false),
      );
    } else {
      image.onload = () => settle(true);
      image.onerror = () => settle(false);
    }
  });
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * One lane's loop: wait, load and decode the next photo, and only then slide the current one off. A photo
 * that fails to load is skipped this round. Stopping (off-screen, hidden tab, hover…) drops a pending load;
 * a slide already under way finishes.
 */
function useLaneCycle(entries: readonly Entry[], lane: number, running: boolean) {
  const count = entries.length;
  // `skip`: photos passed over since the last move because they would not load.
  const [state, setState] = useState<{ current: number; incoming: number | null; skip: number }>({
    current: 0,
    incoming: null,
    skip: 0,
  });
  const fresh = useRef(true);
  const current = count > 0 ? state.current % count : 0;
  const { incoming, skip } = state;

  useEffect(() => {
    if (!running) fresh.current = true;
  }, [running]);

  useEffect(() => {
    if (!running || count < 2 || incoming !== null) return;
    let live = true;
    const wait = fresh.current
      ? FIRST_MOVE_MS + STAGGER_MS * LANE_ORDER[lane % LANE_ORDER.length]!
      : CYCLE_MS;
    const timer = window.setTimeout(() => {
      fresh.current = false;
      const candidate = (current + 1 + skip) % count;
      const submission = entries[candidate]!.submission;
      preloadImage({ ...imageSources(submission), sizes: laneSizes(submission) }).then(
        () => {
          if (live) setState({ current, incoming: candidate, skip: 0 });
        },
        () => {
          if (live) setState({ current, incoming: null, skip: (skip + 1) % (count - 1) });
        },
      );
    }, wait);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [running, count, current, incoming, skip, lane, entries]);

  const finish = useCallback(() => {
    setState((s) => (s.incoming === null ? s : { current: s.incoming, incoming: null, skip: 0 }));
  }, []);
  // animationend is the signal; this stands in when it never comes (reduced motion, a background tab).
  useEffect(() => {
    if (incoming === null) return;
    const timer = window.setTimeout(finish, SLIDE_MS + 250);
    return () => window.clearTimeout(timer);
  }, [incoming, finish]);

  return { current, incoming, finish };
}

interface LaneProps {
  entries: readonly Entry[];
  lane: number;
  running: boolean;
  onOpen: (index: number) => void;
}

function Lane({ entries, lane, running, onOpen }: LaneProps) {
  const { current, incoming, finish } = useLaneCycle(entries, lane, running);
  const shown = entries[current];
  const next = incoming === null ? undefined : entries[incoming];
  const count = entries.length;
  return (
    <li
      className={styles.lane}
      aria-label={`Lane ${lane + 1} of ${GALLERY_LANES}, ${count} ${count === 1 ? 'photo' : 'photos'}`}
      data-direction={lane % 2 === 0 ? 'up' : 'down'}
    >
      <div className={styles.strip}>
        {shown ? (
          <div
            key={shown.submission.id}
            className={`${styles.cell} ${next ? styles.leaving : ''}`}
            aria-hidden={next ? true : undefined}
            inert={next ? true : undefined}
          >
            <GalleryEntry
              submission={shown.submission}
              index={shown.index}
              sizes={laneSizes(shown.submission)}
              onOpen={onOpen}
            />
          </div>
        ) : (
          <div className={`${styles.cell} ${styles.emptyCell}`} aria-hidden="true">
            <span className={styles.entry}>
              <span className={styles.frame} />
              <span className={styles.caption} />
            </span>
          </div>
        )}
        {next ? (
          <div
            key={next.submission.id}
            className={`${styles.cell} ${styles.entering}`}
            onAnimationEnd={(event) => {
              if (event.target === event.currentTarget) finish();
            }}
          >
            <GalleryEntry
              submission={next.submission}
              index={next.index}
              sizes={laneSizes(next.submission)}
              onOpen={onOpen}
              loading="eager"
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}

interface GalleryLanesProps {
  submissions: readonly Submission[];
  onOpen: (index: number) => void;
  /** Hold still (e.g. while the viewer covers the page). */
  paused?: boolean;
}

/**
 * Wide screens (spec §2): five lanes, submission i in lane i % 5, each cycling through its photos. Motion
 * stops for reduced-motion visitors, a hidden tab, a gallery out of view, a pointer or keyboard focus on
 * it, and the visitor's own Pause.
 */
export function GalleryLanes({ submissions, onOpen, paused = false }: GalleryLanesProps) {
  const lanes = useMemo(
    () => distributeToLanes(submissions.map((submission, index) => ({ submission, index }))),
    [submissions],
  );
  const listRef = useRef<HTMLUListElement>(null);
  const inView = useInView(listRef);
  const pageVisible = usePageVisible();
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const moves = !reducedMotion && lanes.some((lane) => lane.length > 1);
  const running = moves && inView && pageVisible && !stopped && !hovered && !focused && !paused;

  return (
    <div className={styles.lanes}>
      <ul
        ref={listRef}
        className={styles.laneList}
        aria-label="Community photo lanes"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {lanes.map((entries, lane) => (
          <Lane
            // biome-ignore lint/suspicious/noArrayIndexKey: the five lanes are fixed places.
            key={lane}
            entries={entries}
            lane={lane}
            running={running}
            onOpen={onOpen}
          />
        ))}
      </ul>
      <div className={styles.laneBar}>
        <p className={styles.laneNote}>
          {submissions.length} {submissions.length === 1 ? 'frame' : 'frames'} from the community
        </p>
        {moves ? (
          <button
            type="button"
            className={styles.motionToggle}
            aria-label={stopped ? 'Play gallery motion' : 'Pause gallery motion'}
            onClick={() => setStopped((s) => !s)}
          >
            <span className={styles.motionIcon} data-stopped={stopped || undefined} aria-hidden="true" />
            {stopped ? 'Play' : 'Pause'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
