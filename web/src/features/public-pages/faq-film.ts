import { site } from '../../lib/site';
import type { FaqGroup } from './faq-data';
import { LAB_RULES, perTier, TIERS, usd } from './lab-facts';

const { onDemand, nice, veryNice, superNice } = TIERS;
const e6Surcharge = onDemand.devScan.e6 - onDemand.devScan.c41;
const ecn2Surcharge = onDemand.devScan.ecn2 - onDemand.devScan.c41;
const pricing = { label: 'See every price', to: '/memberships' };

/** The FAQ on the film itself: processes, formats, turnaround and shipping. */
export const FILM_FAQ_GROUPS: readonly FaqGroup[] = [
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
];
