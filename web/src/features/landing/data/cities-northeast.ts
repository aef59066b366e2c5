import { withBackgrounds } from './backgrounds';
import { cityPage, DROP_OFF_STEPS, type LandingPageCopy } from './landing-copy-types';

export const NORTHEAST_CITIES: LandingPageCopy[] = withBackgrounds(
  import.meta.glob<string>(
    '../assets/backgrounds/{autumn-trees,brooklyn-rooftops,harbor-morning,river-fog}-*.{webp,jpg}',
    {
      eager: true,
      query: '?url',
      import: 'default',
    },
  ),
  [
    cityPage(
      'new-york',
      'New York',
      'NY',
      {
        meta: 'Film developing in New York: drop rolls at our Brooklyn lab or a Manhattan drop-off, or mail them in. C-41, black and white, E-6 and ECN-2 with high-resolution scans.',
        hero: 'New York film, developed in Brooklyn',
        bg: 'brooklyn-rooftops',
        description:
          'We develop and scan in Williamsburg, a subway ride from most of the city. Walk your rolls into the lab on Kent Avenue or leave them at our Greenpoint or Lower East Side drop-off, and the scans arrive online without a single trip to the post office.',
        section: 'Your neighbourhood lab, from Bushwick to the Upper West Side',
        highlights: [
          'Local drop-off in Brooklyn: the Williamsburg lab takes film every day, and the slot is open around the clock.',
          'Rolls left in Greenpoint are picked up at five each afternoon; the Lower East Side spot sends film over three times a week.',
        ],
        shop: 'Restock Portra and Tri-X before the next walk across the bridge.',
        community: 'Fire escapes, bodega cats and the F train, as New Yorkers shot them.',
        reviews: 'What regulars from all five boroughs say about the lab down the street.',
        free: 'Members in the outer boroughs can skip the trip: a prepaid USPS label comes free with every order.',
        fast: 'Film that crosses the East River by hand is on the scanner the same week, often the same day.',
      },
      DROP_OFF_STEPS,
    ),
    cityPage('philadelphia', 'Philadelphia', 'PA', {
      meta: 'Philadelphia photographers mail their 35mm and 120 rolls to our lab a day up the corridor and get careful development and full-resolution scans online.',
      hero: 'Philadelphia film, a day up the corridor from our lab',
      bg: 'river-fog',
      description:
        'From the murals of South Philly to morning fog on the Schuylkill, Philadelphia gives film a lot to chew on. Box up your rolls, send them up the corridor, and get careful development and clean scans without hunting for one of the city’s last counters.',
      section: 'Row homes, rivers and rowing shells',
      highlights: [
        'Philadelphia is one of our closest mail-in cities, so rolls rarely spend more than a day or two in transit.',
        'We scan every frame at full resolution, so the texture of brick and mural paint survives the trip to your screen.',
      ],
      shop: 'Stock up for the Italian Market before you run out mid-roll.',
      community: 'Philadelphians on film: stoops, river trails and late light on Boathouse Row.',
      reviews: 'Photographers from Fishtown to West Philly on sending us their film.',
      free: 'Philadelphia members mail their rolls on our prepaid USPS label and pay nothing to send them.',
      fast: 'Two hours up I-95 by car, about a day by mail: Philly film is usually with us the morning after it ships.',
    }),
    cityPage('washington', 'Washington, D.C.', 'DC', {
      meta: 'Shot the cherry blossoms or the Mall on film? Washington, D.C. rolls are developed in our lab and scanned at high resolution, with negatives stored for a year.',
      hero: 'From the Mall to your mailbox: D.C. film, developed',
      bg: 'autumn-trees',
      description:
        'Cherry blossoms in April, marble in the glare of August, rowhouses in Shaw under a winter sky: Washington changes its light by the season. Send us what you shot and we will develop it by hand-checked process and return scans you can actually edit.',
      section: 'Monuments, blossoms and quiet side streets',
      highlights: [
        'Blossom season fills a lot of rolls at once; members can send all of them in one box with credits to spare.',
        'Humid summers are hard on exposed film, so we suggest mailing rolls within a week or two of shooting them.',
      ],
      shop: 'Pick up fine-grained film for the Tidal Basin before the petals fall.',
      community: 'The capital through the viewfinders of people who live there.',
      reviews: 'Why D.C. photographers trust their negatives to the mail.',
      free: 'From any D.C. post office, members send film on our free prepaid USPS label.',
      fast: 'A box mailed from the District is typically at our bench in one to two business days.',
    }),
    cityPage('boston', 'Boston', 'MA', {
      meta: 'A film lab for Boston without the drive: C-41, black and white, slide and cinema film mailed in, developed by hand-checked process and scanned at high resolution.',
      hero: 'Boston, your film lab is a short hop down the coast',
      bg: 'harbor-morning',
      description:
        'Harbor mornings, brownstones in Back Bay, the Common under fresh snow: Boston rewards the people who carry a film camera through all four seasons. Mail the rolls to Brooklyn and we take care of chemistry, scanning and delivery.',
      section: 'Harbor light and New England winters',
      highlights: [
        'Shooting in the cold? Let rolls warm up in a sealed bag before you open the box, and mail them once they are dry.',
        'Students and teachers across the city use our rush add-on to get scans back before crits and deadlines.',
      ],
      shop: 'Restock for the Esplanade, from slow slide film to fast black and white.',
      community: 'New England on film: sailboats, snowbanks and old brick.',
      reviews: 'Bostonians on trading the drive for a padded envelope.',
      free: 'Boston members ship free: the prepaid USPS label is waiting in every order.',
      fast: 'Mail from Massachusetts usually arrives in Brooklyn within two business days.',
    }),
    cityPage('baltimore', 'Baltimore', 'MD', {
      meta: 'Baltimore film, from Fells Point to Hampden, developed and scanned by a dedicated lab; colour, black and white and disposables welcome, with member pricing.',
      hero: 'Charm City negatives, handled with care',
      bg: 'harbor-morning',
      description:
        'Formstone row houses, painted screens, the working waterfront in Fells Point: Baltimore is made for a roll of colour negative. We develop it properly, scan every frame and send your negatives home or store them for a year.',
      section: 'Painted screens and harbor cranes',
      highlights: [
        'We keep your negatives for a year after scanning, so a frame you love can be rescanned or printed later.',
        'Disposable cameras from a crab feast or a stoop party are welcome; we open and process them for you.',
      ],
      shop: 'Film for Fells Point, Hampden and everything between.',
      community: 'Baltimore frames from people who know every block of it.',
      reviews: 'Charm City photographers on their scans and our turnaround.',
      free: 'Baltimore members mail their film on our dime with a free prepaid USPS label.',
      fast: 'Up I-95 in a day or two: Maryland film reaches us quickly and starts development on arrival.',
    }),
  ],
);
