import { type RefObject, useEffect, useState } from 'react';

interface InViewOptions {
  /** How far outside the viewport counts as in view (IntersectionObserver's rootMargin). */
  rootMargin?: string;
  /** True for good once seen (the observer then stops). */
  once?: boolean;
  /** The answer where IntersectionObserver does not exist. */
  fallback?: boolean;
}

/** Whether the element is within `rootMargin` of the viewport, from an IntersectionObserver. */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin, once = false, fallback = false }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false);
  const settled = once && inView;
  useEffect(() => {
    const element = ref.current;
    if (!element || settled) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(fallback);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some((entry) => entry.isIntersecting);
        if (once && !seen) return;
        setInView(seen);
        if (once) observer.disconnect();
      },
      rootMargin ? { rootMargin } : undefined,
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once, fallback, settled]);
  return inView;
}
