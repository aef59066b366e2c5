import { Link } from 'react-router';
import { site } from '../../lib/site';
import { type LegalSection, mail } from './legal-page';
import styles from './privacy-page.module.css';

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

/** Privacy policy, part one: what we collect and why, including what the browser keeps. */
export const PRIVACY_COLLECTION_SECTIONS: readonly LegalSection[] = [
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
];
