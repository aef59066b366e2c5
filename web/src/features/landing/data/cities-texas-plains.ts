import { withBackgrounds } from './backgrounds';
import { cityPage, type LandingPageCopy } from './landing-copy-types';

export const TEXAS_PLAINS_CITIES: LandingPageCopy[] = withBackgrounds(
  import.meta.glob<string>(
    '../assets/backgrounds/{desert-light,lake-shore,plains-storm,river-fog,skyline-night}-*.{webp,jpg}',
    {
      eager: true,
      query: '?url',
      import: 'default',
    },
  ),
  [
    cityPage('houston', 'Houston', 'TX', {
      meta: 'Houston’s sprawling film scene mails its rolls to us: C-41, black and white, E-6 and ECN-2 developed in house, scanned at full resolution.',
      hero: 'Houston, we have your negatives',
      bg: 'skyline-night',
      description:
        'Houston sprawls, and its photographers drive: bayou trails, freeway overpasses, taquerias at midnight. Mail your rolls from anywhere in the metro and get development and scans without crossing town for a counter that may not exist.',
      section: 'Bayous, freeways and late-night taquerias',
      highlights: [
        'Gulf humidity is hard on film; store fresh rolls in the fridge and mail exposed ones without delay.',
        'Night photographers shooting CineStill get halation intact; we process it on our ECN-2 and C-41 lines as labelled.',
      ],
      shop: 'Film for a drive down Westheimer, fast enough for dusk.',
      community: 'Heat haze, highways and family tables across greater Houston.',
      reviews: 'Houston photographers on mailing film halfway across the country.',
      free: 'Houston members print a prepaid USPS label and drop the box at any post office, free.',
      fast: 'From Houston, film usually reaches Brooklyn in two to three business days.',
    }),
    cityPage('san-antonio', 'San Antonio', 'TX', {
      meta: 'Fiesta, the missions and the River Walk on film: San Antonio rolls developed with care and scanned to keep warm reds and golds rich.',
      hero: 'San Antonio colour, from the River Walk to your scans',
      bg: 'desert-light',
      description:
        'Papel picado over Market Square, limestone missions, cypress trees along the River Walk: San Antonio is warm colour and old stone. Send us your rolls and we scan them so the reds and golds stay rich without turning muddy.',
      section: 'Missions, markets and cypress shade',
      highlights: [
        'Fiesta fills rolls fast; members use their credits and can add rush to see the parade within days.',
        'The Spanish missions are best in low sun; slow film at dawn rewards the early drive.',
      ],
      shop: 'Warm colour stocks for Fiesta and the missions trail.',
      community: 'Celebrations, missions and the river, as San Antonians see them.',
      reviews: 'San Antonio customers on colour that looks like home.',
      free: 'Our prepaid USPS label travels free from any Bexar County post office for members.',
      fast: 'Rolls from South Texas typically arrive in three business days.',
    }),
    cityPage('dallas', 'Dallas', 'TX', {
      meta: 'Storm chasers and street photographers in Dallas send 35mm and medium format for development, full-size scans and hand-finished pro scans.',
      hero: 'Dallas, big skies on small negatives',
      bg: 'plains-storm',
      description:
        'North Texas storm fronts, the Reunion Tower ball at night, murals in Deep Ellum: Dallas is all scale. We develop your 35mm and medium format and scan them large enough to crop, print or blow up.',
      section: 'Storm fronts and Deep Ellum walls',
      highlights: [
        'Medium format from a spring storm chase gets scanned at full size for the drama in the clouds.',
        'Pro scans, with hand-set colour and dust cleanup, are an add-on for frames you plan to print big.',
      ],
      shop: 'Medium format film for supercell season.',
      community: 'Skylines, storms and street art around the Metroplex.',
      reviews: 'Dallas photographers on the scans and the service.',
      free: 'Members in Dallas ship film on our free prepaid USPS label.',
      fast: 'Mail from the Metroplex normally reaches us in two to three business days.',
    }),
    cityPage('austin', 'Austin', 'TX', {
      meta: 'From Barton Springs to Red River shows, Austin film gets push and pull processing, half-frame scanning and high-resolution scans by mail.',
      hero: 'Keep Austin on film',
      bg: 'lake-shore',
      description:
        'Barton Springs in summer, live music on Red River, bats leaving the Congress Avenue Bridge at dusk: Austin has a film scene to match its music scene. Send your rolls to a lab that treats them as carefully as you shot them.',
      section: 'Springs, shows and the bat bridge',
      highlights: [
        'Shooting the bats at dusk means fast film; we push process when you ask and scan for the fading sky.',
        'Swimming-hole shoots come back with clean highlights on the water and detail in the shade.',
      ],
      shop: 'Film for festival season, from SXSW to ACL.',
      community: 'Swimming holes, shows and food trucks in frames from Austinites.',
      reviews: 'Austin photographers on their favourite lab.',
      free: 'Austin members slip their rolls into the mail on our dime, prepaid label included.',
      fast: 'From Central Texas, rolls generally take three business days to reach us.',
    }),
    cityPage('fort-worth', 'Fort Worth', 'TX', {
      meta: 'Stockyards and rodeo film from Fort Worth, developed and scanned at high resolution, negatives kept for a year or shipped home.',
      hero: 'Fort Worth, where the West begins on film',
      bg: 'desert-light',
      description:
        'The Stockyards at golden hour, rodeo dust, the brick streets of Sundance Square: Fort Worth is made for warm film and long shadows. Mail us your rolls and your negatives will be developed, scanned and stored safely.',
      section: 'Stockyards dust and golden hour',
      highlights: [
        'Rodeo action is fast; a roll of 800 and a quick shutter freeze it, and our scans keep the dust in the light.',
        'Negatives are kept for a year, or shipped home on request, so nothing from the arena gets lost.',
      ],
      shop: 'Film for rodeo nights and Stockyards mornings.',
      community: 'Cattle drives, cowboys and brick from the Fort Worth community.',
      reviews: 'Fort Worth photographers on the scans that came back.',
      free: 'Fort Worth members mail film for free on a prepaid USPS label.',
      fast: 'Film mailed from Fort Worth usually arrives within two to three business days.',
    }),
    cityPage('el-paso', 'El Paso', 'TX', {
      meta: 'El Paso’s clear desert light on slow film: mail rolls from the Franklin Mountains to our lab for careful development and crisp scans.',
      hero: 'El Paso light is desert light. Catch it on film.',
      bg: 'desert-light',
      description:
        'The Franklin Mountains at sunset, the border city spread out below Scenic Drive, adobe walls in hard sun: El Paso has some of the clearest light in Texas. Send the rolls and we scan them to hold that bright, dry air.',
      section: 'Franklin Mountains and clear desert air',
      highlights: [
        'Bright desert sun favours slow film; ISO 100 or 160 keeps the fine detail in the mountains.',
        'Dry heat is easier on film than humidity, but a hot car is still not a safe place for exposed rolls.',
      ],
      shop: 'Slow film for clear desert light.',
      community: 'El Paso and the borderland on film.',
      reviews: 'West Texas photographers on mailing to our lab.',
      free: 'El Paso members send film on our free prepaid USPS label.',
      fast: 'From far West Texas, rolls usually reach us in three to four business days.',
    }),
    cityPage('arlington', 'Arlington', 'TX', {
      meta: 'Game days, coasters and tailgates in Arlington, Texas: disposable and 35mm film developed and colour-balanced scans delivered online.',
      hero: 'Arlington game days and summer nights, on film',
      bg: 'skyline-night',
      description:
        'Stadium lights, roller coasters at Six Flags, tailgates in the August heat: Arlington is a city of big events between Dallas and Fort Worth. Bring a film camera to the next one, then mail us the rolls for development and scans.',
      section: 'Stadiums, coasters and tailgates',
      highlights: [
        'Stadium lighting is bright but mixed; negative film handles it, and our scans balance the colour.',
        'Disposable cameras passed around a tailgate are welcome; we process them just like any other roll.',
      ],
      shop: 'Film for game day, a few rolls at a time.',
      community: 'North Texas on film, between the two big cities.',
      reviews: 'Arlington game-day shooters on how their scans came back.',
      free: 'Arlington members ship film at no cost on a prepaid USPS label.',
      fast: 'Rolls mailed from Arlington typically reach Brooklyn in two to three business days.',
    }),
    cityPage('oklahoma-city', 'Oklahoma City', 'OK', {
      meta: 'Route 66 neon and prairie storms from Oklahoma City, developed by a dedicated film lab and scanned in 4K for smooth skies.',
      hero: 'Oklahoma City skies, developed',
      bg: 'plains-storm',
      description:
        'Wide plains light, Bricktown canals, the old neon along Route 66: Oklahoma City is a place for patient photographers. Mail us the rolls and we send the scans back online while the negatives wait safely at the lab.',
      section: 'Route 66 neon and prairie storms',
      highlights: [
        'Route 66 neon is a classic night subject; tungsten film or a push makes the signs glow.',
        'Storm season skies have huge tonal range, and our 4K scans keep the gradations smooth.',
      ],
      shop: 'Film for a drive down Route 66.',
      community: 'Oklahoma on film: plains, neon and small towns.',
      reviews: 'Oklahoma photographers on the lab they trust.',
      free: 'Members in the metro send their film at no cost on the label we prepay.',
      fast: 'Film from central Oklahoma generally takes about three business days to reach us.',
    }),
    cityPage('tulsa', 'Tulsa', 'OK', {
      meta: 'Tulsa’s Art Deco and river parks on fine-grain film: development, full-resolution scans and archival storage of your negatives.',
      hero: 'Tulsa Art Deco and Arkansas River light, on film',
      bg: 'river-fog',
      description:
        'Tulsa’s Art Deco towers, the Gathering Place on the Arkansas River, and the Greenwood district carry a lot of history in a small downtown. Photograph it on film and send us the rolls for careful development and scans.',
      section: 'Deco towers and river parks',
      highlights: [
        'Architectural detail rewards fine-grain film and our full-resolution scans.',
        'Historic places deserve archival care: we keep negatives for a year and ship them to you whenever you like.',
      ],
      shop: 'Fine-grain film for Deco facades.',
      community: 'Deco, the river and the neighbourhoods around them, shot in Tulsa.',
      reviews: 'Tulsa photographers on their development and scans.',
      free: 'Tulsa members send their rolls on our free prepaid USPS label.',
      fast: 'Rolls mailed from Tulsa usually arrive in two to three business days.',
    }),
  ],
);
