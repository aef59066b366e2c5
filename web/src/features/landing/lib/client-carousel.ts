import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';

export type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** Embla needs matchMedia, ResizeObserver and IntersectionObserver; without them the list stays a plain row. */
function browserCanCarousel(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    typeof ResizeObserver !== 'undefined' &&
    typeof IntersectionObserver !== 'undefined'
  );
}

/**
 * Embla, started only after mount and only where the browser has what it needs. The markup never depends
 * on it (a viewport ref adds no attributes), so the prerendered HTML and the first client render agree.
 */
export function useClientCarousel(options: CarouselOptions) {
  const [ready, setReady] = useState(false);
  const [viewportRef, api] = useEmblaCarousel(options);
  useEffect(() => setReady(browserCanCarousel()), []);
  return { viewportRef: ready ? viewportRef : undefined, api };
}

/** True once mounted in a browser that asks for reduced motion; false on the server and the first render. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
