import { site } from '../../lib/site';
import { LAB_RULES } from './lab-facts';
import { LegalPage, type LegalSection, mail } from './legal-page';
import { PRIVACY_COLLECTION_SECTIONS } from './privacy-collection';

/** Privacy policy, part two: how we use, share and keep it, and your rights. */
const useAndRights: readonly LegalSection[] = [
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

const sections = [...PRIVACY_COLLECTION_SECTIONS, ...useAndRights];

/** /privacy-policy: the privacy policy. */
export function PrivacyPage() {
  return (
    <LegalPage
      path="/privacy-policy"
      title="Privacy Policy"
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
