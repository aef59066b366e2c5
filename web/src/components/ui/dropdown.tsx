import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import styles from './dropdown.module.css';
import { moveFocus, useDismiss } from './use-dismiss';

interface DropdownProps {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** The trigger's accessible name when its content isn't plain text (e.g. an avatar). */
  triggerLabel?: string;
  triggerClassName?: string;
  align?: 'start' | 'end';
  children: ReactNode;
}

/**
 * A disclosure menu of links and buttons (the WAI disclosure-navigation pattern): the button toggles,
 * ArrowDown opens and enters, arrows move, Escape or a click outside closes, choosing an item closes (unless the
 * item is marked data-keep-open).
 */
export function Dropdown({
  trigger,
  triggerLabel,
  triggerClassName,
  align = 'start',
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => panelRef.current && moveFocus(panelRef.current, 'Home'));
  };
  const onPanelKey = (event: KeyboardEvent) => {
    if (panelRef.current && moveFocus(panelRef.current, event.key)) event.preventDefault();
  };
  const onPanelClick = (event: MouseEvent) => {
    // An item marked data-keep-open (the avatar upload: it shows its progress in the menu) leaves the menu open.
    const target = event.target as HTMLElement;
    if (target.closest('a, button') && !target.closest('[data-keep-open]')) close();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) close();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closes the menu when focus leaves it (Tab past the last item).
    <div className={styles.root} ref={rootRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKey}
      >
        {trigger}
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: key and click handling is delegated from the links and buttons inside.
        <div
          ref={panelRef}
          id={panelId}
          className={`${styles.panel} ${styles[align]}`}
          onKeyDown={onPanelKey}
          onClick={onPanelClick}
        >
          {children}
        </div>
      )}
    </div>
  );
}
