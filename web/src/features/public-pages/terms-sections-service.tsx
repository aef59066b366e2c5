import { Link } from 'react-router';
import { site } from '../../lib/site';
import { LAB_RULES, perTier, TIERS, usd } from './lab-facts';
import { type LegalSection, mail } from './legal-page';

/** Terms of service, part one: the account, memberships, orders and the film in our care. */
export const TERMS_SERVICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Who we are and these terms',
    body: (
      <>
        <p>
          Nice Film Club is a film development and scanning lab in Williamsburg, Brooklyn, New York, operated
          by {site.legalName} (“Nice Film Club”, “we”, “us”). These terms govern your use of our website, your
          account, our online scan library, our shop and every order you place with us, whether you mail film
          in or drop it off (together, the “Service”).
        </p>
        <p>
          By creating an account, buying a membership or placing an order, you agree to these terms and to our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use the
          Service.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          You need an account to place orders and to see your scans. You must be at least 18 years old, or
          have the permission of a parent or guardian who agrees to these terms for you. Give us accurate
          details, including a phone number and a return address we can ship to, and keep them up to date.
        </p>
        <p>
          You are responsible for what happens under your account. Keep your password to yourself, sign out on
          shared devices and tell us straight away at {mail} if you think someone else has used your account.
          If you sign in with Google or Facebook, that provider’s terms also apply to the sign-in.
        </p>
        <p>
          An account is for one person. Do not share it, sell it or create accounts for others without asking.
        </p>
      </>
    ),
  },
  {
    id: 'memberships',
    title: 'Memberships and credits',
    body: (
      <>
        <p>
          Memberships are yearly plans. The current plans are {TIERS.nice.label} ({usd(TIERS.nice.annualFee)}{' '}
          a year), {TIERS.veryNice.label} ({usd(TIERS.veryNice.annualFee)} a year) and {TIERS.superNice.label}{' '}
          ({usd(TIERS.superNice.annualFee)} a year). What each plan includes, its credits, member prices and
          turnaround, is listed on the <Link to="/memberships">membership page</Link> at the time you buy it.
          Without a membership you pay On Demand prices, currently {usd(TIERS.onDemand.devScan.c41)} per roll
          for colour or black-and-white development and scanning.
        </p>
        <ul>
          <li>
            <strong>Credits</strong> (dev + scan, 4K scan, rush and pro scan credits) are issued at the start
            of each membership year and applied to your orders before anything is charged. Credits do not
            carry over into the next year, have no cash value, cannot be transferred or resold, and end when
            the membership ends.
          </li>
          <li>
            <strong>Member prices and perks</strong>, such as free prepaid USPS labels, priority turnaround,
            unlocked TIFFs and free return shipping where a plan includes them, apply while your membership is
            active and paid.
          </li>
          <li>
            <strong>Changing plans.</strong> Buying a different plan replaces your current plan from that day,
            with a new membership year and a new set of credits. The unused part of the old plan is not
            prorated or refunded.
          </li>
          <li>
            <strong>Lapsed memberships.</strong> If a renewal payment fails or a membership ends, your rolls
            are priced On Demand until you buy a plan again.
          </li>
          <li>
            <strong>Earlier plans.</strong> Members on a plan we no longer sell keep its terms for as long as
            it renews; we will tell you before we retire it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'renewal',
    title: 'Renewal and cancellation',
    body: (
      <>
        <p>
          <strong>Memberships renew automatically</strong> at the end of each year, and we charge the card you
          paid with (or the default card on your account) the plan’s price at that time. Your account menu
          shows the date your membership renews, or the date it expires if renewal is turned off. If a plan’s
          price is going to change, we will e-mail you at least 30 days before your renewal.
        </p>
        <p>
          You can turn off renewal at any time by writing to {mail} before your renewal date. Your plan, its
          credits and its prices then continue until the end of the year you paid for, and the membership
          expires on that date. Membership fees are not refundable for partly used years, except where the law
          requires a refund.
        </p>
        <p>
          If you signed up in error and have not used any credits or member prices, tell us within 14 days of
          the purchase and we will refund the membership fee in full.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders, prices and payment',
    body: (
      <>
        <p>
          You place an order online by listing your rolls, their process and the add-ons you want (rush, 4K or
          pro scans, push or pull, half frames, cross-processing, sleeving, prints, return shipping). The
          prices that apply are the ones shown for your plan when you place the order; add-ons you request
          after the film arrives are charged at the prices current at that time.
        </p>
        <ul>
          <li>
            Prices are in US dollars. Sales tax is added where it applies and is calculated on the order after
            discounts and account credit.
          </li>
          <li>
            Promo codes are applied when you pay, cannot be combined unless we say so, have no cash value and
            may expire. Account credit on your balance is applied to open orders automatically.
          </li>
          <li>
            Payments are processed by our payment processor. By paying, you authorise us to charge the card
            you provide for the order, for add-ons you request later and for membership renewals.
          </li>
          <li>
            If film needs work you did not order (for example, a roll labelled C-41 that turns out to be slide
            film), we will ask you before charging for it.
          </li>
          <li>
            You may cancel an order until your film reaches the lab; after development starts, the work on
            that roll cannot be undone or refunded.
          </li>
        </ul>
        <p>
          If an order remains unpaid, we may hold its scans and negatives until it is paid, and after 60 days
          we may treat film left with us as abandoned, as described under{' '}
          <a href="#negatives">Negatives, returns and storage</a>.
        </p>
      </>
    ),
  },
  {
    id: 'sending-film',
    title: 'Sending us film and shipping',
    body: (
      <>
        <p>
          We accept 35mm, 120 and disposable cameras for C-41, black-and-white, E-6 and ECN-2 processing, by
          mail from anywhere in the United States and in person at our Williamsburg lab and partner drop-off
          spots in Brooklyn and on the Lower East Side. We may decline film we cannot process safely, and we
          will not process images that are illegal to possess.
        </p>
        <ul>
          <li>
            Set up your order before you send film and mark the package with your name and order number. Pack
            rolls so they cannot move around, and use a tracked service.
          </li>
          <li>
            Members may print one free prepaid USPS label for each open order. Labels may be used only to send
            that order’s film to us; they are not transferable and expire if unused.
          </li>
          <li>
            Film travels at your risk until it is received at the lab or a drop-off spot. Carriers are
            responsible for their own losses and delays; if your film matters to you, use a service with
            tracking and insurance.
          </li>
          <li>
            On the way back, negatives and prints travel by the service shown at checkout. We will help you
            claim against the carrier if a return shipment is lost;{' '}
            <a href="#liability-film">Lost or damaged film</a> covers anything lost in our care.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'development',
    title: 'Development, scanning and turnaround',
    body: (
      <>
        <p>
          We develop and scan your film with care, using chemistry that is replenished and tested daily. Rolls
          start development on the day they arrive. The turnaround we show is an estimate based on the current
          queue, in business days; it is not a guarantee. Rush moves a roll to the front of its queue, and
          plans with priority or next-business-day turnaround are scheduled first, but batch processes (E-6
          and ECN-2), carrier delays and holidays can still add time.
        </p>
        <p>
          Photographs on film depend on how the film was stored, loaded, exposed and shipped. We are not
          responsible for results caused by the film or the camera, including expired or heat-damaged film,
          light leaks, blank or unexposed rolls, incorrect exposure, or instructions such as push or pull that
          were given wrongly. Developing an unexposed roll is still a roll developed, and is charged as one.
        </p>
      </>
    ),
  },
  {
    id: 'negatives',
    title: 'Negatives, returns and storage',
    body: (
      <>
        <p>
          For each roll you choose what happens to your negatives after scanning: we store them, ship them
          back, keep them for pick-up, or recycle them.
        </p>
        <ul>
          <li>
            <strong>Storage.</strong> We store negatives for {LAB_RULES.negativeStorage} after development.
            During that year you can ask for them back from your order page. Negatives nobody has asked for
            after that year are treated as abandoned and securely recycled.
          </li>
          <li>
            <strong>Return shipping</strong> costs {perTier((tier) => tier.addOns.returnNegatives, 'free')}.
          </li>
          <li>
            <strong>Pick-up.</strong> Negatives held for pick-up must be collected within{' '}
            {LAB_RULES.pickUpDays} business days. If you chose pick-up with shipping as a fallback, we ship
            uncollected negatives after {LAB_RULES.pickUpDays} days and charge the return shipping price;
            otherwise they go back into storage.
          </li>
          <li>
            <strong>Disposable cameras</strong> are opened to remove the film and their bodies are recycled;
            they are not returned.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'liability-film',
    title: 'Lost or damaged film',
    body: (
      <>
        <p>
          We treat every roll as irreplaceable, and we know that it is. Film processing nonetheless carries a
          small risk of loss or damage, for example through a machine or chemistry fault, and the value of
          photographs to the person who took them cannot be measured in money. For that reason:
        </p>
        <p>
          <strong>
            If your film is lost or damaged while it is in our care, our liability is limited to replacing it
            with an equal quantity of unexposed film of a similar type and refunding the development, scanning
            and add-on charges you paid for the affected rolls.
          </strong>{' '}
          We are not liable for the content of the photographs, the cost of reshooting, travel, models, lost
          income or any other consequential loss.
        </p>
        <p>
          “In our care” means from the moment film is received at the lab or handed to our courier at a
          drop-off spot until it is handed to a carrier for return, collected by you, or recycled as these
          terms allow. Please tell us about any problem within 30 days of your scans being delivered, so we
          can investigate while the records and the film are still at hand. If your film is especially
          valuable, tell us before you send it so we can discuss special handling.
        </p>
      </>
    ),
  },
];
