import { withBackgrounds } from './backgrounds';
import { type LandingPageCopy, page } from './landing-copy-types';

/** Home (for visitors), /lab and /club. /club is the club variant (docs/decisions/020-web-client-shell.md). */
export const CORE_PAGES: LandingPageCopy[] = withBackgrounds(
  import.meta.glob<string>('../assets/backgrounds/{contact-sheet,darkroom,film-strips}-*.{webp,jpg}', {
    eager: true,
    query: '?url',
    import: 'default',
  }),
  [
    page('/', 'home', {
      pageTitle: 'Nice Film Club — Film Developing & Scanning by Mail',
      meta: 'Film developing and scanning by mail or drop-off in Brooklyn: C-41, black and white, E-6 and ECN-2, high-resolution scans online, memberships with roll credits.',
      hero: 'Your film, developed with care',
      bg: 'darkroom',
      description:
        'We are a film lab that develops colour, black-and-white, slide and motion picture film, scans every frame at high resolution and puts it in an online library you will actually use. Send us your rolls from anywhere in the country.',
      section: 'Nice meeting you',
      highlights: [
        'Development, scanning, prints and a film shop, all from one lab and one account.',
        'Memberships turn a year of shooting into credits and lower prices on every roll.',
      ],
      shop: 'Fresh film, stored cold and shipped fast.',
      community: 'Photographs from the people who send us their film.',
      reviews: 'What our customers say about their scans.',
      free: 'Members ship their film to us on a free prepaid USPS label.',
      fast: 'Rolls start development on the day they arrive, and scans follow within days.',
    }),
    page('/lab', 'lab', {
      pageTitle: 'The Lab — Film Development & Scanning | Nice Film Club',
      meta: 'Inside our film lab: C-41, black and white, E-6 and ECN-2 development, high-resolution, 4K and pro scans, push and pull, sleeving and prints.',
      hero: 'Inside the lab',
      bg: 'film-strips',
      description:
        'Every roll is logged on arrival, developed on the line for its process, checked by a person and scanned frame by frame. Push or pull processing, half frames, cross-processing and sleeving are all options you choose when you order.',
      section: 'How a roll moves through the lab',
      highlights: [
        'Chemistry is replenished and tested daily, so the fortieth roll of the day looks like the first.',
        'Scans come in standard, 4K and pro quality; pro scans get colour and dust work by hand.',
      ],
      shop: 'The stocks our technicians shoot themselves.',
      community: 'Results from the lab’s scanners, shot by our customers.',
      reviews: 'Customers on the care their film receives.',
      free: 'Members send film in on our prepaid USPS label at no cost.',
      fast: 'Add rush to any roll, or pick a tier with priority turnaround.',
    }),
    page('/club', 'club', {
      pageTitle: 'The Club — Film Photography Memberships | Nice Film Club',
      meta: 'Join the club for people who shoot film: yearly memberships with development and scan credits, member prices, free return labels and a community gallery.',
      hero: 'Welcome to the club for people who shoot film',
      bg: 'contact-sheet',
      description:
        'The club is a yearly membership for people who shoot more than the occasional roll: credits for development and scans, lower prices on add-ons and film, a free label for every order, and a gallery where members show their work.',
      section: 'Membership, explained',
      highlights: [
        'Credits for development, 4K scans and rush come with every tier; higher tiers add pro scans and TIFFs.',
        'Members’ photographs are featured in the community gallery and on our social pages.',
      ],
      shop: 'Member prices on every roll in the shop.',
      community: 'The club’s gallery, picked from members’ submissions.',
      reviews: 'Members on what the club is worth to them.',
      free: 'Every member order comes with a free prepaid USPS label.',
      fast: 'Very Nice and Super Nice members get priority turnaround.',
    }),
  ],
);
