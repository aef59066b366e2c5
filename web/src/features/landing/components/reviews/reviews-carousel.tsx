import { useCallback, useEffect, useRef, useState } from 'react';
import { type CarouselOptions, useClientCarousel } from '../../lib/client-carousel';
import { useInView } from '../../lib/use-in-view';
import { videoIdOf } from '../../lib/video-id';
import styles from './reviews-carousel.module.css';
import { REVIEWS, type Review } from './reviews-data';

const OPTIONS: CarouselOptions = {
  loop: true,
  align: 'start',
  // A near-instant move for visitors who ask for less motion.
  breakpoints: { '(prefers-reduced-motion: reduce)': { duration: 10 } },
};

/** The privacy-enhanced player, muted so browsers allow it to start on its own. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&mute=1&playsinline=1&rel=0`;
}

/**
 * A video review (spec §2): a poster drawn in CSS (the page's CSP allows no third-party images) until it is
 * pressed or scrolled into view (50 px early), then the autoplaying embedded player in the same box.
 */
function ReviewVideo({ videoId, review }: { videoId: string; review: Review }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [pressed, setPressed] = useState(false);
  const playing = useInView(boxRef, { rootMargin: '50px', once: true }) || pressed;

  return (
    <div ref={boxRef} className={styles.video}>
      {playing ? (
        <iframe
          className={styles.player}
          src={embedUrl(videoId)}
          title={`Video review by ${review.name}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          // The site sends no referrer; YouTube's player needs the page's origin to play.
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className={styles.poster}
          aria-label={`Play video review by ${review.name}`}
          onClick={() => setPressed(true)}
        >
          <span className={styles.posterEdge} aria-hidden="true">
            <span>Nice Film Club</span>
            <span>▸ Video review</span>
          </span>
          <span className={styles.posterName}>{review.name}</span>
          <span className={styles.posterCity}>{review.city}</span>
          <span className={styles.play} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= rating ? styles.starOn : styles.starOff} aria-hidden="true">
          ★
        </span>
      ))}
    </p>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function ReviewCard({ review }: { review: Review }) {
  const videoId = videoIdOf(review.video);
  return (
    <article className={`${styles.card} ${videoId ? styles.videoCard : ''}`}>
      {videoId ? <ReviewVideo videoId={videoId} review={review} /> : null}
      <Stars rating={review.rating} />
      <blockquote className={styles.quote}>
        <p>{review.text}</p>
      </blockquote>
      <footer className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(review.name)}
        </span>
        <span className={styles.who}>
          <span className={styles.name}>{review.name}</span>
          <span className={styles.city}>{review.city}</span>
        </span>
      </footer>
    </article>
  );
}

function Arrow({ back }: { back?: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {back ? <path d="M19 12H5M11 6l-6 6 6 6" /> : <path d="M5 12h14M13 6l6 6-6 6" />}
    </svg>
  );
}

/**
 * Customers' reviews in a looping carousel (spec §2): 4.3 cards on large screens, one on small (CSS widths),
 * previous/next buttons, swipe and drag. Video reviews play in place. The parent gives the section title.
 */
export function ReviewsCarousel({ reviews = REVIEWS }: { reviews?: readonly Review[] }) {
  const { viewportRef, api } = useClientCarousel(OPTIONS);
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => {
    if (api) setSelected(api.selectedScrollSnap());
  }, [api]);
  useEffect(() => {
    if (!api) return;
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onSelect]);
  const position = (n: number) => String(n).padStart(2, '0');

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="Customer reviews">
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {reviews.map((review, index) => (
            <li
              key={review.id}
              className={styles.slide}
              aria-label={`Review ${index + 1} of ${reviews.length}`}
            >
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        <p className={styles.count} aria-hidden="true">
          {position(selected + 1)} <span className={styles.countRule} /> {position(reviews.length)}
        </p>
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Previous review"
            onClick={() => api?.scrollPrev()}
          >
            <Arrow back />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Next review"
            onClick={() => api?.scrollNext()}
          >
            <Arrow />
          </button>
        </div>
      </div>
    </section>
  );
}
