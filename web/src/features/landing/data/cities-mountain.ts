import { withBackgrounds } from './backgrounds';
import { cityPage, type LandingPageCopy } from './landing-copy-types';

export const MOUNTAIN_CITIES: LandingPageCopy[] = withBackgrounds(
  import.meta.glob<string>('../assets/backgrounds/{desert-light,mountain-snow,neon-street}-*.{webp,jpg}', {
    eager: true,
    query: '?url',
    import: 'default',
  }),
  [
    cityPage('phoenix', 'Phoenix', 'AZ', {
      meta: 'Keep film cool in the Phoenix heat, then mail it to us: saguaro sunrises and monsoon skies developed and scanned with care.',
      hero: 'Phoenix heat is hard on film. We are not.',
      bg: 'desert-light',
      description:
        'Saguaros at sunrise, Camelback at dusk, monsoon clouds stacking up in July: Phoenix is dramatic light in brutal heat. Keep your film cool, shoot early and late, and send us the rolls for careful development and scans.',
      section: 'Saguaros, monsoons and dry heat',
      highlights: [
        'A car in a Phoenix summer can cook film in an hour; carry rolls in an insulated bag and mail them soon.',
        'Monsoon storms bring the best light of the year; slide film shows those skies in full colour.',
      ],
      shop: 'Film for the cool hours before the sun takes over.',
      community: 'The Valley of the Sun on film.',
      reviews: 'Arizona photographers on their mail-in lab.',
      free: 'Valley members mail their rolls, ideally in the cool of morning, on our free prepaid label.',
      fast: 'Film mailed from Phoenix usually reaches our lab in three to four business days.',
    }),
    cityPage('tucson', 'Tucson', 'AZ', {
      meta: 'Star trails over the Catalinas and Barrio Viejo colour: Tucson film developed and scanned without noise, delivered online.',
      hero: 'Tucson, where the desert sky is the subject',
      bg: 'desert-light',
      description:
        'Tucson keeps its skies dark for the observatories, and its days are big and blue over the Catalinas. Whether you shoot star trails or Barrio Viejo’s painted walls, send us the rolls and get scans that show it all.',
      section: 'Dark skies and painted adobe',
      highlights: [
        'Long exposures under Tucson’s dark skies come back clean; we scan to keep the stars and lose the noise.',
        'Barrio Viejo’s colours look their best on a saturated negative or slide stock.',
      ],
      shop: 'Film for long nights under the stars.',
      community: 'Southern Arizona on film.',
      reviews: 'Tucson night photographers on their long-exposure scans.',
      free: 'Tucson members pay no postage: the prepaid USPS label covers the trip east.',
      fast: 'From Tucson, rolls generally take three to four business days to arrive.',
    }),
    cityPage('mesa', 'Mesa', 'AZ', {
      meta: 'Spring training and Superstition trail rolls from Mesa and the East Valley, half frames included, developed and scanned by mail.',
      hero: 'Mesa mornings, the Superstitions and your film',
      bg: 'mountain-snow',
      description:
        'The Superstition Mountains glowing at sunset, spring training crowds, citrus groves at the edge of town: Mesa sits where the city meets the desert. Send your film our way and get your scans online.',
      section: 'Superstition sunsets and spring training',
      highlights: [
        'Spring training games are shot in full sun; slow film and a quick shutter keep the action crisp.',
        'Hikers on the Superstition trails can send half-frame rolls and get twice the frames scanned.',
      ],
      shop: 'Film for spring training and trail days.',
      community: 'The East Valley on film.',
      reviews: 'Mesa and East Valley photographers on mailing film east.',
      free: 'Our prepaid label lets East Valley members mail film without paying a cent.',
      fast: 'Rolls mailed from the East Valley usually arrive in three to four business days.',
    }),
    cityPage('albuquerque', 'Albuquerque', 'NM', {
      meta: 'Balloon Fiesta mornings fill rolls fast; Albuquerque photographers mail them in one box for development and high-resolution scans.',
      hero: 'Albuquerque balloons and Sandia pink, on film',
      bg: 'desert-light',
      description:
        'Hundreds of balloons rising in October, the Sandias turning pink at sunset, old Route 66 motels: Albuquerque has a light that painters moved here for. Shoot it on film and we will develop and scan it carefully.',
      section: 'Balloon Fiesta and Sandia pink',
      highlights: [
        'Balloon Fiesta mornings fill many rolls; one order, one box, and member credits cover most of it.',
        'At this altitude the light is intense and blue; a warm colour negative balances it beautifully.',
      ],
      shop: 'Film for Balloon Fiesta mornings.',
      community: 'New Mexico on film: balloons, mesas and adobe.',
      reviews: 'New Mexico photographers on their balloon-season scans.',
      free: 'Albuquerque members post their rolls for nothing, the USPS label prepaid by us.',
      fast: 'From New Mexico, rolls usually reach us in three to four business days.',
    }),
    cityPage('denver', 'Denver', 'CO', {
      meta: 'Mile-high light, snow and Red Rocks nights: Denver film developed in our lab and scanned to recover highlights, slide and cinema film too.',
      hero: 'Denver, a mile high and a roll deep',
      bg: 'mountain-snow',
      description:
        'Front Range sunsets, ski trips on a weekend, Red Rocks concerts under the stars: Denver photographers carry their cameras up and down a mile of elevation. Mail what you shot to us; our scans handle snow, sky and shadow in one frame.',
      section: 'Front Range light and Red Rocks nights',
      highlights: [
        'Snow and high-altitude sun call for slow film and a careful meter; our scans recover highlight detail.',
        'X-ray machines at Denver International are fine for most film, but ask for a hand check above ISO 800.',
      ],
      shop: 'Film for ski trips and mountain sunsets.',
      community: 'Colorado on film: peaks, concerts and city streets.',
      reviews: 'Denver photographers on their mail-in lab.',
      free: 'Denver members ship film free on our prepaid USPS label.',
      fast: 'Rolls mailed from Denver generally take three business days to reach us.',
    }),
    cityPage('colorado-springs', 'Colorado Springs', 'CO', {
      meta: 'Garden of the Gods sandstone on colour film: Colorado Springs rolls and medium format landscapes scanned at full size.',
      hero: 'Colorado Springs, Pikes Peak on every roll',
      bg: 'mountain-snow',
      description:
        'Red sandstone at the Garden of the Gods, Pikes Peak watching over everything, clear mountain air on most days of the year: Colorado Springs is made for landscape photographers. Mail your rolls and get full-resolution scans.',
      section: 'Red rocks beneath Pikes Peak',
      highlights: [
        'Red sandstone and blue sky are a great test of colour film; we scan for both without clipping.',
        'Medium format landscapes get scanned at full size, ready for prints as large as the view.',
      ],
      shop: 'Medium format film for the Garden of the Gods.',
      community: 'The Pikes Peak region on film.',
      reviews: 'Pikes Peak region photographers on landscape scans.',
      free: 'Members along the Front Range’s south end ship rolls free on our prepaid USPS label.',
      fast: 'From Colorado Springs, film usually arrives within three business days.',
    }),
    cityPage('las-vegas', 'Las Vegas', 'NV', {
      meta: 'The Strip and the Neon Museum on tungsten film, Red Rock at dawn on daylight film: Las Vegas rolls developed and scanned, pushed if you ask.',
      hero: 'Las Vegas neon was made for film',
      bg: 'neon-street',
      description:
        'The Strip at night, old signs at the Neon Museum, Red Rock Canyon at dawn: Las Vegas is the brightest city in the desert and then some. Shoot tungsten film under the lights or daylight film in the canyon, and we develop both.',
      section: 'The Strip, old neon and Red Rock',
      highlights: [
        'Tungsten-balanced film renders the Strip’s lights cleanly; we process it on the line it was made for.',
        'Casinos are bright enough to shoot handheld on 800; push a stop if you need it and tell us in the order.',
      ],
      shop: 'Tungsten film for nights on the Strip.',
      community: 'Neon, desert and everything in between, from Las Vegas locals.',
      reviews: 'Las Vegas shooters on tungsten rolls done right.',
      free: 'Las Vegas members ship film for free with a prepaid USPS label.',
      fast: 'Rolls mailed from Las Vegas generally reach us in three to four business days.',
    }),
  ],
);
