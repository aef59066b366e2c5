import { Link } from 'react-router';
import { site } from '../../lib/site';
import { LAB_RULES } from './lab-facts';
import { LEGAL_EFFECTIVE_DATE, LegalPage, type LegalSection } from './legal-page';
import styles from './privacy-page.module.css';

const mail = <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>;

/** What the site keeps in the browser (spec §3 'Local storage'); none of it is used for advertising. */
const browserStorage = [
  { name: 'Sign-in token', purpose: 'Keeps you signed in on this device. Removed when you log out.' },
  {
    name: 'Club flag',
    purpose:
      'Remembers that you arrived through the club site, so you keep seeing the club’s version of pages.',
  },
  {
    name: 'Newsletter subscriber',
    purpose:
      'Remembers that you joined the newsletter, so we stop asking. Cleared when you choose to sign up again.',
  },
  {
    name: 'Order drafts',
    purpose:
      'Keeps an order or print upload you are putting together, so a reload does not lose it. Cleared when the order is created or you log out.',
  },
  {
    name: 'Site settings',
    purpose: 'Small preferences, such as whether you have already seen the intro animation.',
  },
] as const;

const sections: readonly LegalSection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this covers',
    body: (
      <p>
        {site.legalName} runs Nice Film Club, a film development and scanning lab in Williamsburg, Brooklyn,
        New York. This policy explains what personal information we collect when you visit our website, create
        an account, send us film, buy a membership or join our newsletter, how we use it, who we share it with
        and the choices you have. For anything in it, contact us at {mail}.
      </p>
    ),
  },
  {
    id: 'you-give-us',
    title: 'Information you give us',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, phone number and password (stored
            only as a secure hash), a profile photo if you upload one, and the shipping addresses you save. If
            you sign in with Google or Facebook, we receive your name and e-mail address from that provider.
          </li>
          <li>
            <strong>Orders:</strong> the rolls you send, their film stock, format and process, the add-ons you
            choose, notes you write for the lab, how you want your negatives handled, your pick-up or drop-off
            spot and your default settings.
          </li>
          <li>
            <strong>Messages:</strong> what you write to us by e-mail, and any review you send us.
          </li>
          <li>
            <strong>Referrals:</strong> the e-mail address of a friend you invite, which we use only to send
            that one invitation.
          </li>
        </ul>
        <p>
          When you type an address, the text is sent to a places service to suggest matching addresses; we
          store only the address you save.
        </p>
      </>
    ),
  },
  {
    id: 'photographs',
    title: 'Your film and scans',
    body: (
      <>
        <p>
          To provide the Service we hold your negatives and the scans we make of them, together with the tags
          and locations you add to them, the contact sheets you make and any print drafts you upload. We look
          at your images only to develop, scan, check and print them, to answer a question you ask us, or to
          review a submission to the community gallery.
        </p>
        <p>
          Scans you share by link can be viewed by anyone who has the link. Scans you submit to the community
          gallery may be published with your social handle, as our <Link to="/terms">Terms of Service</Link>{' '}
          describe.
        </p>
      </>
    ),
  },
  {
    id: 'newsletter',
    title: 'Newsletter',
    body: (
      <p>
        When you join the newsletter we store your e-mail address, your ZIP code if you give one, and the IP
        address and country you signed up from. The country is found by passing your IP address to an IP
        lookup service at the moment you sign up; we use it to understand where our readers are and to plan
        shipping and drop-off options. You can unsubscribe from any issue, and we then stop sending
        newsletters to you.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Card payments for orders, the shop and memberships are handled by our payment processor. Your full
        card number goes directly to the processor and never reaches our servers. We receive and keep what we
        need to run your account: the card’s brand and last four digits, your membership status and renewal
        date, your invoices and payments, any promo codes you used and your account credit balance. The
        processor’s own privacy policy applies to the information it collects.
      </p>
    ),
  },
  {
    id: 'automatic',
    title: 'Information collected automatically',
    body: (
      <p>
        Like any website, our servers record technical information about each request: your IP address,
        browser and device type, the page requested, the time and whether it succeeded. We use these logs to
        keep the Service running, to fix errors and to protect it against abuse, for example by limiting how
        quickly requests can be made. We do not use third-party advertising or cross-site tracking tools.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We do not use advertising cookies. The site keeps a few items in your browser’s local storage so
          that it works as you expect. They stay on your device, are not shared with other websites, and are
          removed when you clear your browser’s site data:
        </p>
        <table className={styles.table}>
          <caption className="visually-hidden">What the site stores in your browser</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Why it is there</th>
            </tr>
          </thead>
          <tbody>
            {browserStorage.map((item) => (
              <tr key={item.name}>
                <th scope="row">{item.name}</th>
                <td>{item.purpose}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Some features load content from other services, which may set their own cookies under their own
          policies: the payment form (from our payment processor, for fraud prevention), address suggestions,
          and video reviews, whose player loads only when you play a video or scroll to it.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use information',
    body: (
      <ul>
        <li>to develop, scan, store and return your film, and to deliver your scans and prints;</li>
        <li>to run your account, membership, credits and orders, and to take payment;</li>
        <li>to create shipping labels and ship to you, and to collect film from drop-off spots;</li>
        <li>to answer your messages and tell you about your orders and membership;</li>
        <li>to send the newsletter, if you joined it;</li>
        <li>to understand how the Service is used and make it better;</li>
        <li>to keep the Service and our customers safe, and to meet our legal and tax obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          <strong>We do not sell your personal information</strong>, and we do not share it for targeted
          advertising. We share it only with:
        </p>
        <ul>
          <li>
            <strong>Service providers</strong> that work for us under contract: our payment processor, hosting
            and file storage, e-mail delivery, the places service for address suggestions and the IP lookup
            service for newsletter sign-ups.
          </li>
          <li>
            <strong>Carriers</strong> such as USPS, FedEx and UPS: the name and address needed to create a
            shipping label.
          </li>
          <li>
            <strong>Our couriers and drop-off partners</strong>: your name and order number, so film left at a
            partner shop reaches the lab and your negatives reach you.
          </li>
          <li>
            <strong>People you choose</strong>: anyone you send a share link to, and the public when a gallery
            submission is featured.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it, or to protect the rights and safety of our
            customers, staff or others.
          </li>
          <li>
            <strong>A successor</strong>, if the lab’s business is sold or merged, under the promises in this
            policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          <strong>Account details</strong>: while your account is open, and deleted within 30 days of closing
          it.
        </li>
        <li>
          <strong>Scans</strong>: while you are a member; without a membership, {LAB_RULES.platformTrialDays}{' '}
          days after delivery. Deleted with your account.
        </li>
        <li>
          <strong>Negatives</strong> (the physical film): {LAB_RULES.negativeStorage} after development unless
          you ask for them sooner, then recycled.
        </li>
        <li>
          <strong>Orders, invoices and payments</strong>: seven years, as tax and accounting law requires.
        </li>
        <li>
          <strong>Newsletter</strong>: until you unsubscribe or ask us to delete your details.
        </li>
        <li>
          <strong>Server logs</strong>: up to 90 days, longer only while investigating a security incident.
        </li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>Wherever you live in the US, you can ask us to:</p>
        <ul>
          <li>tell you what personal information we hold about you and give you a copy;</li>
          <li>correct information that is wrong (most of it you can change yourself in Settings);</li>
          <li>delete your information and your account, apart from records the law requires us to keep;</li>
          <li>stop sending you the newsletter, or remove a gallery submission.</li>
        </ul>
        <p>
          Residents of California, Colorado, Connecticut, Virginia and other states with privacy laws have
          these rights by law, including the right to know, to delete, to correct, to data portability and to
          opt out of sale or targeted advertising (which we do not do). We will not treat you differently for
          using them.
        </p>
        <p>
          To make a request, write to {mail} from the address on your account. We may need to confirm your
          identity, and we answer within 45 days. An authorised agent may make a request for you with your
          signed permission.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your information with encrypted connections, hashed passwords, signed session tokens,
        limited staff access and private file storage, and we never write passwords or sign-in tokens to our
        logs. No system is perfectly secure, so please use a strong password of your own. If a breach affects
        your information, we will tell you as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The Service is not directed at children under 13, and we do not knowingly collect their personal
        information. If you believe a child has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'location',
    title: 'Where information is stored',
    body: (
      <p>
        We are based in the United States and store information here. If you use the Service from another
        country, your information is transferred to and handled in the United States.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will post any change to this policy on this page with a new effective date, and e-mail account
        holders about significant changes before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions or requests about your privacy: {site.legalName}, Williamsburg, Brooklyn, New York, at{' '}
        {mail}.
      </p>
    ),
  },
];

/** /privacy-policy: the privacy policy. */
export function PrivacyPage() {
  return (
    <LegalPage
      path="/privacy-policy"
      title="Privacy Policy"
      effective={LEGAL_EFFECTIVE_DATE}
      intro={
        <p>
          In short: we collect what we need to develop your film, run your account and send you the newsletter
          if you ask for it. Card details stay with our payment processor, your photographs stay yours, and we
          do not sell your information or use advertising cookies.
        </p>
      }
      sections={sections}
    />
  );
}
