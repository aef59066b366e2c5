import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { FilmStrip } from '../../components/ui/film-strip';
import { site } from '../../lib/site';
import styles from './about-page.module.css';
import content from './content.module.css';
import { LAB_RULES, TIERS, usd } from './lab-facts';
import { PageHead } from './page-head';

const steps = [
  {
    title: 'Send it in, or drop it off',
    text: `Set up an order online, then mail your rolls from anywhere in the US or bring them to us. Members print a free prepaid USPS label for every order; New Yorkers can walk film into the lab in Williamsburg or leave it at one of our drop-off spots in Greenpoint and on the Lower East Side.`,
  },
  {
    title: 'Development',
    text: 'Every roll is logged the day it arrives and developed on the line for its process: C-41 colour, black and white, E-6 slide or ECN-2 cinema film. Chemistry is replenished and tested daily, and a person checks every strip before it moves on.',
  },
  {
    title: 'Scanning',
    text: 'We scan frame by frame, at high resolution as standard. Choose 4K scans for more detail, or pro scans for hand colour correction and dust work. Half frames come back as individual images, and push, pull and sleeving are options on each roll.',
  },
  {
    title: 'Your online library',
    text: 'Scans land in your account, organised by roll. Download single frames or a whole roll, tag and map them, share a link with a friend, make a digital contact sheet, or order prints without sending a file anywhere.',
  },
] as const;

const beliefs = [
  {
    title: 'Film is worth the trouble',
    text: 'Film is slower, stranger and more forgiving than anyone expects, and it deserves a lab that will still be here next year. We run every process ourselves, including the slide and cinema film many labs send away.',
  },
  {
    title: 'Care you can check',
    text: 'Your rolls are not a batch number. You can follow each one online from received to developed to scanned, and if something looks wrong, a technician who handled your film answers the e-mail.',
  },
  {
    title: 'Fair prices, in plain sight',
    text: `Anyone can develop and scan a roll On Demand for ${usd(TIERS.onDemand.devScan.c41)}, no sign-up fee. People who shoot a lot can join the club, where development and scanning runs from ${usd(TIERS.superNice.devScan.c41)} a roll. Every price is on the pricing page before you order.`,
  },
] as const;

const team = [
  {
    role: 'Lab technicians',
    text: 'Run the C-41, black-and-white, E-6 and ECN-2 lines, test the chemistry every morning and handle the push, pull and cross-processed rolls.',
  },
  {
    role: 'Scanning',
    text: 'Scan, crop and check every frame; the pro scan desk does colour and dust work by hand.',
  },
  {
    role: 'Orders & members',
    text: 'Match every roll to its order, answer your questions and look after the club’s members.',
  },
  {
    role: 'Couriers',
    text: 'Ride the routes between our drop-off partners and the lab, so film left across town reaches the line quickly.',
  },
] as const;

const places = [
  {
    name: 'The lab, Williamsburg',
    where: 'Kent Avenue, Brooklyn',
    text: 'Where every roll is developed and scanned. Walk in during opening hours, or use the drop-off slot when we are closed.',
  },
  {
    name: 'Greenpoint drop-off',
    where: 'Franklin Street, Brooklyn',
    text: 'A partner camera shop in north Brooklyn; film is collected for the lab every afternoon.',
  },
  {
    name: 'Lower East Side drop-off',
    where: 'Orchard Street, Manhattan',
    text: 'A partner darkroom supply shop for Manhattan; our courier collects film several times a week.',
  },
] as const;

/** /about: who the lab is, how a roll moves through it, what it believes, and who does the work. */
export function AboutPage() {
  return (
    <article className={`${content.page} ${styles.about}`}>
      <PageHead path="/about" />
      <header className={styles.hero}>
        <div className={content.hero}>
          <p className={content.eyebrow}>About · Williamsburg, Brooklyn</p>
          <h1 className={content.title}>A film lab run by people who still shoot film</h1>
          <p className={content.lead}>
            Nice Film Club is a working film lab in Williamsburg, Brooklyn. We develop colour,
            black-and-white, slide and cinema film in 35mm, 120 and disposable cameras, scan every frame, and
            put your photographs in an online library you will actually use.
          </p>
          <div className={content.actions}>
            <ButtonLink to="/signup" size="lg">
              Get Started
            </ButtonLink>
            <ButtonLink to="/pricing" size="lg" variant="secondary">
              See Pricing
            </ButtonLink>
          </div>
        </div>
        <FilmStrip frames={4} className={styles.strip} />
      </header>

      <section className={styles.section} aria-labelledby="about-who">
        <p className={content.eyebrow}>Frame 01 · Who we are</p>
        <h2 id="about-who" className={content.sectionTitle}>
          A neighbourhood lab with a mailbox the size of the country
        </h2>
        <div className={`${content.prose} ${styles.columns}`}>
          <p>
            We started Nice Film Club because getting film developed had become the hardest part of shooting
            it. Drugstore counters stopped processing in house, the labs that remained sent slide and cinema
            film away for weeks, and scans came back small, late and on a disc nobody could open.
          </p>
          <p>
            So we built the lab we wanted to use. The darkroom and scanners are on Kent Avenue in
            Williamsburg, the door is open to anyone with a roll, and the same lab takes film by mail from
            every state. A roll dropped off in Greenpoint and a roll posted from Tucson join the same queue,
            get the same chemistry and come back to the same kind of account.
          </p>
          <p>
            The club is the part we are proudest of: a yearly membership for people who shoot more than the
            occasional roll, with development credits, lower prices on every add-on, free shipping labels and
            a community gallery where members’ photographs are featured.
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-how">
        <p className={content.eyebrow}>Frame 02 · How it works</p>
        <h2 id="about-how" className={content.sectionTitle}>
          From your camera to your library
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className={styles.facts}>
          <div>
            <h3>What we develop</h3>
            <ul>
              <li>C-41 colour negative</li>
              <li>Black and white</li>
              <li>E-6 slide film</li>
              <li>ECN-2 motion picture film</li>
            </ul>
          </div>
          <div>
            <h3>Formats</h3>
            <ul>
              <li>35mm, half frame included</li>
              <li>120 medium format</li>
              <li>Disposable cameras</li>
            </ul>
          </div>
          <div>
            <h3>Add-ons</h3>
            <ul>
              <li>Rush, 4K scans and pro scans</li>
              <li>Push and pull processing</li>
              <li>Cut or uncut sleeving</li>
              <li>4x6 and large-format prints</li>
            </ul>
          </div>
          <div>
            <h3>Your negatives</h3>
            <ul>
              <li>Stored safely for {LAB_RULES.negativeStorage}</li>
              <li>Returned by mail whenever you ask</li>
              <li>Or collected from a drop-off spot</li>
            </ul>
          </div>
        </div>
        <p className={styles.note}>
          Questions about any of it? The <Link to="/frequently-asked-questions">FAQ</Link> covers turnaround,
          shipping, negatives and scans in detail.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="about-believe">
        <p className={content.eyebrow}>Frame 03 · What we believe</p>
        <h2 id="about-believe" className={content.sectionTitle}>
          Three things we will not compromise on
        </h2>
        <ul className={styles.beliefs}>
          {beliefs.map((belief) => (
            <li key={belief.title} className={styles.belief}>
              <h3>{belief.title}</h3>
              <p>{belief.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-team">
        <p className={content.eyebrow}>Frame 04 · The lab &amp; the team</p>
        <h2 id="about-team" className={content.sectionTitle}>
          The people behind your scans
        </h2>
        <p className={`${content.prose} ${styles.intro}`}>
          A small crew of photographers works the lab, and every one of us shoots film on weekends. That is
          why we notice a light leak, a stuck frame or a roll that would look better pushed a stop, and why we
          tell you about it.
        </p>
        <ul className={styles.team}>
          {team.map((member) => (
            <li key={member.role}>
              <h3>{member.role}</h3>
              <p>{member.text}</p>
            </li>
          ))}
        </ul>
        <h3 className={styles.placesTitle}>Where to find us</h3>
        <ul className={styles.places}>
          {places.map((place) => (
            <li key={place.name} className={styles.place}>
              <p className={styles.placeWhere}>{place.where}</p>
              <h4>{place.name}</h4>
              <p>{place.text}</p>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          Anywhere else in the US, your nearest drop-off is the mailbox. Write to us any time at{' '}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
      </section>

      <section className={styles.cta} aria-labelledby="about-cta">
        <div>
          <p className={styles.ctaEyebrow}>Ready when your roll is</p>
          <h2 id="about-cta" className={styles.ctaTitle}>
            Send us your next roll
          </h2>
          <p className={styles.ctaText}>
            Start an order in a couple of minutes, On Demand at {usd(TIERS.onDemand.devScan.c41)} a roll or
            with a membership’s credits.
          </p>
        </div>
        <div className={content.actions}>
          <ButtonLink to="/signup" size="lg">
            Get Started
          </ButtonLink>
          <ButtonLink to="/pricing" size="lg" variant="light">
            See Pricing
          </ButtonLink>
        </div>
      </section>
    </article>
  );
}
