import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../../../components/ui/icons';
import { NewsletterForm } from './newsletter-form';
import styles from './newsletter-popup.module.css';

interface PromptDialogProps {
  joined: boolean;
  onClose: () => void;
  onSubscribed: () => void;
}

/** The newsletter prompt itself: a native modal dialog with the sign-up form. */
export function PromptDialog({ joined, onClose, onSubscribed }: PromptDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pitchId = useId();

  // A native modal: focus moves in and is trapped there, the page behind is inert, focus returns on close.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      // Browsers without <dialog> support (and jsdom): show it and move focus in by hand.
      dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('button, input')?.focus();
    }
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (
        before?.isConnected &&
        (dialog.contains(document.activeElement) || document.activeElement === document.body)
      ) {
        before.focus();
      }
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  // A press on the backdrop lands on the <dialog> itself (the card covers the rest). Both ends of the click must
  // be there: a text selection dragged out of the field also ends with a click on the <dialog>.
  const pressedBackdrop = useRef(false);
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
    pressedBackdrop.current = false;
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={pitchId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div className={styles.card}>
        <div className={styles.strip} aria-hidden="true" />
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          <CloseIcon />
        </button>
        <div className={styles.body}>
          <p className={styles.kicker}>Nice Notes · once a month</p>
          <h2 id={titleId} className={styles.title}>
            {joined ? 'You’re on the list' : 'Join the community'}
          </h2>
          <p id={pitchId} className={styles.pitch} aria-live="polite">
            {joined
              ? 'Thank you! Your first notes land with the next issue. This window closes on its own in a few seconds.'
              : 'One short letter a month from the lab, written by people who still load film by hand.'}
          </p>
          {!joined && (
            <ul className={styles.perks}>
              <li>Monthly notes: what came through the darkroom and what we learned</li>
              <li>Film tips: stocks worth trying, push/pull rules of thumb, scanning fixes</li>
              <li>Member offers: first word on discounts, restocks and club events</li>
            </ul>
          )}
          <NewsletterForm variant="popup" onSubscribed={onSubscribed} />
          <p className={styles.fineprint}>No spam. Unsubscribe any time.</p>
        </div>
      </div>
    </dialog>
  );
}
