import { site } from '../../lib/site';
import type { FaqGroup } from './faq-data';
import { LAB_RULES, perTier, TIERS, usd } from './lab-facts';

const { onDemand, nice, veryNice, superNice } = TIERS;

/** The FAQ on what follows: negatives, memberships and scans. */
export const ACCOUNT_FAQ_GROUPS: readonly FaqGroup[] = [
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
