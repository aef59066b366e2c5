import { NavLink } from 'react-router';
import { Dropdown } from '../../components/ui/dropdown';
import { ChevronDownIcon, ExternalIcon } from '../../components/ui/icons';
import styles from './header.module.css';
import menu from './menu.module.css';
import type { NavItem } from './nav-items';

/** The desktop row of header links; groups open as a small menu. */
export function NavList({ items }: { items: NavItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.label}>
          {item.kind === 'link' && (
            <NavLink to={item.to} className={styles.link}>
              {item.label}
            </NavLink>
          )}
          {item.kind === 'external' && (
            <a href={item.href} className={styles.link} target="_blank" rel="noopener noreferrer">
              {item.label}
              <ExternalIcon />
            </a>
          )}
          {item.kind === 'group' && (
            <Dropdown
              triggerClassName={styles.link}
              trigger={
                <>
                  {item.label}
                  <ChevronDownIcon />
                </>
              }
            >
              <ul className={menu.items}>
                {item.items.map((sub) => (
                  <li key={sub.to}>
                    <NavLink to={sub.to} className={menu.item}>
                      {sub.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </Dropdown>
          )}
        </li>
      ))}
    </ul>
  );
}
