import { withBackgrounds } from './backgrounds';
import { cityPage, type LandingPageCopy } from './landing-copy-types';

export const MIDWEST_CITIES: LandingPageCopy[] = withBackgrounds(
  import.meta.glob<string>(
    '../assets/backgrounds/{autumn-trees,bridge-dusk,lake-shore,mountain-snow,plains-storm}-*.{webp,jpg}',
    {
      eager: true,
      query: '?url',
      import: 'default',
    },
  ),
  [
    cityPage('chicago', 'Chicago', 'IL', {
      meta: 'Chicago street photographers mail rolls shot under the L and by the lake for development and high-resolution scans, slide and cinema film included.',
      hero: 'Chicago film, developed with big-shoulder care',
      bg: 'lake-shore',
      description:
        'The L rattling over Wabash, Lake Michigan going grey in November, the lakefront on the first warm day of spring: Chicago has some of the best street photography light in the country. Mail your rolls and we develop and scan every frame.',
      section: 'The L, the lake and the lakefront',
      highlights: [
        'Street photographers shooting under the L tracks get scans that hold the hard shadows and slivers of light.',
        'Winter on the lake is hard on batteries, not film; keep a spare for your meter and mail the rolls when you thaw.',
      ],
      shop: 'Film for the Loop, Pilsen and the lakefront trail.',
      community: 'Tracks, lake and neighbourhood corners from South Side to North Shore.',
      reviews: 'Chicago photographers on mailing their rolls to us.',
      free: 'Chicago members mail film on our prepaid USPS label and pay nothing to send it.',
      fast: 'Rolls shipped from Chicago usually reach Brooklyn in two business days.',
    }),
    cityPage('columbus', 'Columbus', 'OH', {
      meta: 'From campus to German Village, Columbus rolls are developed by a dedicated lab and shared from an online library with one link.',
      hero: 'Columbus rolls, from the Short North to our scanners',
      bg: 'autumn-trees',
      description:
        'Gallery hops in the Short North, brick streets in German Village, game-day crowds in scarlet and grey: Columbus is a college town that grew into a city. Send your rolls from campus or the suburbs and get scans in your online library.',
      section: 'Gallery hops and brick streets',
      highlights: [
        'Students get the same lab their professors use; the online library shares a whole roll with one link.',
        'German Village brick and autumn leaves make warm colour film look its best.',
      ],
      shop: 'Film for campus and the Short North’s gallery hops.',
      community: 'Campus, galleries and game days in central Ohio frames.',
      reviews: 'Central Ohio photographers on their scans.',
      free: 'Members around Columbus ship rolls without paying postage, thanks to the prepaid label in each order.',
      fast: 'From central Ohio, rolls generally arrive within two business days.',
    }),
    cityPage('indianapolis', 'Indianapolis', 'IN', {
      meta: 'Race month at the Speedway on fast film: Indianapolis rolls developed, scanned and, with rush, back to you ahead of the queue.',
      hero: 'Indianapolis, at racing speed, on film',
      bg: 'plains-storm',
      description:
        'Race month at the Speedway, the canal downtown, Monument Circle in holiday lights: Indianapolis has a rhythm of big days and quiet ones. Mail the rolls you shot and let us handle the chemistry and the scanning.',
      section: 'Race month and the canal walk',
      highlights: [
        'Panning at the track needs fast film and faster hands; our scans show every bit of motion blur you earned.',
        'Rush service moves your rolls to the front of the queue when race-day images are needed quickly.',
      ],
      shop: 'Fast film for race month.',
      community: 'The track, the canal and the circle in Hoosier frames.',
      reviews: 'Indiana photographers on what came back from our lab.',
      free: 'Indianapolis members send film free on our prepaid USPS label.',
      fast: 'Rolls mailed from Indianapolis usually take two business days to arrive.',
    }),
    cityPage('detroit', 'Detroit', 'MI', {
      meta: 'Detroit factories, murals and markets on black-and-white or colour film, developed in fresh chemistry, including pushed rolls, and scanned in detail.',
      hero: 'Detroit steel and motor city light, developed',
      bg: 'bridge-dusk',
      description:
        'Old factories and new murals, the Ambassador Bridge at dusk, Eastern Market on a Saturday morning: Detroit is a city photographers keep coming back to. Send your film to us and get scans that respect its texture.',
      section: 'Factories, murals and Eastern Market',
      highlights: [
        'Industrial texture loves black-and-white film; we develop HP5, Tri-X and Delta in fresh chemistry.',
        'Pushing film for a dark factory interior? Note it on the roll and we develop it as you shot it.',
      ],
      shop: 'Black-and-white film for factories and markets.',
      community: 'Industry, music and neighbourhoods, photographed by Detroiters.',
      reviews: 'Detroit photographers on our development and scans.',
      free: 'Detroit members mail film on a free prepaid USPS label.',
      fast: 'Mail from southeast Michigan usually reaches us in two business days.',
    }),
    cityPage('milwaukee', 'Milwaukee', 'WI', {
      meta: 'Milwaukee’s short festival summer, shot on film and mailed to our lab; rush credits help scans come back before the next weekend.',
      hero: 'Milwaukee lakefront, Cream City brick, your film',
      bg: 'lake-shore',
      description:
        'Cream City brick, the Calatrava wings by the lake, summer festivals on the grounds by the water: Milwaukee packs a lot into a short summer. Shoot it all, send us the rolls and we will scan them while the season lasts.',
      section: 'Lakefront festivals and pale brick',
      highlights: [
        'Festival season is short; members’ rush credits help the scans come back before the next weekend.',
        'Cold winters mean condensation risk; let a camera warm up before rewinding film indoors.',
      ],
      shop: 'Film for summer on the lakefront.',
      community: 'Festivals, brick and lake from across Milwaukee.',
      reviews: 'Wisconsin photographers on sending us their film.',
      free: 'A prepaid USPS label sends Milwaukee members’ rolls to us at no charge.',
      fast: 'From Milwaukee, rolls usually arrive within two to three business days.',
    }),
    cityPage('kansas-city', 'Kansas City', 'MO', {
      meta: 'Jazz clubs, fountains and barbecue in Kansas City: fast film developed and scanned to keep skin tones warm in low light.',
      hero: 'Kansas City, barbecue smoke and fountain spray, on film',
      bg: 'plains-storm',
      description:
        'Fountains in every neighbourhood, jazz in the 18th and Vine district, smoke rising from the pits on a Saturday: Kansas City is generous to photographers. Mail your rolls from either side of the state line and we do the rest.',
      section: 'Fountains, jazz and smoke',
      highlights: [
        'Jazz clubs are dim; fast film and our careful scans keep skin tones warm in low light.',
        'Kansas City sits near the middle of the country, so your film spends little time in the mail either way.',
      ],
      shop: 'Fast film for 18th and Vine.',
      community: 'Music, fountains and barbecue, seen through KC cameras.',
      reviews: 'Kansas City regulars on how their low-light rolls scan.',
      free: 'Members on both sides of the state line ship film free on a prepaid USPS label.',
      fast: 'Kansas City mail usually reaches our Brooklyn lab in two to three business days.',
    }),
    cityPage('omaha', 'Omaha', 'NE', {
      meta: 'Omaha has few film labs left; mail your Old Market and Sandhills rolls to ours for development and 4K landscape scans.',
      hero: 'Omaha, cobblestones to cornfields, on film',
      bg: 'plains-storm',
      description:
        'The Old Market’s cobblestones, the pedestrian bridge over the Missouri, farmland a short drive in any direction: Omaha mixes city and prairie. Send the rolls from either and get scans ready to share.',
      section: 'Old Market and open prairie',
      highlights: [
        'Landscape photographers heading out to the Sandhills get 4K scans with room for large prints.',
        'Omaha has few film labs left; mailing to us keeps your rolls in steady, professional hands.',
      ],
      shop: 'Film for the drive out to the Sandhills.',
      community: 'Nebraska on film: prairie, river and town.',
      reviews: 'Omaha photographers on the mail-in lab.',
      free: 'From the Old Market post office or any other, Omaha members mail film on a free label.',
      fast: 'From Omaha, rolls usually take about three business days to reach us.',
    }),
    cityPage('minneapolis', 'Minneapolis', 'MN', {
      meta: 'Shooting film through a Minneapolis winter? We develop and scan it, keeping snow white, with advice on rewinding in the cold.',
      hero: 'Minneapolis winters look beautiful on film',
      bg: 'mountain-snow',
      description:
        'Frozen lakes, the Stone Arch Bridge in snow, the skyway glowing over empty streets: a Minneapolis winter is a gift to film photographers who dress warmly. Mail us your rolls when the thaw comes, or sooner.',
      section: 'Frozen lakes and skyway glow',
      highlights: [
        'Snow fools light meters; open up a stop or two, and our scans will keep the snow white, not grey.',
        'Film gets brittle at twenty below, so rewind slowly; if a roll tears, send the camera’s contents in a dark bag.',
      ],
      shop: 'Film for the lakes in every season.',
      community: 'The Twin Cities on film, from lake to skyway.',
      reviews: 'Minnesota photographers on their scans.',
      free: 'Twin Cities members mail their rolls on a free prepaid USPS label.',
      fast: 'From Minneapolis, film generally arrives in two to three business days.',
    }),
  ],
);
