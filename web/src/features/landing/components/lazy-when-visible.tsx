import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import styles from './landing.module.css';

/**
 * Loads a below-the-fold component (and its libraries) only when it comes within `margin` of the viewport,
 * so the landing page's first load carries only what the first screen needs. Until then, and in the
 * prerendered HTML, a placeholder of `minHeight` holds its place so nothing shifts.
 */
export function LazyWhenVisible({
  load,
  minHeight,
  className,
  label,
  margin = '600px',
}: {
  load: () => Promise<{ default: ComponentType }>;
  /** The loaded part's height (or a class that sets it per screen width), so nothing moves when it arrives. */
  minHeight?: string;
  className?: string;
  label: string;
  margin?: string;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [Component, setComponent] = useState<ComponentType | null>(null);
  const loadRef = useRef(load);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const start = () => setComponent(() => lazy(loadRef.current));
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);

  const placeholder: ReactNode = (
    <div
      className={`${styles.placeholder} ${className ?? ''}`}
      style={minHeight ? { minHeight } : undefined}
      role="status"
      aria-label={label}
    />
  );
  return (
    <div ref={holder}>
      {Component ? <Suspense fallback={placeholder}>{<Component />}</Suspense> : placeholder}
    </div>
  );
}
