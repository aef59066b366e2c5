import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Spec §9: a page slides in over 750 ms; spec §2: backwards when going back. */
export const PAGE_TRANSITION_MS = 750;
const SHIFT_PX = 48;

export type SlideDirection = 'forward' | 'back';

/**
 * Which way the next page slides, from the history entries' positions (React Router keeps `idx` in each entry): to an
 * earlier entry (Back) it comes from the left, otherwise from the right. The first page of a visit does not move.
 */
export function slideDirection(previousIdx: number | null, nextIdx: number | null): SlideDirection | null {
  if (previousIdx === null) return null;
  if (nextIdx !== null && nextIdx < previousIdx) return 'back';
  return 'forward';
}

/** The slide's frames: forward from the right, back from the left, settling where the page belongs. */
export function slideFrames(direction: SlideDirection): Keyframe[] {
  const from = direction === 'forward' ? SHIFT_PX : -SHIFT_PX;
  return [
    { transform: `translateX(${from}px)`, opacity: 0.35 },
    { transform: 'translateX(0)', opacity: 1 },
  ];
}

const historyIdx = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Slides `target` (the layout's main) in on every change of page, backwards when going back; nothing on the first
 * page, nothing under prefers-reduced-motion. The animation leaves no style behind once it ends.
 */
export function usePageTransition(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef<{ pathname: string; idx: number | null } | null>(null);
  const running = useRef<Animation | null>(null);
  useEffect(() => {
    const idx = historyIdx();
    const before = previous.current;
    previous.current = { pathname, idx };
    if (!before || before.pathname === pathname) return;
    const direction = slideDirection(before.idx ?? 0, idx);
    const element = target.current;
    if (!direction || !element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // A page left mid-slide stops sliding: the new one starts from its own frame.
    running.current?.cancel();
    // While it slides, the page's edge is clipped, so the shifted page never makes the document scroll sideways.
    const holder = element.parentElement;
    if (holder) holder.style.overflowX = 'clip';
    const animation = element.animate(slideFrames(direction), {
      duration: PAGE_TRANSITION_MS,
      easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
    });
    const settle = () => {
      if (running.current !== animation) return;
      running.current = null;
      if (holder) holder.style.overflowX = '';
    };
    animation.addEventListener('finish', settle);
    animation.addEventListener('cancel', settle);
    running.current = animation;
  }, [pathname, target]);
}
