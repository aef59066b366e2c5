// The shape of every landing page's copy (spec §2 "Each landing page shares one template and has its own copy").
import type { BackgroundImage } from './backgrounds';

/** Hero background photographs; the landing hero maps each key to its image files. */
export type BackgroundKey =
  | 'darkroom'
  | 'film-strips'
  | 'brooklyn-rooftops'
  | 'bridge-dusk'
  | 'skyline-night'
  | 'harbor-morning'
  | 'palms-sunset'
  | 'desert-light'
  | 'mountain-snow'
  | 'river-fog'
  | 'lake-shore'
  | 'plains-storm'
  | 'bayou-green'
  | 'coast-cliffs'
  | 'neon-street'
  | 'autumn-trees'
  | 'camera-hands'
  | 'contact-sheet';

/** Where a step's link goes: sign-up (start an order), the film shop, or the lab's blog (Nice Notes). */
export type StepLink = 'signup' | 'shop' | 'blog';

export interface LandingStep {
  title: string;
  text: string;
  link: { label: string; to: StepLink };
}

export type LandingKind = 'home' | 'lab' | 'club' | 'city' | 'search';

export interface LandingPageCopy {
  path: string;
  kind: LandingKind;
  /** The document <title>. */
  pageTitle: string;
  metaDescription: string;
  heroTitle: string;
  background: BackgroundKey;
  /** The background's files (each region's copy module resolves its own, so a page loads only those URLs). */
  image: BackgroundImage;
  /** The hero's paragraph. */
  description: string;
  /** Title of the page-specific section. */
  sectionTitle: string;
  steps: readonly [LandingStep, LandingStep, LandingStep];
  highlights: readonly [string, string];
  subtitles: { shop: string; community: string; reviews: string };
  /** City-specific wording (or the page's own) for the free-shipping and fast-shipping points. */
  shipping: { free: string; fast: string };
  /** Set on city pages. */
  city?: { slug: string; name: string; state: string };
}

/** City and search-phrase pages have a section of their own; home, /lab and /club show their points in the hero. */
export function hasLocalSection(copy: LandingPageCopy): boolean {
  return copy.kind === 'city' || copy.kind === 'search';
}

/** A page's copy before its background is resolved to files (see withBackgrounds). */
export type LandingPageText = Omit<LandingPageCopy, 'image'>;

/** The copy a page writer supplies; the path, kind and steps are filled in by the helpers below. */
export interface CopyFields {
  pageTitle: string;
  meta: string;
  hero: string;
  bg: BackgroundKey;
  description: string;
  section: string;
  highlights: readonly [string, string];
  shop: string;
  community: string;
  reviews: string;
  free: string;
  fast: string;
}

/** The mail-in steps (spec §2: set up an order, ship the film, receive scans). */
export const MAIL_IN_STEPS: LandingPageCopy['steps'] = [
  {
    title: 'Set up an order',
    text: 'Tell us how many rolls, which process and any add-ons; members use their credits.',
    link: { label: 'Start an order', to: 'signup' },
  },
  {
    title: 'Ship the film',
    text: 'Pack the rolls snugly, print your label and hand the box to the carrier.',
    link: { label: 'How to pack film', to: 'blog' },
  },
  {
    title: 'Receive scans',
    text: 'Your scans land in your online library, ready to download, share and print.',
    link: { label: 'Create your account', to: 'signup' },
  },
];

/** The same steps for pages whose readers can also drop film off at the lab in Brooklyn. */
export const DROP_OFF_STEPS: LandingPageCopy['steps'] = [
  MAIL_IN_STEPS[0],
  {
    title: 'Ship the film',
    text: 'Mail it, or walk it into our Williamsburg lab or one of our Brooklyn and Lower East Side drop-off spots.',
    link: { label: 'Drop-off tips', to: 'blog' },
  },
  MAIL_IN_STEPS[2],
];

/** Shop pages (spec §2: browse the shop, select rolls, place order). */
export const SHOP_STEPS: LandingPageCopy['steps'] = [
  {
    title: 'Browse the shop',
    text: 'Fresh colour, black-and-white and slide film, stored cold until it ships.',
    link: { label: 'Open the shop', to: 'shop' },
  },
  {
    title: 'Select rolls',
    text: 'Pick stocks and quantities; members see their member price on every roll.',
    link: { label: 'Compare film stocks', to: 'blog' },
  },
  {
    title: 'Place order',
    text: 'Check out once, and add development for the rolls when you send them back.',
    link: { label: 'Sign up to order', to: 'signup' },
  },
];

export function page(
  path: string,
  kind: LandingKind,
  copy: CopyFields,
  steps: LandingPageCopy['steps'] = MAIL_IN_STEPS,
): LandingPageText {
  return {
    path,
    kind,
    pageTitle: copy.pageTitle,
    metaDescription: copy.meta,
    heroTitle: copy.hero,
    background: copy.bg,
    description: copy.description,
    sectionTitle: copy.section,
    steps,
    highlights: copy.highlights,
    subtitles: { shop: copy.shop, community: copy.community, reviews: copy.reviews },
    shipping: { free: copy.free, fast: copy.fast },
  };
}

/** A city page at /film-developing-{slug}; its <title> follows one pattern so search results read alike. */
export function cityPage(
  slug: string,
  name: string,
  state: string,
  copy: Omit<CopyFields, 'pageTitle'>,
  steps: LandingPageCopy['steps'] = MAIL_IN_STEPS,
): LandingPageText {
  const pageTitle = `Film Developing ${name}, ${state} — Mail-In Lab & Scans | Nice Film Club`;
  return {
    ...page(`/film-developing-${slug}`, 'city', { ...copy, pageTitle }, steps),
    city: { slug, name, state },
  };
}
