import { type RefObject, useEffect, useRef, useState } from 'react';
import { isHeaderSolid, isRevealed } from './scroll-rules';

/** Runs `onScroll` on scroll and resize, at most once a frame, and once at mount. */
export function useScrollListener(onScroll: () => void, enabled = true): void {
  const latest = useRef(onScroll);
  latest.current = onScroll;
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        latest.current();
      });
    };
    latest.current();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled]);
}

/** True once the page has scrolled past the landing header's threshold (spec §2: 127 px). */
export function useHeaderSolid(enabled: boolean): boolean {
  const [solid, setSolid] = useState(false);
  useScrollListener(() => setSolid(isHeaderSolid(window.scrollY)), enabled);
  return enabled && solid;
}

/**
 * One-way reveal of a section's title and points (spec §2): false until the scroll passes the element's top
 * minus 350 px, then true for good. Server render and hydration start hidden; without scripts nothing hides
 * (the CSS only hides under html.js).
 */
export function useReveal<T extends HTMLElement>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(false);
  useScrollListener(() => {
    const element = ref.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY;
    if (isRevealed(false, window.scrollY, top)) setRevealed(true);
  }, !revealed);
  return [ref, revealed];
}

/** The id of the section nearest the top of the viewport (for the side navigation and the selector). */
export function useCurrentSection(ids: readonly string[]): number {
  const [current, setCurrent] = useState(0);
  useScrollListener(() => {
    const line = window.innerHeight * 0.35;
    let index = 0;
    ids.forEach((id, i) => {
      const element = document.getElementById(id);
      if (element && element.getBoundingClientRect().top <= line) index = i;
    });
    setCurrent(index);
  });
  return current;
}

/** Scrolls smoothly to a section (instantly when the visitor prefers reduced motion) and moves focus there. */
export function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
  element.focus({ preventScroll: true });
}
