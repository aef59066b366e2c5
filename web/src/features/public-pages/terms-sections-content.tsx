import { site } from '../../lib/site';
import { LAB_RULES } from './lab-facts';
import { type LegalSection, mail } from './legal-page';

/** Terms of service, part two: scans, rights, the community gallery, the shop and the legal terms. */
export const TERMS_CONTENT_SECTIONS: readonly LegalSection[] = [
  {
    id: 'scans',
    title: 'Your scans and the online library',
    body: (
      <>
        <p>
          Scans are delivered to your online library, where you can view, download, tag, share and print them.
          Members’ scans stay in the library while the membership is active. Without a membership, the library
          comes with a {LAB_RULES.platformTrialDays}-day trial and scans remain available for{' '}
          {LAB_RULES.platformTrialDays} days after delivery. The library is not an archive: download and back
          up the scans you want to keep, because we may delete scans after their storage period ends.
        </p>
        <p>
          A share link lets anyone who has it view and download the scans you chose, without an account. You
          decide who receives your links, and you can ask us to disable one at any time.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your photographs and our licence',
    body: (
      <>
        <p>
          <strong>Your photographs are yours.</strong> You keep all rights in your images. You give us a
          limited licence to develop, scan, store, copy, resize and display them to you and to the people you
          share them with, and to print them when you order prints, only as needed to provide the Service.
        </p>
        <p>
          You confirm that you have the right to have the images processed and that they are lawful. We may
          refuse to process, store or return content that is illegal, and we report child sexual abuse
          material to the authorities as the law requires.
        </p>
        <p>
          Print drafts you upload for printing are used only to make your prints and are handled under the
          same licence.
        </p>
      </>
    ),
  },
  {
    id: 'community',
    title: 'Community gallery and reviews',
    body: (
      <>
        <p>
          You can submit scans to our community gallery from your library. By submitting a scan, you give{' '}
          {site.legalName} a non-exclusive, worldwide, royalty-free licence to display it, credited to the
          social handle you give us, on our website, our social media pages and our newsletter, and to crop or
          resize it to fit those places. We choose which submissions to feature and may stop featuring any at
          any time.
        </p>
        <p>
          Submit only your own photographs, and only photographs the people in them would be comfortable
          seeing published. You can withdraw a submission by writing to {mail}; we will remove it from the
          gallery within a reasonable time, though posts already published on social media may remain where
          they were shared.
        </p>
        <p>
          If you send us a review, we may quote it on the website with your name or handle, and you can ask us
          to remove it at any time.
        </p>
      </>
    ),
  },
  {
    id: 'shop',
    title: 'Shop, prints, referrals and newsletter',
    body: (
      <>
        <ul>
          <li>
            Film and other goods in the shop are sold while stock lasts; members see member prices. If
            something arrives damaged or faulty, tell us within 14 days and we will replace it or refund it.
          </li>
          <li>
            Prints are made to order from your scans or drafts. We reprint free of charge if a print is
            defective or damaged in transit; we cannot refund prints because of how an image was shot.
          </li>
          <li>
            Referrals: you may share your referral code with people you know. Do not post it where referral
            codes are traded or send it in bulk. Referral rewards are described on the referrals page and
            cannot be exchanged for cash.
          </li>
          <li>The newsletter is free and you can unsubscribe from any issue.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use the Service, do not:</p>
        <ul>
          <li>break the law, or infringe anyone’s copyright, privacy or other rights;</li>
          <li>
            upload, share or submit content that is unlawful, hateful, harassing or sexually exploitative;
          </li>
          <li>try to access other people’s accounts, scans or orders, or data you are not meant to see;</li>
          <li>
            probe, scan or test our systems for vulnerabilities, interfere with them, or overload them,
            including through automated requests or scraping;
          </li>
          <li>copy, resell or reverse-engineer the Service, or resell credits, labels or promo codes;</li>
          <li>use shared scan links or the community gallery to send spam or advertising.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and closing your account',
    body: (
      <>
        <p>
          You can close your account at any time by writing to {mail}. Download your scans first: once an
          account is closed, its library is deleted. Any membership on the account ends and is not refunded,
          except as <a href="#renewal">Renewal and cancellation</a> provides.
        </p>
        <p>
          We may suspend or close an account that breaks these terms, that is used for fraud, or that has
          unpaid charges, after telling you why unless the law or the safety of others prevents it. We will
          return film in our care that belongs to you, once any amount you owe for it is paid.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers and limits of liability',
    body: (
      <>
        <p>
          We work hard to keep the Service available and accurate, but it is provided “as is” and “as
          available”. To the extent the law allows, we disclaim implied warranties of merchantability, fitness
          for a particular purpose and non-infringement, and we do not promise that the Service will be
          uninterrupted or error-free.
        </p>
        <p>
          To the extent the law allows, and apart from the remedy in{' '}
          <a href="#liability-film">Lost or damaged film</a>, our total liability for any claim arising from
          the Service is limited to the amount you paid us in the 12 months before the claim arose, and we are
          not liable for indirect, incidental, special or consequential damages. Nothing in these terms limits
          liability that cannot be limited by law.
        </p>
        <p>
          You agree to compensate us for claims made by others that arise from content you submit or from your
          breach of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <>
        <p>
          These terms are governed by the laws of the State of New York, without regard to its conflict-of-law
          rules. Please write to us first: most problems are solved with an e-mail. If we cannot resolve a
          dispute informally within 30 days, it will be heard by the state or federal courts located in Kings
          County or New York County, New York, and you and we consent to their jurisdiction. Either of us may
          instead bring an eligible claim in small claims court.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <>
        <p>
          We may update these terms as the Service changes. We will post the new version here with its
          effective date and, for changes that matter to you, e-mail account holders at least 30 days before
          they take effect. Orders placed before a change keep the terms that applied when they were placed.
          If you keep using the Service after a change takes effect, the new terms apply.
        </p>
        <p>
          If any part of these terms cannot be enforced, the rest still applies. If we do not enforce a term
          straight away, we have not given up the right to enforce it later.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms, your account or an order? Write to {site.legalName} at {mail}. We are a
        film lab in Williamsburg, Brooklyn, New York.
      </p>
    ),
  },
];
