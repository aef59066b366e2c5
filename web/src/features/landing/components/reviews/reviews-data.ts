/** A customer's review (spec §3 'Review (static)'). */
export interface Review {
  id: string;
  name: string;
  city: string;
  rating: 4 | 5;
  text: string;
  /**
   * A YouTube link or id. Only an 11-character id makes it a video review (spec §2); anything else shows the
   * review as text. The shipped reviews have none yet: an id goes here once the lab has uploaded the customer's
   * video (a made-up id would autoplay YouTube's "Video unavailable" on the landing page).
   */
  video?: string;
}

export const REVIEWS: readonly Review[] = [
  {
    id: 'maya-okafor',
    name: 'Maya Okafor',
    city: 'Brooklyn, NY',
    rating: 5,
    text: 'Dropped three rolls of Portra 400 at the Kent Avenue counter on a Monday and had scans in my account by Thursday. Skin tones look like skin, not orange. I’ve stopped shopping around.',
  },
  {
    id: 'daniel-reyes',
    name: 'Daniel Reyes',
    city: 'Austin, TX',
    rating: 5,
    text: 'The prepaid mailer is why I shoot film again. Box the rolls, drop them at the post office, and the scans show up before I’ve finished my next roll.',
  },
  {
    id: 'priya-natarajan',
    name: 'Priya Natarajan',
    city: 'Chicago, IL',
    rating: 5,
    text: 'I push HP5 to 1600 a lot and they nail it every time: dense enough to hold the shadows, no chalky highlights. They even flagged a light leak on my old Pentax in the order notes.',
  },
  {
    id: 'tom-becker',
    name: 'Tom Becker',
    city: 'Denver, CO',
    rating: 4,
    text: 'Sharp scans and negatives that come back sleeved and flat. Rush took an extra day over the holidays, but they emailed ahead, so there were no surprises.',
  },
  {
    id: 'aiko-tanaka',
    name: 'Aiko Tanaka',
    city: 'Seattle, WA',
    rating: 5,
    text: 'I filmed my first unboxing of scans from the club. Fourteen rolls from a trip to Hokkaido, every frame clean and colour-matched across the whole set.',
  },
  {
    id: 'jordan-kim',
    name: 'Jordan Kim',
    city: 'Los Angeles, CA',
    rating: 5,
    text: 'Sent a bag of expired Ektachrome from my dad’s fridge expecting nothing. They ran it E-6, scanned everything that was salvageable, and the colours are wild in the best way.',
  },
  {
    id: 'sofia-rossi',
    name: 'Sofia Rossi',
    city: 'Philadelphia, PA',
    rating: 5,
    text: 'Ordered 4×6 prints with my scans for the first time: heavy paper, deep blacks, and they match the scans I had already posted. My fridge door has never looked better.',
  },
  {
    id: 'marcus-lee',
    name: 'Marcus Lee',
    city: 'Atlanta, GA',
    rating: 4,
    text: 'Setting up an order on my phone takes a minute and the label prints at home. I’d love larger previews on the contact sheet for 6×7, but the scans themselves are lovely.',
  },
  {
    id: 'elena-garcia',
    name: 'Elena García',
    city: 'Miami, FL',
    rating: 5,
    text: 'Cinestill 800T at night in Little Havana, and the halation came through exactly how I hoped. The membership paid for itself by my third roll.',
  },
  {
    id: 'sam-whitfield',
    name: 'Sam Whitfield',
    city: 'Portland, OR',
    rating: 5,
    text: 'Twelve disposables from our wedding tables. Every camera came back labelled by table, every roll scanned, and support answered my panicked email within the hour.',
  },
];
