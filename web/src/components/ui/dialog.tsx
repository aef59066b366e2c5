import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';

interface DialogProps {
  /** Mounted while open: closing unmounts the content, so each opening starts fresh. */
  open: boolean;
  onClose: () => void;
  /** The heading that names the dialog for screen readers. */
  title: ReactNode;
  /** A line under the title, read with it when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  /**
   * Where focus goes on closing when the control that opened the dialog has gone meanwhile (an item of a menu
   * that closed as the dialog opened).
   */
  fallbackFocus?: () => HTMLElement | null;
  /** 'drawer': full height along the right edge (the cart), instead of centred. */
  variant?: 'dialog' | 'drawer';
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (the focus trap)
 * and puts the dialog in the top layer; Escape, the close button and a click on the backdrop close it; focus
 * returns to what had it before. 580 px wide, 312 px on small screens (spec §9).
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  fallbackFocus,
  variant = 'dialog',
}: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Read at closing time, so the latest callbacks win without reopening the dialog.
  const latest = useRef({ onClose, fallbackFocus });
  latest.current = { onClose, fallbackFocus };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (the component tests) has no showModal; the open attribute still shows the dialog there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      // The opener may have gone with a menu that closed (focus then sits on <body>).
      const usable = opener && opener !== document.body && opener.isConnected;
      const target = usable ? opener : latest.current.fallbackFocus?.();
      target?.focus();
    };
  }, []);

  // Escape fires `cancel`; the parent decides, so the element never closes itself behind React's back.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    latest.current.onClose();
  };
  // A click whose target is the <dialog> itself landed on the backdrop (the content fills the box).
  const pressedBackdrop = useRef(false);
  const onMouseDown = (event: MouseEvent) => {
    pressedBackdrop.current = event.target === ref.current;
  };
  const onClick = (event: MouseEvent) => {
    if (pressedBackdrop.current && event.target === ref.current) latest.current.onClose();
    pressedBackdrop.current = false;
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape and the close button are the keyboard's ways out.
    <dialog
      ref={ref}
      className={variant === 'drawer' ? `${styles.dialog} ${styles.drawer}` : styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div className={styles.box}>
        <header className={styles.header}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
          </div>
          <button type="button" className={styles.close} aria-label="Close" onClick={() => onClose()}>
            <CloseIcon />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
