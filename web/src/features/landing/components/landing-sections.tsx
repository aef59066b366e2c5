import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { site } from '../../../lib/site';
import type { LandingPageCopy, LandingStep } from '../data/landing-copy-types';
import styles from './landing.module.css';
import { LandingSection } from './landing-section';

/** Where a step's link goes (spec §2: sign-up, the shop or the blog). */
function StepLink({ link }: { link: LandingStep['link'] }) {
  if (link.to === 'blog') {
    return (
      <a className={styles.textLink} href={site.notesUrl} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> (Nice Notes, opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className={styles.textLink} to={link.to === 'shop' ? '/products/all' : '/signup'}>
      {link.label}
    </Link>
  );
}

export function Steps({ steps }: { steps: LandingPageCopy['steps'] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={`${styles.step} ${styles.reveal}`}>
          <span className={styles.stepNumber} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p>{step.text}</p>
          <StepLink link={step.link} />
        </li>
      ))}
    </ol>
  );
}

const PROCESSES = [
  {
    code: 'C-41',
    name: 'Colour negative',
    text: 'Portra, Gold, Ektar, CineStill 400D and every disposable.',
  },
  { code: 'B&W', name: 'Black & white', text: 'HP5, Tri-X, Delta and T-Max, pushed or pulled on request.' },
  { code: 'E-6', name: 'Slide', text: 'Ektachrome and Velvia, developed to glowing positives.' },
  {
    code: 'ECN-2',
    name: 'Motion picture',
    text: 'Vision3 stocks with the remjet removed, not cross-processed.',
  },
];

export function DevelopmentSection({ copy, number }: { copy: LandingPageCopy; number: string }) {
  return (
    <LandingSection
      id="development-scanning"
      number={number}
      eyebrow="Development & Scanning"
      title="Every process, every frame, scanned"
      subtitle="35mm, 120 and disposables, developed by hand in fresh chemistry and scanned at high resolution."
    >
      <ul className={styles.processGrid}>
        {PROCESSES.map((process) => (
          <li key={process.code} className={`${styles.process} ${styles.reveal}`}>
            <span className={styles.processCode}>{process.code}</span>
            <h3 className={styles.processName}>{process.name}</h3>
            <p>{process.text}</p>
          </li>
        ))}
      </ul>
      <ul className={styles.points}>
        <li className={`${styles.point} ${styles.reveal}`}>
          <h3>Free shipping</h3>
          <p>{copy.shipping.free}</p>
        </li>
        <li className={`${styles.point} ${styles.reveal}`}>
          <h3>Fast shipping</h3>
          <p>{copy.shipping.fast}</p>
        </li>
      </ul>
      <h3 className={styles.subheading}>How it works</h3>
      <Steps steps={copy.steps} />
    </LandingSection>
  );
}

/** The page's own section (city and search-phrase pages): its title and two highlight points. */
export function LocalSection({ copy, number }: { copy: LandingPageCopy; number: string }) {
  const eyebrow = copy.city ? `${copy.city.name}, ${copy.city.state}` : 'Why Nice Film Club';
  return (
    <LandingSection id="local" number={number} eyebrow={eyebrow} title={copy.sectionTitle} tone="sunk">
      <ul className={styles.highlights}>
        {copy.highlights.map((point, index) => (
          <li key={point} className={`${styles.highlight} ${styles.reveal}`}>
            <span className={styles.highlightMark} aria-hidden="true">
              {index === 0 ? '◐' : '◑'}
            </span>
            <p>{point}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

const PLATFORM_POINTS = [
  {
    title: 'Your online library',
    text: 'Every roll lands in your account, frame by frame, in full resolution.',
  },
  {
    title: 'Download a whole roll',
    text: 'One click packs the roll into a zip, with a progress bar while it builds.',
  },
  {
    title: 'Share with a link',
    text: 'Send friends a roll or a single frame; they need no account to see it.',
  },
  { title: 'Contact sheets', text: 'A digital contact sheet of each roll, for picking the keepers fast.' },
];

export function PlatformSection({ number }: { number: string }) {
  return (
    <LandingSection
      id="platform"
      number={number}
      eyebrow="Platform"
      title="Your darkroom, online"
      subtitle="The scans are only half of it: the platform is where your film lives after the lab."
      tone="night"
    >
      <div className={styles.platform}>
        <ul className={styles.platformList}>
          {PLATFORM_POINTS.map((point) => (
            <li key={point.title} className={`${styles.platformPoint} ${styles.reveal}`}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
        <div className={styles.sheet} aria-hidden="true">
          {Array.from({ length: 12 }, (_, frame) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: decorative, fixed frames
            <span key={frame} className={styles.sheetFrame} data-frame={String(frame + 1).padStart(2, '0')} />
          ))}
        </div>
      </div>
    </LandingSection>
  );
}

export function PrintingSection({ number }: { number: string }) {
  return (
    <LandingSection
      id="printing"
      number={number}
      eyebrow="Printing"
      title="From scan to something you can hold"
      subtitle="Order prints from any frame in your library, printed in the lab and mailed to your door."
      tone="sunk"
    >
      <div className={styles.printCards}>
        <article className={`${styles.printCard} ${styles.reveal}`}>
          <div className={styles.printArt} data-size="4x6" aria-hidden="true" />
          <h3>4x6 prints</h3>
          <p>Pick frames from a roll and get a stack of classic 4x6 prints, glossy or lustre.</p>
        </article>
        <article className={`${styles.printCard} ${styles.reveal}`}>
          <div className={styles.printArt} data-size="large" aria-hidden="true" />
          <h3>Large format prints</h3>
          <p>Choose a size and paper for the frame you love; we check every print before it ships.</p>
        </article>
      </div>
      <div className={styles.actions}>
        <ButtonLink to="/signup" variant="secondary">
          Create an account to print
        </ButtonLink>
      </div>
    </LandingSection>
  );
}

/**
 * On Demand's development and scanning per roll, as spec §2 words the section. Written here, not imported from the
 * catalogue the content pages quote (it would ship every tier with the landing chunk); lab-facts.test.ts keeps the
 * two equal.
 */
export const ON_DEMAND_ROLL_PRICE = '$17.99';

const STOCKS = ['Colour negative', 'Black & white', 'Slide', 'Cinema', 'Disposables', '120'];

export function ShopSection({ copy, number }: { copy: LandingPageCopy; number: string }) {
  return (
    <LandingSection
      id="film-shop"
      number={number}
      eyebrow="Film Shop"
      title="Fresh film, stored cold"
      subtitle={copy.subtitles.shop}
    >
      <ul className={styles.chips} aria-label="What the shop stocks">
        {STOCKS.map((stock) => (
          <li key={stock} className={`${styles.chip} ${styles.reveal}`}>
            {stock}
          </li>
        ))}
      </ul>
      <p className={`${styles.body} ${styles.reveal}`}>
        Buy film with your order and it ships with your return package; members see their member price on
        every roll.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/products/all">Browse the shop</ButtonLink>
      </div>
    </LandingSection>
  );
}

export function OnDemandSection({ number }: { number: string }) {
  return (
    <LandingSection
      id="on-demand"
      number={number}
      eyebrow="On Demand"
      title="Pay as you go"
      subtitle="Or One roll at a time"
      tone="night"
    >
      <div className={styles.onDemand}>
        <ul className={styles.onDemandList}>
          <li className={styles.reveal}>Development of any process: C-41, black &amp; white, E-6 or ECN-2</li>
          <li className={styles.reveal}>High-resolution scans of every frame, in your online library</li>
          <li className={styles.reveal}>Negatives back to you, or stored with us</li>
          <li className={styles.reveal}>No membership, no commitment</li>
        </ul>
        <div className={styles.onDemandPrice}>
          <p className={styles.price}>
            {ON_DEMAND_ROLL_PRICE}
            <span> / roll</span>
          </p>
          <ButtonLink to="/signup" size="lg">
            {`Get Started - ${ON_DEMAND_ROLL_PRICE} / roll`}
          </ButtonLink>
        </div>
      </div>
    </LandingSection>
  );
}
