import { site } from '../../lib/site';
import { LAB_RULES, perTier, TIERS, usd } from './lab-facts';

/**
 * The FAQ's questions and answers. Answers are plain text (one string per paragraph) so the same words serve the
 * page and its FAQPage structured data; figures come from lab-facts.ts, which is checked against the catalogue.
 */
export interface FaqEntry {
  /** Anchor of the question, for links straight to it. */
  id: string;
  question: string;
  answer: readonly string[];
  /** A page that says more, shown under the answer. */
  link?: { label: string; to: string };
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

const { onDemand, nice, veryNice, superNice } = TIERS;
const e6Surcharge = onDemand.devScan.e6 - onDemand.devScan.c41;
const ecn2Surcharge = onDemand.devScan.ecn2 - onDemand.devScan.c41;
const pricing = { label: 'See every price', to: '/memberships' };

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'processes',
    title: 'Processes',
    entries: [
      {
        id: 'which-processes',
        question: 'Which film processes do you develop?',
        answer: [
          'All four common ones, in our own lab in Williamsburg: C-41 colour negative, black and white, E-6 slide film and ECN-2 motion picture film. Nothing is sent out to another lab.',
          'If you are not sure which process your film needs, the box or the film canister says so; you can also tell us the stock when you set up the order and we will check it on arrival.',
        ],
      },
      {
        id: 'development-price',
        question: 'How much do development and scanning cost?',
        answer: [
          `Development and scanning of a colour or black-and-white roll is ${perTier((tier) => tier.devScan.c41)}. On Demand needs no membership: you pay for each roll as you order it.`,
          `E-6 slide film is ${perTier((tier) => tier.devScan.e6)}; ECN-2 cinema film is ${perTier((tier) => tier.devScan.ecn2)}. Those prices include development and scanning.`,
        ],
        link: pricing,
      },
      {
        id: 'push-pull',
        question: 'Can you push or pull my film?',
        answer: [
          `Yes. Choose push or pull on the roll when you order and tell us how many stops in the roll’s notes. It costs ${perTier((tier) => tier.addOns.pushPull)} per roll.`,
          'Pushing helps film you shot at a higher ISO than the box speed, such as a 400 roll shot at 1600 in a dark bar; pulling tames film you overexposed on purpose. The whole roll is processed the same way, so push or pull every frame on it.',
        ],
      },
      {
        id: 'cross-processing',
        question: 'Do you cross-process?',
        answer: [
          'Yes. Pick cross-process on the roll and we develop slide film in C-41 chemistry for the saturated colours and strong contrast cross-processing is known for. The price shows in your order summary before you pay.',
        ],
      },
      {
        id: 'ecn2-price',
        question: 'Why do slide and cinema film cost more?',
        answer: [
          `E-6 and ECN-2 use their own chemistry, which we mix and run in separate batches. ECN-2 film also carries a rem-jet backing that has to be removed by hand before it can be scanned. A dev + scan credit covers these rolls too; they add only the process charge of ${usd(e6Surcharge)} for E-6 or ${usd(ecn2Surcharge)} for ECN-2.`,
        ],
      },
      {
        id: 'expired-film',
        question: 'Can you develop expired film?',
        answer: [
          'Yes, and we develop a lot of it. Tell us the expiry date and how the film was stored in the roll’s notes. Expired film loses speed and shifts in colour, so results vary; if you shot it at box speed, we may suggest pushing it a stop.',
        ],
      },
    ],
  },
  {
    id: 'formats',
    title: 'Formats',
    entries: [
      {
        id: 'which-formats',
        question: 'Which film formats do you take?',
        answer: [
          '35mm, 120 medium format and disposable cameras, in every process we run. We do not currently develop 110, 127, APS or large-format sheet film; if you have something unusual, write to us before sending it.',
        ],
      },
      {
        id: 'disposables',
        question: 'Do you develop disposable cameras?',
        answer: [
          'Yes. Send the whole camera without opening it; we take the film out in the dark and develop and scan it like any other 35mm roll. The camera body is recycled rather than returned.',
        ],
      },
      {
        id: 'half-frame',
        question: 'Do you scan half-frame 35mm?',
        answer: [
          `Yes. Add half frames to the roll and we scan each half frame as its own image, so a roll of 72 shots comes back as 72 photographs. Half frames cost ${perTier((tier) => tier.addOns.halfFrames)} per roll.`,
        ],
      },
      {
        id: 'medium-format',
        question: 'Which 120 frame sizes do you scan?',
        answer: [
          '6x4.5, 6x6, 6x7 and 6x9 are all scanned at the frame size you shot, with nothing cropped to a standard shape. Panoramic cameras that use 120 are welcome too; mention the camera in the roll’s notes.',
        ],
      },
    ],
  },
  {
    id: 'turnaround',
    title: 'Turnaround',
    entries: [
      {
        id: 'how-long',
        question: 'How long do development and scanning take?',
        answer: [
          `Rolls start development on the day they arrive. Our turnaround estimate follows the queue in front of your film and is shown in whole business days, never fewer than ${LAB_RULES.minTurnaroundDays}.`,
          'The clock starts when your film reaches the lab, not when you post it, so allow for the mail too: from most of the US, film reaches Brooklyn in two to five business days.',
        ],
      },
      {
        id: 'estimate',
        question: 'How do you work out the turnaround estimate?',
        answer: [
          'From real numbers, every time it is shown: the rolls waiting in the lab, divided by the number of rolls we scanned a day over the last week, plus one day for development and scanning itself. The result is rounded up to whole business days.',
          'A quiet week shortens it and a busy one lengthens it, so the figure you see before you ship is the honest one.',
        ],
      },
      {
        id: 'rush',
        question: 'What does rush do, and what does it cost?',
        answer: [
          `Rush moves a roll to the front of the queue for its process. It costs ${perTier((tier) => tier.addOns.rush)} per roll. Nice members get ${nice.credits.rush} rush credits a year, Very Nice members ${veryNice.credits.rush}, and Super Nice members unlimited rush.`,
          'You can add rush when you order, or later to rolls in an open order from the order’s page.',
        ],
      },
      {
        id: 'membership-turnaround',
        question: 'Do memberships get faster turnaround?',
        answer: [
          `Yes, on the higher tiers. Very Nice members get priority turnaround, under five business days, and Super Nice members a turnaround of ${superNice.turnaround}. On Demand and Nice rolls follow the standard queue.`,
        ],
      },
      {
        id: 'slide-cinema-time',
        question: 'Do slide and cinema film take longer?',
        answer: [
          'Sometimes a little. E-6 and ECN-2 run in batches, so in a quiet week a roll may wait a day for its batch to fill. Colour negative and black and white run every day.',
        ],
      },
      {
        id: 'progress',
        question: 'How do I know where my film is?',
        answer: [
          'Your order page shows each roll as it moves from received to developed to scanned. When the scans are ready, they appear in your online library, sorted by roll.',
        ],
      },
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping',
    entries: [
      {
        id: 'how-to-mail',
        question: 'How do I mail my film to you?',
        answer: [
          'Set up an order online first, so we can match the rolls to you. Then pack the rolls snugly in a padded envelope or a small box, put a note with your name and order number inside, and send it with tracking.',
          'Members print a free prepaid USPS label for the order; anyone else can ship with the carrier of their choice.',
        ],
        link: { label: 'Start an order', to: '/signup' },
      },
      {
        id: 'free-label',
        question: 'How do I get a free USPS label?',
        answer: [
          'Free prepaid USPS labels are a membership perk. Open the account menu, choose Request USPS Shipping Label, pick the open order and your return address, and download the label. You need an open order first: the label belongs to it.',
        ],
      },
      {
        id: 'drop-off',
        question: 'Where can I drop off film in person?',
        answer: [
          'At the lab on Kent Avenue in Williamsburg, during opening hours or through the drop-off slot when we are closed, or at one of our partner drop-offs in Greenpoint (Franklin Street) and on the Lower East Side (Orchard Street). Dropping off is free.',
          'Set up the order online before you come, and write your name and order number on the bag.',
        ],
      },
      {
        id: 'mail-time',
        question: 'How long does the mail take?',
        answer: [
          'From most of the country, two to five business days: one or two from along the East Coast, two to three from the South and Midwest, and four to five from the West Coast. Use a tracked service so you can see when the film reaches us.',
        ],
      },
      {
        id: 'outside-us',
        question: 'Can I send film from outside the US?',
        answer: [
          `We take mail-in orders from anywhere in the United States, and our prepaid labels only work within it. If you are abroad, write to ${site.contactEmail} before shipping and we will tell you what to expect.`,
        ],
      },
    ],
  },
  {
    id: 'negatives',
    title: 'Negatives',
    entries: [
      {
        id: 'negatives-back',
        question: 'Do I get my negatives back?',
        answer: [
          `It is your choice for each roll. We can store them at the lab, ship them back to you, keep them for you to pick up, or recycle them. Return shipping costs ${perTier((tier) => tier.addOns.returnNegatives, 'free')}.`,
        ],
      },
      {
        id: 'negative-storage',
        question: 'How long do you keep my negatives?',
        answer: [
          `We store negatives for ${LAB_RULES.negativeStorage} after development. Any time in that year you can ask for them back from the order’s page. Negatives nobody has asked for after a year are recycled.`,
        ],
      },
      {
        id: 'pick-up',
        question: 'Can I pick my negatives up?',
        answer: [
          `Yes, from the drop-off spot you chose. Please collect them within ${LAB_RULES.pickUpDays} business days. If you choose pick up with shipping as a fallback, negatives that are not collected within ${LAB_RULES.pickUpDays} days are shipped to your address at the return shipping price.`,
        ],
      },
      {
        id: 'sleeving',
        question: 'Do you sleeve negatives?',
        answer: [
          `On request. Cut sleeving cuts the roll into strips in archival sleeves, ${usd(onDemand.addOns.cutSleeving)} per roll on every plan. Uncut sleeving keeps the roll in one piece for your own scanner or archive: ${perTier((tier) => tier.addOns.uncutSleeving)}.`,
        ],
      },
      {
        id: 'negative-defaults',
        question: 'Can I set what happens to my negatives by default?',
        answer: [
          'Yes. In Settings you can choose a default for negatives, sleeving and return shipping; every new roll starts with your defaults, and you can still change any roll before you place the order.',
        ],
      },
    ],
  },
  {
    id: 'memberships',
    title: 'Memberships',
    entries: [
      {
        id: 'how-memberships-work',
        question: 'How do memberships work?',
        answer: [
          `A membership is a yearly plan: ${nice.label} at ${usd(nice.annualFee)}, ${veryNice.label} at ${usd(veryNice.annualFee)} and ${superNice.label} at ${usd(superNice.annualFee)} a year. Each comes with dev + scan credits, which pay for whole rolls, and member prices on every add-on.`,
          `Not ready to commit? On Demand is ${usd(onDemand.devScan.c41)} a roll with no fee, and includes a ${LAB_RULES.platformTrialDays}-day trial of the scan platform.`,
        ],
        link: { label: 'Compare the plans', to: '/memberships' },
      },
      {
        id: 'plan-benefits',
        question: 'What comes with each plan?',
        answer: [
          `${nice.label}: ${nice.credits.devScan} dev + scan credits, ${nice.credits.scan4K} 4K scan credits, ${nice.credits.rush} rush credits and member prices on every add-on, with ${usd(nice.devScan.c41)} rolls after your credits.`,
          `${veryNice.label}: ${veryNice.credits.devScan} dev + scan, ${veryNice.credits.scan4K} 4K and ${veryNice.credits.rush} rush credits, ${veryNice.credits.proScan} pro scan credits, priority turnaround, unlocked TIFFs and free return shipping, with ${usd(veryNice.devScan.c41)} rolls after your credits.`,
          `${superNice.label}: ${superNice.credits.devScan} dev + scan and ${superNice.credits.scan4K} 4K credits, unlimited rush, ${superNice.credits.proScan} pro scan credits, ${superNice.turnaround} turnaround, uncut sleeving and free return shipping, with ${usd(superNice.devScan.c41)} rolls after your credits.`,
          'Every plan includes free prepaid USPS labels, the scan platform with digital contact sheets, and scan storage for as long as you are a member.',
        ],
      },
      {
        id: 'which-plan',
        question: 'Which plan is right for me?',
        answer: [
          'Nice is made for people who develop 20 or more rolls a year, and Super Nice for people who develop 500 or more. The price calculator on the pricing page takes the number of rolls you shoot and the add-ons you use, and shows what each plan would cost you over a year and per roll.',
        ],
        link: { label: 'Open the price calculator', to: '/pricing' },
      },
      {
        id: 'renewal',
        question: 'Does my membership renew automatically?',
        answer: [
          `Yes, once a year on the card you paid with. The account menu shows your renewal date, or the date it expires if renewal is off. To turn renewal off, write to ${site.contactEmail} before that date; your plan and credits stay until the end of the year you paid for.`,
        ],
      },
      {
        id: 'unused-credits',
        question: 'What happens to credits I do not use?',
        answer: [
          'Credits come with each membership year and are used before anything is charged. Unused credits do not carry over into the next year, cannot be exchanged for money and stay with the account they were issued to.',
        ],
      },
      {
        id: 'change-plan',
        question: 'Can I change to a different plan?',
        answer: [
          'Yes. Buy the plan you want on the membership purchase page and it replaces your current plan from that day, with a new year and a fresh set of credits. The remainder of the old plan is not prorated or refunded.',
        ],
      },
    ],
  },
  {
    id: 'scans',
    title: 'Scans',
    entries: [
      {
        id: 'which-scans',
        question: 'What scans do I get?',
        answer: [
          'Every roll is scanned frame by frame at high resolution and delivered as JPEGs to your online library. Two upgrades are available on any roll:',
          `4K scans, for larger prints and closer crops: ${perTier((tier) => tier.addOns.scan4K)} per roll. Pro scans, with colour correction and dust work by hand: ${perTier((tier) => tier.addOns.proScan)} per roll.`,
        ],
      },
      {
        id: 'library',
        question: 'How do I get my scans?',
        answer: [
          'They appear in your online library as soon as a roll is scanned. Download single frames or a whole roll as a zip, tag frames and add where they were taken, make a digital contact sheet, and share or print from the same place.',
        ],
      },
      {
        id: 'tiffs',
        question: 'Can I get TIFF files?',
        answer: [
          'Yes. Very Nice and Super Nice members have TIFFs unlocked. Everyone else can unlock a 16-bit TIFF of any scan from the scan’s page; the price is shown before you confirm.',
        ],
      },
      {
        id: 'scan-storage',
        question: 'How long do my scans stay online?',
        answer: [
          `Members’ scans stay in the library for as long as they are members. Without a membership, scans stay online for ${LAB_RULES.platformTrialDays} days, the length of the platform trial, so download the zip of each roll when it arrives.`,
        ],
      },
      {
        id: 'sharing',
        question: 'Can I share my scans?',
        answer: [
          'Select frames in your library and share them: you get a link anyone can open to view and download those scans, without an account. You can also submit a favourite frame to our community gallery; we feature a selection with your social handle.',
        ],
      },
      {
        id: 'prints',
        question: 'Can I order prints?',
        answer: [
          `Yes. Add 4x6 prints to a roll when you order, ${perTier((tier) => tier.addOns.prints4x6)}, or order large-format prints of any scan from the Print menu once your scans are in.`,
        ],
      },
    ],
  },
];

/** Every question, in page order. */
export function allFaqEntries(groups: readonly FaqGroup[] = FAQ_GROUPS): FaqEntry[] {
  return groups.flatMap((group) => group.entries);
}

/** schema.org FAQPage structured data for the same questions, with each answer's paragraphs joined. */
export function faqJsonLd(groups: readonly FaqGroup[] = FAQ_GROUPS) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: allFaqEntries(groups).map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer.join(' ') },
    })),
  };
}
