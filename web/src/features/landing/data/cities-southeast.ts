import { withBackgrounds } from './backgrounds';
import { cityPage, type LandingPageCopy } from './landing-copy-types';

export const SOUTHEAST_CITIES: LandingPageCopy[] = withBackgrounds(
  import.meta.glob<string>(
    '../assets/backgrounds/{autumn-trees,bayou-green,coast-cliffs,neon-street,palms-sunset,river-fog}-*.{webp,jpg}',
    {
      eager: true,
      query: '?url',
      import: 'default',
    },
  ),
  [
    cityPage('jacksonville', 'Jacksonville', 'FL', {
      meta: 'Jacksonville beach and river photographers: send your rolls to a dedicated film lab for careful development and scans that hold bright Florida skies.',
      hero: 'Jacksonville beaches, river bridges, your film',
      bg: 'coast-cliffs',
      description:
        'Between the St. Johns River and miles of Atlantic beach, Jacksonville has more horizon than most cities. Shoot it on film, send the rolls north, and get scans with the latitude to hold a bright sky and a shaded porch in one frame.',
      section: 'Wide water, wide skies',
      highlights: [
        'Florida heat is tough on exposed film; keep rolls out of a parked car and mail them soon after shooting.',
        'Beach glare is where negative film shines, and our scans keep the highlight detail it captured.',
      ],
      shop: 'Sun-friendly slow film for Neptune Beach and the Riverwalk.',
      community: 'North Florida on film: surf, bridges and Spanish moss.',
      reviews: 'Jacksonville photographers on the mail-in routine.',
      free: 'Members in Duval County ship their rolls on a free prepaid USPS label.',
      fast: 'Jacksonville mail usually takes two to three business days to reach our Brooklyn bench.',
    }),
    cityPage('charlotte', 'Charlotte', 'NC', {
      meta: 'Charlotte photographers can skip the search for a local counter: mail colour, black and white and slide film for development, scans, rush and member credits.',
      hero: 'Queen City film, developed and scanned',
      bg: 'autumn-trees',
      description:
        'Charlotte’s old trees and new towers make for strong contrasts, especially when autumn turns the canopy over Myers Park. Send your rolls our way and we will develop, scan and post them to your online library.',
      section: 'Canopies and glass towers',
      highlights: [
        'Autumn colour is a classic test for film stock; we scan warm tones without pushing them into orange mush.',
        'Shoot a wedding or a weekend on several rolls? One order covers them all, and members pay less per roll.',
      ],
      shop: 'Warm colour film for the leaf season in NoDa and Plaza Midwood.',
      community: 'The skyline, the greenways and the ballpark, through local lenses.',
      reviews: 'Carolina shooters on what came back from the lab.',
      free: 'Mail from any Mecklenburg County post office costs members nothing: the USPS label is prepaid.',
      fast: 'From the Carolinas, film normally reaches us in two business days.',
    }),
    cityPage('nashville', 'Nashville', 'TN', {
      meta: 'Low-light Nashville rolls from stages and honky-tonks, pushed or not, developed to match and scanned with care for the shadows.',
      hero: 'Stage lights and Broadway neon, on film from Nashville',
      bg: 'neon-street',
      description:
        'Music City is a low-light city: honky-tonk stages, neon on Lower Broadway, studio sessions that run past midnight. Shoot fast film or push it a stop, and we will develop it to match and scan the shadows with care.',
      section: 'Neon, stages and late sessions',
      highlights: [
        'Pushed a roll of 400 to 1600 in a dark club? Tell us in the order and we develop it accordingly.',
        'Tungsten-balanced motion picture film from a late gig goes through our ECN-2 line, remjet and all.',
      ],
      shop: 'Fast film for dim rooms and encore lighting.',
      community: 'Nashville after dark, as its photographers shot it.',
      reviews: 'Musicians and photographers from Nashville on their scans.',
      free: 'Nashville members mail rolls free with the prepaid USPS label in each order.',
      fast: 'Middle Tennessee mail usually reaches us within two to three business days.',
    }),
    cityPage('memphis', 'Memphis', 'TN', {
      meta: 'Memphis film, black and white or colour, developed in fresh chemistry and scanned so grain looks like film; mail your rolls from anywhere in the city.',
      hero: 'Memphis soul, grain and all',
      bg: 'river-fog',
      description:
        'The Mississippi at dusk, faded signs on Beale Street, a humid summer haze that softens everything: Memphis has a look of its own. We develop your rolls without rushing the chemistry and scan them so the grain looks like film, not noise.',
      section: 'River haze and faded signs',
      highlights: [
        'Black-and-white film suits the city’s old signage and brick; we develop Tri-X and HP5 in fresh chemistry.',
        'Summer humidity is no friend to film, so seal exposed rolls in a bag until they go in the mail.',
      ],
      shop: 'Black-and-white film for Beale Street and the river bluffs.',
      community: 'The river, the music and the people of Memphis, frame by frame.',
      reviews: 'Memphis customers on their negatives and their scans.',
      free: 'Members in Memphis send film on a free prepaid USPS label.',
      fast: 'Rolls mailed from Memphis generally arrive in two to three business days.',
    }),
    cityPage('louisville', 'Louisville', 'KY', {
      meta: 'Derby Day or a Germantown porch: Louisville photographers mail their rolls for development, scanning and prints from the same lab.',
      hero: 'From the Ohio River to your inbox: Louisville film',
      bg: 'river-fog',
      description:
        'Derby hats in May, shotgun houses in Germantown, the Big Four Bridge lit up at night: Louisville is a city of occasions. Photograph them on film, send us the rolls and receive scans ready for the family album or the gallery wall.',
      section: 'Race days and river nights',
      highlights: [
        'Event season means many rolls at once; members can add rush so the scans are back while the hats are still out.',
        'Large-format and 4x6 prints can be ordered from the same scans, so keepsakes do not need another lab.',
      ],
      shop: 'Film for Derby weekend, bought before the crowds.',
      community: 'Kentucky on film, from the paddock to the porch.',
      reviews: 'Louisville photographers on sending their film to us.',
      free: 'Louisville members use our prepaid USPS label and ship their rolls for free.',
      fast: 'Kentucky rolls typically reach us within two to three business days of mailing.',
    }),
    cityPage('atlanta', 'Atlanta', 'GA', {
      meta: 'Atlanta’s dappled BeltLine light on negative film, developed and scanned to keep shade and sun; C-41, black and white, E-6 and ECN-2 by mail.',
      hero: 'Atlanta, under the canopy, on film',
      bg: 'autumn-trees',
      description:
        'Atlanta is a city in a forest, with light broken up by oaks and pines over Inman Park and the BeltLine. That dappled light is beautiful on negative film, and our scans hold both the sunlit patches and the shade.',
      section: 'Dappled light along the BeltLine',
      highlights: [
        'Mixed light under trees is hard to meter; negative film forgives it, and we scan to recover the shadows.',
        'Atlanta’s film photographers and film-set crews send us motion picture stock for ECN-2 development.',
      ],
      shop: 'Film for a walk along the BeltLine murals.',
      community: 'Murals, porches and a great deal of green, shot by Atlantans.',
      reviews: 'What Atlanta photographers say about the scans.',
      free: 'Atlanta members ship film at no cost with our free prepaid USPS label.',
      fast: 'Film mailed from Georgia usually arrives within two to three business days.',
    }),
    cityPage('miami', 'Miami', 'FL', {
      meta: 'Miami colour on slide or negative film, developed on dedicated lines and scanned to keep pastels and turquoise true; mail your rolls from South Florida.',
      hero: 'Miami colour deserves real film scans',
      bg: 'palms-sunset',
      description:
        'Pastel Art Deco on Ocean Drive, turquoise water, hard midday sun: Miami is colour turned all the way up. Shoot it on slide film or a saturated negative, mail the rolls, and we deliver scans that keep those colours honest.',
      section: 'Pastels, palms and hard sun',
      highlights: [
        'E-6 slide film loves South Florida colour; we run it on a dedicated line with its own quality checks.',
        'Heat and salt air age film fast, so keep it cool and send exposed rolls soon after your trip to the beach.',
      ],
      shop: 'Saturated film stocks for Art Deco facades and Biscayne Bay.',
      community: 'Miami in full colour, from Little Havana to South Beach.',
      reviews: 'Miami photographers on colour that came back right.',
      free: 'South Florida members mail their rolls free on a prepaid USPS label.',
      fast: 'From Miami, rolls usually take two to three business days to reach us.',
    }),
    cityPage('raleigh', 'Raleigh', 'NC', {
      meta: 'Students and photographers across the Triangle mail 35mm, 120, half-frame and disposable film to us and share the scans with a single link.',
      hero: 'Triangle film, from the City of Oaks to our darkroom',
      bg: 'autumn-trees',
      description:
        'Raleigh’s students, families and working photographers shoot everything from campus life to the dogwoods in spring. Mail us those rolls; we develop them with care and post the scans to a library you can share with a link.',
      section: 'Campus life and spring dogwoods',
      highlights: [
        'Shared links make it easy to send a whole roll to friends without emailing huge files.',
        'Half-frame cameras are popular with students; we scan each half frame as its own image.',
      ],
      shop: 'Affordable film for a semester in the Triangle.',
      community: 'Raleigh, Durham and Chapel Hill on film.',
      reviews: 'Triangle photographers on their first rolls back from the lab.',
      free: 'Members in the Triangle mail film on a free prepaid USPS label.',
      fast: 'North Carolina mail usually reaches our lab in about two business days.',
    }),
    cityPage('tampa', 'Tampa', 'FL', {
      meta: 'Tampa Bay sunsets deserve more than a drugstore scan: mail your film for development and 4K scans with room to edit the sky.',
      hero: 'Gulf Coast sunsets, developed from Tampa',
      bg: 'palms-sunset',
      description:
        'Sunsets over the bay, the brick streets of Ybor City, summer storms that roll in every afternoon: Tampa gives you big skies to work with. Send your film to us and get scans with room to bring back a blown-out sky.',
      section: 'Bay sunsets and afternoon storms',
      highlights: [
        'Our 4K scans give Gulf sunsets extra room for gentle editing without banding.',
        'Storm light is short-lived; keep a roll of 400 in the bag for the half hour after the rain.',
      ],
      shop: 'Film for Bayshore Boulevard at golden hour.',
      community: 'Tampa Bay on film: sunsets, cigars and old brick.',
      reviews: 'Tampa photographers on the lab up north.',
      free: 'Tampa Bay members send film on a free prepaid USPS label.',
      fast: 'Rolls mailed from Tampa typically arrive in two to three business days.',
    }),
    cityPage('new-orleans', 'New Orleans', 'LA', {
      meta: 'New Orleans parade and porch film, including pushed and cross-processed rolls, developed as intended and scanned at high resolution.',
      hero: 'New Orleans, second line to last frame',
      bg: 'bayou-green',
      description:
        'Brass bands, iron balconies, gas lamps in the Quarter and green water in the bayou: New Orleans is a city you photograph in motion. Send the rolls; we develop pushed and cross-processed film too, so experiments come back as intended.',
      section: 'Balconies, brass and the bayou',
      highlights: [
        'Cross-processing slide film in C-41 gives wild colour; add the cross-process option and we do it on purpose.',
        'Parades are shot on fast film in fading light; push processing keeps the dancers sharp.',
      ],
      shop: 'Fast film for parade season in the Marigny.',
      community: 'Parades, porches and balconies from our New Orleans regulars.',
      reviews: 'Crescent City photographers on how their pushed rolls came back.',
      free: 'New Orleans members mail their film for free on our prepaid USPS label.',
      fast: 'Mail from Louisiana usually reaches us in about three business days.',
    }),
    cityPage('virginia-beach', 'Virginia Beach', 'VA', {
      meta: 'Sunrise on the boardwalk, surf by the pier: Virginia Beach rolls reach our lab in a day or two for development and high-resolution scans.',
      hero: 'Boardwalk mornings, developed from Virginia Beach',
      bg: 'coast-cliffs',
      description:
        'Sunrise over the Atlantic, surfers by the pier, a long boardwalk and quiet dunes at First Landing: Virginia Beach starts its day on the water. Send your rolls north and we develop and scan them in a few days.',
      section: 'Sunrise on the Atlantic side',
      highlights: [
        'East-facing beaches mean sunrise shoots; slow film and a steady hand do well, and we scan for the soft light.',
        'Military families on the move can keep every roll in one online library wherever they are stationed next.',
      ],
      shop: 'Film for sunrise at the pier and sunsets on the bay side.',
      community: 'Coastal Virginia on film.',
      reviews: 'Virginia Beach photographers on mailing their film.',
      free: 'Virginia Beach members send film on a free prepaid USPS label.',
      fast: 'From Hampton Roads, rolls usually reach us in one to two business days.',
    }),
  ],
);
