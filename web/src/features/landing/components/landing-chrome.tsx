import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDismiss } from '../../../components/ui/use-dismiss';
import { selectorReducer } from '../lib/section-selector';
import { scrollToSection, useCurrentSection } from '../lib/use-landing-scroll';
import styles from './landing-chrome.module.css';

export interface NavSection {
  id: string;
  label: string;
}

const number = (index: number) => String(index + 1).padStart(2, '0');

/** The side navigation (wide screens): every section, the current one marked, scrolling smoothly on click. */
function SideNav({ sections, current }: { sections: readonly NavSection[]; current: number }) {
  return (
    <nav className={styles.sideNav} aria-label="Page sections">
      <ol>
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={index === current ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                scrollToSection(section.id);
              }}
            >
              <span className={styles.sideNumber}>{number(index)}</span>
              <span className={styles.sideLabel}>{section.label}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The numbered selector fixed at the bottom left (spec §2): clicking expands it; choosing an option while
 * expanded selects it, collapses it and jumps there. Escape or a press elsewhere collapses it, as every menu does.
 */
function SectionSelector({ sections, current }: { sections: readonly NavSection[]; current: number }) {
  const [state, dispatch] = useReducer(selectorReducer, { expanded: false, selected: 0 });
  // Once the footer shows, the selector steps aside so it covers nothing there (the copyright line, issue 26).
  const { footerShown } = useLandingEnds();
  const hidden = footerShown && !state.expanded;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = 'section-selector-options';

  const close = useCallback(() => dispatch({ type: 'close' }), []);
  useDismiss(state.expanded, close, root, button);

  return (
    <div
      ref={root}
      className={styles.selector}
      data-expanded={state.expanded || undefined}
      data-hidden={hidden || undefined}
      inert={hidden || undefined}
    >
      {state.expanded ? (
        <ol id={listId} className={styles.options}>
          {sections.map((section, index) => (
            <li key={section.id}>
              <button
                type="button"
                aria-current={index === current ? 'location' : undefined}
                onClick={() => {
                  dispatch({ type: 'choose', index });
                  scrollToSection(section.id);
                }}
              >
                <span className={styles.optionNumber}>{number(index)}</span>
                {section.label}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <button
        ref={button}
        type="button"
        className={styles.selectorButton}
        aria-expanded={state.expanded}
        aria-controls={state.expanded ? listId : undefined}
        onClick={() => dispatch({ type: 'click' })}
      >
        {/* The name is the visible text with this in front (WCAG 2.5.3, label in name). */}
        <span className="visually-hidden">Sections: </span>
        <span className={styles.selectorNumber}>{number(current)}</span>
        <span className={styles.selectorLabel}>{sections[current]?.label}</span>
        <span className={styles.selectorTotal}>/ {number(sections.length - 1)}</span>
      </button>
    </div>
  );
}

/** Phones: the badge would sit on the hero's text, so there it waits until the hero has scrolled away. */
const PHONE = '(max-width: 40rem)';

/** Whether the page's footer and its hero are on screen, and whether the screen is a phone's. */
function useLandingEnds() {
  const [footerShown, setFooterShown] = useState(false);
  const [heroShown, setHeroShown] = useState(true);
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const footer = document.querySelector('footer');
    const hero = document.getElementById('nice-meeting-you');
    const footerObserver = new IntersectionObserver((entries) =>
      setFooterShown(entries.some((e) => e.isIntersecting)),
    );
    const heroObserver = new IntersectionObserver((entries) =>
      setHeroShown(entries.some((e) => e.isIntersecting)),
    );
    if (footer) footerObserver.observe(footer);
    if (hero) heroObserver.observe(hero);
    else setHeroShown(false);
    const media = window.matchMedia(PHONE);
    const onMedia = () => setPhone(media.matches);
    onMedia();
    media.addEventListener('change', onMedia);
    return () => {
      footerObserver.disconnect();
      heroObserver.disconnect();
      media.removeEventListener('change', onMedia);
    };
  }, []);
  return { footerShown, heroShown, phone };
}

/**
 * The floating rotating badge (spec §2): a way to start, always at hand, hidden once the footer shows, and on
 * phones while the hero is on screen.
 */
export function FloatingBadge() {
  const { footerShown, heroShown, phone } = useLandingEnds();
  const hidden = footerShown || (phone && heroShown);
  return (
    <Link
      to="/signup"
      className={styles.badge}
      data-hidden={hidden || undefined}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
    >
      <svg className={styles.badgeRing} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <defs>
          <path id="badge-circle" d="M60 60m-46 0a46 46 0 1 1 92 0a46 46 0 1 1-92 0" />
        </defs>
        <text>
          <textPath href="#badge-circle" textLength="286" lengthAdjust="spacing">
            DEVELOP · SCAN · PRINT · NICE FILM CLUB ·
          </textPath>
        </text>
      </svg>
      <span className={styles.badgeCore}>
        Start
        <br />
        an order
      </span>
    </Link>
  );
}

/**
 * The side navigation and the section selector, with the section nearest the top. Its own component, so the scroll
 * position re-renders these two, not the whole page.
 */
export function LandingNavigation({ sections }: { sections: readonly NavSection[] }) {
  const current = useCurrentSection(sections.map((section) => section.id));
  return (
    <>
      <SideNav sections={sections} current={current} />
      <SectionSelector sections={sections} current={current} />
    </>
  );
}
