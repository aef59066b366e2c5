import { type ComponentType, useEffect, useState } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import styles from './lazy-photo-lightbox.module.css';
import type { PhotoLightboxProps } from './photo-slide';

// The viewer library and its CSS are a chunk of their own, fetched on first open (or when a visitor points
// at a photo), so the landing page's first load never carries them.
let loading: Promise<ComponentType<PhotoLightboxProps>> | undefined;
function loadViewer() {
  loading ??= import('./photo-lightbox').then(
    (module) => module.PhotoLightbox,
    (error: unknown) => {
      loading = undefined; // a later open tries again
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the viewer ahead of a click (hover, focus); harmless to call often. */
export function preloadPhotoLightbox(): void {
  loadViewer().catch(() => undefined);
}

/**
 * PhotoLightbox, loaded the first time it opens, with a darkroom-coloured cover and a spinner meanwhile.
 * If the chunk cannot load (offline), the cover goes away again and the page stays as it was.
 */
export function LazyPhotoLightbox(props: PhotoLightboxProps) {
  const { open, onClose } = props;
  const [Viewer, setViewer] = useState<ComponentType<PhotoLightboxProps> | null>(null);
  useEffect(() => {
    if (!open || Viewer) return;
    let current = true;
    loadViewer().then(
      (component) => current && setViewer(() => component),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [open, Viewer, onClose]);

  if (Viewer) return <Viewer {...props} />;
  if (!open) return null;
  return (
    <div className={styles.cover} role="status">
      <Spinner size={28} />
      <span className="visually-hidden">Opening photo…</span>
    </div>
  );
}
