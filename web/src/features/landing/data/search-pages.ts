import { withBackgrounds } from './backgrounds';
import { DROP_OFF_STEPS, type LandingPageCopy, page, SHOP_STEPS } from './landing-copy-types';

// The search-phrase pages of spec §2 (the two '/{hash}' entries have no known path and are left out).
// New York, 35mm and "where to" pages mention local drop-off in Brooklyn; the two film-buying pages use the shop steps.

export const SEARCH_PAGES: LandingPageCopy[] = withBackgrounds(
  import.meta.glob<string>(
    '../assets/backgrounds/{brooklyn-rooftops,camera-hands,contact-sheet,darkroom,film-strips}-*.{webp,jpg}',
    {
      eager: true,
      query: '?url',
      import: 'default',
    },
  ),
  [
    page(
      '/film-lab-nyc',
      'search',
      {
        pageTitle: 'Film Lab NYC — Develop & Scan in Brooklyn | Nice Film Club',
        meta: 'A film lab in New York City: drop off in Williamsburg, Greenpoint or the Lower East Side, or mail in. C-41, BW, E-6 and ECN-2 with scans online.',
        hero: 'The film lab New York photographers drop in on',
        bg: 'darkroom',
        description:
          'Our darkroom and scanners are in Williamsburg, and the door is open to anyone with a roll. Bring film to the lab, drop it in Greenpoint or on Orchard Street, and pick up your scans online instead of waiting at a counter.',
        section: 'A working lab in Brooklyn',
        highlights: [
          'Local drop-off in Brooklyn: walk in on Kent Avenue, or use the after-hours slot when the lab is closed.',
          'Every process under one roof: colour, black and white, slide and motion picture film.',
        ],
        shop: 'Pick up fresh film on your way in.',
        community: 'Frames by the New Yorkers who drop off with us.',
        reviews: 'City photographers on their neighbourhood lab.',
        free: 'Dropping off costs nothing, and members elsewhere in the city can mail rolls on a free USPS label.',
        fast: 'No transit at all for walk-in rolls: they join the queue the day they arrive.',
      },
      DROP_OFF_STEPS,
    ),
    page(
      '/35mm-developing-nyc',
      'search',
      {
        pageTitle: '35mm Developing NYC — Drop Off in Brooklyn | Nice Film Club',
        meta: '35mm film developing in New York: drop off in Brooklyn or the Lower East Side, or mail in. Colour, black and white, slide and half-frame, scanned in high resolution.',
        hero: '35mm developing for New York, two train stops from you',
        bg: 'film-strips',
        description:
          'Thirty-five millimetre is what most New Yorkers shoot, from point-and-shoots in a coat pocket to rangefinders on the street. Leave your rolls at our Brooklyn lab or a drop-off partner and we develop, scan and post them online.',
        section: 'Made for the 35mm you carry every day',
        highlights: [
          'Local drop-off in Brooklyn and on the Lower East Side: no envelopes, no postage, no waiting in line.',
          'Half-frame 35mm is scanned frame by frame, so seventy-two shots come back as seventy-two images.',
        ],
        shop: '35mm film for the week ahead, colour and black and white.',
        community: '35mm frames from the streets we share.',
        reviews: 'New York 35mm shooters on our scans.',
        free: 'Drop-off is free; members across the five boroughs can also mail rolls on a prepaid USPS label.',
        fast: 'Rolls dropped before the afternoon pickup are usually developing the same day.',
      },
      DROP_OFF_STEPS,
    ),
    page(
      '/35mm-photo-film',
      'search',
      {
        pageTitle: '35mm Photo Film — Buy Film & Get It Developed | Nice Film Club',
        meta: 'Buy 35mm photo film from the lab that develops it: colour, black and white and slide stocks, member prices, and development and scanning when you are done.',
        hero: '35mm photo film, from the people who develop it',
        bg: 'camera-hands',
        description:
          'We stock the 35mm films we see come through the lab every day, and we know how each one scans. Order your rolls from our shop, shoot them, and send them back, or bring them to our Brooklyn lab, for development and scans.',
        section: 'Film stocks we know inside out',
        highlights: [
          'Finished rolls can come straight back to our Brooklyn lab, by mail or at our local drop-off.',
          'Members pay member prices on film as well as on development.',
        ],
        shop: 'Every 35mm stock we carry, chosen because it develops and scans well.',
        community: 'What our shop’s film looks like once it is shot.',
        reviews: 'Customers on the film they bought and the scans they got.',
        free: 'Members send finished rolls back to us on a free prepaid USPS label.',
        fast: 'Film orders leave the lab quickly, and finished rolls go straight into our queue.',
      },
      SHOP_STEPS,
    ),
    page(
      '/best-35mm-film',
      'search',
      {
        pageTitle: 'The Best 35mm Film — A Lab’s Picks | Nice Film Club',
        meta: 'The best 35mm film for portraits, landscapes, night and black and white, picked by a lab that develops thousands of rolls. Buy it, shoot it, and we develop it.',
        hero: 'The best 35mm film, picked by the people who scan it',
        bg: 'contact-sheet',
        description:
          'Best depends on the light: Portra for skin, Ektar for landscapes, CineStill for neon, HP5 for everything grey and wonderful. Our shop carries the stocks we recommend, and our notes explain when to reach for each one.',
        section: 'Which film for which light',
        highlights: [
          'Not sure where to start? Our notes compare stocks side by side with real scans from the lab.',
          'Shoot your pick and return it to us for development, by mail or at our drop-off in Brooklyn.',
        ],
        shop: 'Our favourite 35mm stocks, in one place.',
        community: 'Each stock as our community shot it.',
        reviews: 'Photographers on the films they now swear by.',
        free: 'After shooting, members mail rolls back free on our prepaid USPS label.',
        fast: 'Shop orders ship promptly, so the film is in your camera this week.',
      },
      SHOP_STEPS,
    ),
    page(
      '/where-can-you-get-rolls-of-film-developed',
      'search',
      {
        pageTitle: 'Where Can You Get Rolls of Film Developed? | Nice Film Club',
        meta: 'Where to get rolls of film developed today: by mail from anywhere in the US, or at our Brooklyn drop-off. 35mm, 120 and disposables, scanned at high resolution.',
        hero: 'Where can you get rolls of film developed? Right here.',
        bg: 'darkroom',
        description:
          'Drugstore photo counters have mostly stopped developing film in house, and many send it away for weeks. We are a dedicated lab: send rolls by mail from anywhere in the country, or hand them to us at our local drop-off in Brooklyn.',
        section: 'A real lab, not a counter',
        highlights: [
          'Local drop-off in Brooklyn for New Yorkers, and prepaid mail for everybody else.',
          'Colour, black and white, slide and motion picture film all develop in our own lab, not a distant partner.',
        ],
        shop: 'Need another roll while you are here?',
        community: 'Rolls people got developed with us.',
        reviews: 'Why people stopped looking for another lab.',
        free: 'Members mail their rolls on a free prepaid USPS label from any post office.',
        fast: 'Most of the country is two to five business days from our door by mail.',
      },
      DROP_OFF_STEPS,
    ),
    page(
      '/where-can-you-send-film-to-be-developed',
      'search',
      {
        pageTitle: 'Where Can You Send Film to Be Developed? | Nice Film Club',
        meta: 'Send your film to be developed by a dedicated lab: mail-in from anywhere in the US with tracking, or drop off in Brooklyn. Scans delivered online.',
        hero: 'Send your film to a lab that answers',
        bg: 'film-strips',
        description:
          'Sending film away should not feel like dropping it into a void. You set up the order online, ship the rolls with tracking, and see them move from received to developed to scanned; New Yorkers can skip the mail and use our drop-off in Brooklyn.',
        section: 'Every roll tracked from box to scan',
        highlights: [
          'You see your order’s status online at every stage, from arrival to scans.',
          'Prefer to hand it over? Our Brooklyn lab and two drop-off partners take film in person.',
        ],
        shop: 'Add a roll or two to your next box.',
        community: 'Film that took the trip and came back beautiful.',
        reviews: 'Customers on sending their film across the country.',
        free: 'Members print a free prepaid USPS label with each order.',
        fast: 'Rush service moves your rolls to the front of the line when you need scans quickly.',
      },
      DROP_OFF_STEPS,
    ),
    page('/cheap-film-developing-near-me', 'search', {
      pageTitle: 'Cheap Film Developing — From $9.99 a Roll for Members | Nice Film Club',
      meta: 'Affordable film developing by mail: members pay from $9.99 per roll for development and scanning, non-members $17.99 per roll on demand.',
      hero: 'Affordable film developing, wherever you are',
      bg: 'camera-hands',
      description:
        'Shooting film is expensive enough. Developing and scanning starts at $9.99 per roll for members, and anyone can pay as they go at $17.99 a roll; the price calculator below shows which option costs you least over a year.',
      section: 'Pay less per roll the more you shoot',
      highlights: [
        'Members get roll credits with their plan, so the first rolls of the year are already paid for.',
        'No membership? On Demand pricing means no commitment and one clear price per roll.',
      ],
      shop: 'Budget-friendly stocks for everyday shooting.',
      community: 'Proof that good film photos do not need an expensive lab.',
      reviews: 'Customers on the value they get per roll.',
      free: 'Members save postage too, with a free prepaid USPS label for each order.',
      fast: 'Low prices do not mean slow: members on higher tiers get priority turnaround.',
    }),
    page(
      '/where-to-get-film-developed',
      'search',
      {
        pageTitle: 'Where to Get Film Developed — Mail-In or Brooklyn Drop-Off | Nice Film Club',
        meta: 'Where to get film developed: a mail-in lab for the whole US with a drop-off in Brooklyn. 35mm, 120, disposables, slide and cinema film.',
        hero: 'Where to get film developed, answered',
        bg: 'brooklyn-rooftops',
        description:
          'Finding a lab used to mean the photo shop around the corner. Today it means a lab you can reach from anywhere: ours develops every common process, takes film by mail from every state, and keeps a local drop-off in Brooklyn.',
        section: 'One lab for every format you shoot',
        highlights: [
          'Local drop-off in Brooklyn, plus two partner drop-offs in Greenpoint and on the Lower East Side.',
          '35mm, 120 and disposable cameras are all welcome, in colour, black and white, slide or motion picture stock.',
        ],
        shop: 'Film to keep you shooting while this batch develops.',
        community: 'Work developed here, shot everywhere.',
        reviews: 'What customers say after their first roll with us.',
        free: 'Members mail film on a free prepaid USPS label.',
        fast: 'Drop-offs start processing right away; mailed rolls start on the day they arrive.',
      },
      DROP_OFF_STEPS,
    ),
    page('/film-camera-photography', 'search', {
      pageTitle: 'Film Camera Photography — From Shutter to Scan | Nice Film Club',
      meta: 'Film camera photography made easy: buy film, shoot, and send it to our lab for development and high-resolution scans, with guides on our blog.',
      hero: 'Film camera photography, from shutter to scan',
      bg: 'camera-hands',
      description:
        'Picked up your parents’ old SLR, or a point-and-shoot from a flea market? Film photography is easier to start than it looks: load a roll, shoot all the frames, and send it to us. Our notes cover the rest, from loading film to reading a negative.',
      section: 'New to film? Start here.',
      highlights: [
        'Our blog walks beginners through loading, metering and choosing a first film stock.',
        'Scans arrive in an online library where you can tag, locate and share your best frames.',
      ],
      shop: 'A beginner-friendly film for your first roll.',
      community: 'First rolls and favourite frames from our community.',
      reviews: 'New film photographers on their first scans.',
      free: 'Members mail film on a free prepaid USPS label, so the first roll costs less to send.',
      fast: 'See your first roll online within days of it reaching the lab.',
    }),
    page('/film-lab-near-me', 'search', {
      pageTitle: 'Film Lab Near Me — Mail-In Developing Anywhere | Nice Film Club',
      meta: 'No film lab near you? Mail your rolls to ours: C-41, black and white, E-6 and ECN-2 developed and scanned at high resolution, scans online.',
      hero: 'No film lab nearby? Ours is as near as your mailbox.',
      bg: 'darkroom',
      description:
        'Most towns lost their film lab years ago. Ours comes to you by mail: set up an order online, send your rolls with a prepaid label, and your scans appear in your account without a drive to the nearest city.',
      section: 'A lab at the end of your street, by mail',
      highlights: [
        'Prepaid labels mean any post office or mailbox becomes a film drop-off.',
        'Your negatives are stored for a year, or returned to you whenever you ask.',
      ],
      shop: 'Order film to your door, too.',
      community: 'Photos from small towns and big cities alike.',
      reviews: 'People who found their lab in their mailbox.',
      free: 'Members send rolls free on a prepaid USPS label from any mailbox.',
      fast: 'From most places in the US, film reaches us in two to five business days.',
    }),
    page('/film-developing-labs-near-me', 'search', {
      pageTitle: 'Film Developing Labs Near Me — Compare and Mail In | Nice Film Club',
      meta: 'Looking for film developing labs near you? Compare what matters: processes, scan quality, turnaround and price. Mail-in development and scanning from anywhere.',
      hero: 'Comparing film labs? Here is what to look for.',
      bg: 'contact-sheet',
      description:
        'When you compare labs, ask what they develop in house, how large their scans are, how long they take and what a roll really costs. We develop every common process ourselves, scan at high resolution and show our prices up front.',
      section: 'What a good lab tells you up front',
      highlights: [
        'Transparent prices: the calculator on this page shows your cost per roll before you order.',
        'High-resolution scans are standard, with 4K and pro scans available as add-ons.',
      ],
      shop: 'Film from a lab that tests every stock it sells.',
      community: 'The scans people chose us for.',
      reviews: 'Customers who compared labs and chose this one.',
      free: 'Members ship rolls free on our prepaid USPS label.',
      fast: 'Turnaround is shown live on the site, so you know before you ship.',
    }),
    page('/photo-labs-that-develop-film', 'search', {
      pageTitle: 'Photo Labs That Develop Film — C-41, BW, E-6, ECN-2 | Nice Film Club',
      meta: 'A photo lab that still develops film: C-41 colour, black and white, E-6 slide and ECN-2 motion picture film, with prints and high-resolution scans.',
      hero: 'A photo lab that still develops film, every kind',
      bg: 'film-strips',
      description:
        'Many photo labs now only print digital files. We still run chemistry every day: colour negative, black and white, slide and motion picture film, followed by scanning, prints and safe storage of your negatives.',
      section: 'Four processes, one lab',
      highlights: [
        'E-6 slide and ECN-2 motion picture film, which many labs send out, are developed here.',
        'Order 4x6 and large-format prints from your scans without leaving your account.',
      ],
      shop: 'Film for every process we run.',
      community: 'Colour, monochrome, slide and cinema film from our community.',
      reviews: 'Photographers on finding a lab that still does it all.',
      free: 'Members mail film on a free prepaid USPS label.',
      fast: 'Each process runs on its own line, so one busy stock does not slow the others.',
    }),
  ],
);
