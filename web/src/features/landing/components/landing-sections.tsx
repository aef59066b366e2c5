import { ButtonLink } from '../../../components/ui/button';
import styles from './landing-sections.module.css';

const steps = [
  { title: 'Set up an order', text: 'Tell us what you’re sending: format, process and any add-ons.' },
  { title: 'Ship the film', text: 'Drop your rolls in the mail, or drop them off with us in Brooklyn.' },
  { title: 'Receive your scans', text: 'High-resolution scans land in your account, ready to share.' },
];

/** Below the hero: the three steps, then development & scanning beside membership. */
export function LandingSections() {
  return (
    <>
      <section className={styles.section} aria-labelledby="steps-title">
        <p className={styles.eyebrow}>How it works</p>
        <h2 id="steps-title" className={styles.title}>
          Three steps from canister to screen
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number}>{String(index + 1).padStart(2, '0')}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={`${styles.section} ${styles.pair}`} aria-label="Services">
        <article className={styles.offer}>
          <p className={styles.eyebrow}>Development &amp; scanning</p>
          <h2 className={styles.offerTitle}>Every process, every frame</h2>
          <p>
            C-41, black &amp; white, E-6 and ECN-2 in 35mm, 120 and disposables. Add 4K or pro scans, rush,
            push/pull, sleeving and prints when a roll deserves it.
          </p>
          <ButtonLink to="/pricing" variant="secondary">
            See Pricing
          </ButtonLink>
        </article>
        <article className={`${styles.offer} ${styles.offerDark}`}>
          <p className={styles.eyebrow}>Membership</p>
          <h2 className={styles.offerTitle}>Join the club, pay less per roll</h2>
          <p>
            Yearly plans with roll credits, 4K scans, rush turnaround and free return shipping on the higher
            tiers. Or stay On Demand and pay as you go.
          </p>
          <ButtonLink to="/memberships" variant="light">
            Explore Memberships
          </ButtonLink>
        </article>
      </section>
    </>
  );
}
