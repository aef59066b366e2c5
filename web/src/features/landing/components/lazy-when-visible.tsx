import { type ComponentType, lazy, type ReactNode, Suspense, useRef } from 'react';
import { useInView } from '../lib/use-in-view';
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
  const near = useInView(holder, { rootMargin: margin, once: true, fallback: true });
  // One lazy component for good, made the first render the holder is near (`load` is read once).
  const component = useRef<ComponentType | null>(null);
  if (near && !component.current) component.current = lazy(load);
  const Component = component.current;

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
