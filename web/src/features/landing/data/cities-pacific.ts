import { withBackgrounds } from './backgrounds';
import { cityPage, type LandingPageCopy } from './landing-copy-types';

export const PACIFIC_CITIES: LandingPageCopy[] = withBackgrounds(
  import.meta.glob<string>(
    '../assets/backgrounds/{autumn-trees,bridge-dusk,coast-cliffs,film-strips,harbor-morning,lake-shore,mountain-snow,palms-sunset,river-fog}-*.{webp,jpg}',
    {
      eager: true,
      query: '?url',
      import: 'default',
    },
  ),
  [
    cityPage('los-angeles', 'Los Angeles', 'CA', {
      meta: 'Los Angeles film, from golden-hour palms to Vision3 set stills, developed in C-41, black and white, E-6 and ECN-2 and scanned at high resolution.',
      hero: 'Los Angeles, golden hour every day, developed',
      bg: 'palms-sunset',
      description:
        'Palm trees against a pink sky, taco trucks under sodium lights, the Pacific at Point Dume: Los Angeles gives film photographers golden hour almost every evening. Mail us the rolls and get scans with the warmth you saw.',
      section: 'Palms, freeways and golden hour',
      highlights: [
        'Film-set crews and students send Vision3 stills; our ECN-2 line removes the remjet and develops them right.',
        'Smog-softened sunsets look best on a warm negative; our scans keep the gradient smooth.',
      ],
      shop: 'Film for Sunset Boulevard at sunset.',
      community: 'Beaches, boulevards and backyards across greater Los Angeles.',
      reviews: 'Angelenos on mailing their film across the country.',
      free: 'Los Angeles members mail film free on our prepaid USPS label.',
      fast: 'From Southern California, rolls usually take four to five business days to reach Brooklyn.',
    }),
    cityPage('san-diego', 'San Diego', 'CA', {
      meta: 'Surf, tide pools and June gloom on film: San Diego rolls mailed to our lab for careful development and clean high-resolution scans.',
      hero: 'San Diego surf and sun, on film',
      bg: 'coast-cliffs',
      description:
        'Surfers at Black’s Beach, sea lions at La Jolla Cove, June gloom lifting by noon: San Diego is a coastal city through and through. Shoot it on film, mail us the rolls and get clean scans of every wave.',
      section: 'Cove, cliffs and June gloom',
      highlights: [
        'Salt and sand get into everything; rewind rolls before opening the camera back on the beach.',
        'June gloom is soft, flattering light; a roll of Portra 400 is made for it.',
      ],
      shop: 'Film for the cove and the cliffs.',
      community: 'Surf, tide pools and tacos in frames from San Diegans.',
      reviews: 'San Diego customers on scans that kept the coast’s colour.',
      free: 'San Diego members send their film free on a prepaid USPS label.',
      fast: 'Rolls mailed from San Diego generally reach us in four to five business days.',
    }),
    cityPage('san-jose', 'San Jose', 'CA', {
      meta: 'Analog photographers in Silicon Valley mail their film to a lab with a tidy online library, TIFF upgrades and careful development.',
      hero: 'Analog in Silicon Valley: San Jose film, developed',
      bg: 'film-strips',
      description:
        'In the capital of digital, film has found a loyal following: orchards in bloom, the foothills after rain, downtown San Jose at dusk. Send us your rolls and get both the negatives and the scans, each handled with care.',
      section: 'Orchards, foothills and tech campuses',
      highlights: [
        'Scans arrive in an online library with tags and locations, which suits people who like their archive tidy.',
        'Upgrade to TIFF files on the higher tiers when you want the full scan data for editing.',
      ],
      shop: 'Film for the foothills in their green season.',
      community: 'Silicon Valley on film.',
      reviews: 'San Jose photographers on our service.',
      free: 'South Bay members ship their film at our expense with a prepaid USPS label.',
      fast: 'From the South Bay, rolls usually reach us in four to five business days.',
    }),
    cityPage('san-francisco', 'San Francisco', 'CA', {
      meta: 'Fog, hills and Victorians on film: San Francisco rolls developed in house and scanned to keep the fog soft and the colours true.',
      hero: 'San Francisco fog, rendered in grain',
      bg: 'bridge-dusk',
      description:
        'Karl the Fog rolling through the Golden Gate, cable cars on impossible hills, Victorian houses in every colour: San Francisco looks like it was made for film. Mail us the rolls and get scans that keep the fog soft and the colours true.',
      section: 'Fog, hills and painted houses',
      highlights: [
        'Fog flattens contrast; a little overexposure on colour negative brings the mood back, and our scans respect it.',
        'The Painted Ladies and the Mission’s murals are made for saturated stocks like Ektar.',
      ],
      shop: 'Film for foggy mornings and clear afternoons.',
      community: 'Fog, hills and Victorians through San Franciscans’ lenses.',
      reviews: 'San Franciscans on their film lab.',
      free: 'Mail is free for San Francisco members: drop the box at any post office with the prepaid label.',
      fast: 'From the Bay Area, film typically reaches Brooklyn in four to five business days.',
    }),
    cityPage('seattle', 'Seattle', 'WA', {
      meta: 'Grey-day portraits and ferry crossings on film: Seattle rolls developed and scanned by a lab that loves soft, even light, with slide and cinema film too.',
      hero: 'Seattle grey skies, film grain, good scans',
      bg: 'river-fog',
      description:
        'Ferries on Elliott Bay, Mount Rainier appearing on a clear day, rain on Pike Place: Seattle rewards photographers who shoot in soft light. Mail your rolls and get scans that make the most of overcast.',
      section: 'Ferries, rain and the mountain',
      highlights: [
        'Overcast light is even and kind to skin; it suits portraits on colour negative film.',
        'Rain is the local weather; keep rolls in a zip bag until they go in the box.',
      ],
      shop: 'Fast film for grey days on the Sound.',
      community: 'The Pacific Northwest on film.',
      reviews: 'Seattle photographers on soft-light scans from the lab.',
      free: 'Seattle members mail film for free on our prepaid USPS label.',
      fast: 'Rolls mailed from Seattle usually arrive in four to five business days.',
    }),
    cityPage('portland', 'Portland', 'OR', {
      meta: 'Portland’s film community mails half-frame, pushed and everyday rolls to us for development, scans and negatives kept safe.',
      hero: 'Portland, Oregon: weird, wonderful and on film',
      bg: 'autumn-trees',
      description:
        'Bridges over the Willamette, food carts, rose gardens in June and the Gorge an hour away: Portland has a strong film community and strong opinions about film. Send your rolls; we take the same care you do.',
      section: 'Bridges, roses and the Gorge',
      highlights: [
        'Half-frame cameras are popular in Portland; we scan each half as its own image.',
        'Waterfalls in the Gorge call for slow shutter speeds; a tripod and slow film give silky water.',
      ],
      shop: 'Film for the rose garden and the Gorge.',
      community: 'Bridges, bikes and forests around the Rose City.',
      reviews: 'Portland film shooters on why they mail to Brooklyn.',
      free: 'Rose City members mail rolls at no cost with the prepaid USPS label.',
      fast: 'From Oregon, film usually takes four to five business days to reach us.',
    }),
    cityPage('fresno', 'Fresno', 'CA', {
      meta: 'Yosemite, Sequoia and the Blossom Trail on film: Fresno rolls developed and given full-resolution or pro scans for printing.',
      hero: 'Fresno, gateway to Yosemite, on film',
      bg: 'mountain-snow',
      description:
        'Orchards blossoming along the Fresno Blossom Trail, the Sierra a short drive east, Yosemite and Sequoia close enough for a day trip: Fresno photographers have big landscapes on their doorstep. Mail the rolls and we do the rest.',
      section: 'Blossom Trail and the Sierra',
      highlights: [
        'Landscape trips to Yosemite deserve full-resolution scans, and pro scans for the frames worth printing.',
        'Valley summers are hot; keep film in a cooler on road trips and mail it as soon as you are home.',
      ],
      shop: 'Film for a day trip to Sequoia.',
      community: 'The Central Valley and the Sierra on film.',
      reviews: 'Fresno photographers on landscape scans big enough to print.',
      free: 'Central Valley members skip postage entirely with our free prepaid USPS label.',
      fast: 'From the Central Valley, rolls usually arrive in four to five business days.',
    }),
    cityPage('sacramento', 'Sacramento', 'CA', {
      meta: 'Tule fog mornings and Midtown’s trees on film: Sacramento rolls developed, scanned and delivered to your online library.',
      hero: 'Sacramento, the city of trees, on film',
      bg: 'river-fog',
      description:
        'Tule fog in winter, the Tower Bridge in gold, tree-lined streets in Midtown: Sacramento has moody winters and bright summers. Send us your rolls in any season and we will develop and scan them carefully.',
      section: 'Tule fog and Tower Bridge gold',
      highlights: [
        'Tule fog mornings are rare and beautiful; expose for the shadows and let the scans handle the rest.',
        'Farm-to-fork markets make great colour subjects; a saturated stock brings out the produce.',
      ],
      shop: 'Film for Midtown’s tree-lined streets.',
      community: 'Rivers, trees and markets across the capital region.',
      reviews: 'Sacramento photographers on their lab.',
      free: 'Sacramento members send rolls to us for free using the USPS label prepaid in every order.',
      fast: 'Rolls mailed from Sacramento generally take four to five business days to arrive.',
    }),
    cityPage('long-beach', 'Long Beach', 'CA', {
      meta: 'Harbor cranes on black and white and beach evenings in colour: Long Beach rolls developed and scanned at high resolution by mail.',
      hero: 'Long Beach harbor cranes and Queen Mary light',
      bg: 'harbor-morning',
      description:
        'The Queen Mary at her berth, container cranes at the port, bikes along the beach path: Long Beach is a working harbor city with a laid-back shore. Shoot both and send us the rolls; we develop and scan every frame.',
      section: 'Port cranes and beach paths',
      highlights: [
        'Port cranes against a clear sky make bold graphic frames on black-and-white film.',
        'Evening beach walks call for a roll of 400; our scans keep the colour in the last light.',
      ],
      shop: 'Film for the harbor and the shore.',
      community: 'Port, beach and bungalows in Long Beach frames.',
      reviews: 'Long Beach photographers on harbor scans with bite.',
      free: 'Long Beach members ship film on our free prepaid USPS label.',
      fast: 'From Long Beach, rolls typically reach us in four to five business days.',
    }),
    cityPage('oakland', 'Oakland', 'CA', {
      meta: 'East Bay photographers send Lake Merritt nights and community projects on film for development, scans and lower member prices per roll.',
      hero: 'Oakland, the East Bay on film',
      bg: 'lake-shore',
      description:
        'Lake Merritt at sunset, the working cranes of the Port of Oakland, murals in Fruitvale and the hills above: Oakland has a strong photography community. Send us your film and get careful development and scans.',
      section: 'Lake Merritt and the hills',
      highlights: [
        'Lake Merritt’s necklace of lights is a fine night subject on fast film.',
        'Community photo projects can send many rolls in one box; members pay less per roll.',
      ],
      shop: 'Film for sunsets at Lake Merritt.',
      community: 'Lake, murals and hills, photographed by Oaklanders.',
      reviews: 'East Bay photographers on our lab.',
      free: 'For Oakland members the postage is on us: each order includes a prepaid USPS label.',
      fast: 'From the East Bay, film usually takes four to five business days to reach us.',
    }),
  ],
);
