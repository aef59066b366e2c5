import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CloseIcon, ExternalIcon, MenuIcon } from '../../components/ui/icons';
import { moveFocus, useDismiss } from '../../components/ui/use-dismiss';
import { useShippingLabelDialog } from '../../features/shipping-label/shipping-label-store';
import menu from './menu.module.css';
import styles from './mobile-menu.module.css';
import type { NavItem } from './nav-items';

interface MobileMenuProps {
  items: NavItem[];
  /** The account part: main action, account links or log-in controls. */
  footer: ReactNode;
  className?: string;
}

/** The small-screen menu: a panel under the header with every link, closed by Escape or navigation. */
export function MobileMenu({ items, footer, className }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // One menu per page, named by a fixed id rather than useId: on a prerendered page the ids React gives while
  // hydrating need not match the server's, and the button keeps the server's aria-controls (issue 26: axe found the
  // open menu's button controlling nothing).
  const panelId = 'mobile-menu-panel';
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of page is what closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  // The label dialog opens from this panel's account links; the panel closes so it is not left behind the dialog.
  const labelDialogOpen = useShippingLabelDialog().open;
  useEffect(() => {
    if (labelDialogOpen) setOpen(false);
  }, [labelDialogOpen]);
  useEffect(() => {
    if (open && panelRef.current) moveFocus(panelRef.current, 'Home');
  }, [open]);

  const onPanelKey = (event: KeyboardEvent) => {
    if (['ArrowDown', 'ArrowUp'].includes(event.key) && panelRef.current) {
      moveFocus(panelRef.current, event.key);
      event.preventDefault();
    }
  };

  return (
    <div ref={rootRef} className={className}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span>Menu</span>
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the links inside.
        <div ref={panelRef} id={panelId} className={styles.panel} onKeyDown={onPanelKey}>
          <nav aria-label="Mobile">
            <ul className={styles.links}>
              {items.map((item) => (
                <li key={item.label}>
                  {item.kind === 'link' && (
                    <NavLink to={item.to} className={styles.link}>
                      {item.label}
                    </NavLink>
                  )}
                  {item.kind === 'external' && (
                    <a href={item.href} className={styles.link} target="_blank" rel="noopener noreferrer">
                      {item.label} <ExternalIcon />
                    </a>
                  )}
                  {item.kind === 'group' && (
                    <>
                      <div className={menu.groupLabel}>{item.label}</div>
                      {item.items.map((sub) => (
                        <NavLink key={sub.to} to={sub.to} className={`${styles.link} ${styles.sub}`}>
                          {sub.label}
                        </NavLink>
                      ))}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.footer}>{footer}</div>
        </div>
      )}
    </div>
  );
}
