// Demo community submissions. The pictures are painted by scripts/community-images/ (scenes.ts has the same
// names and orientations) and committed under lab/assets/community/.

export interface SeedSubmission {
  /** Image base name: <image>-thumb.webp, <image>-mid.webp, <image>-hi.jpg. */
  image: string;
  userEmail: string;
  scanRef: string;
  handle: string;
  portrait: boolean;
  brand: string;
  model: string;
  submittedDaysAgo: number;
  /** Null: waiting for staff to pick it. */
  selectedDaysAgo: number | null;
}

const CASEY = 'customer@lab.test';
const JORDAN = 'jordan.kim@example.com';
const PRIYA = 'priya.shah@example.com';
const MATEO = 'mateo.alvarez@example.com';
const HANNAH = 'hannah.okafor@example.com';
const LEO = 'leo.bernstein@example.com';
const SOFIA = 'sofia.rossi@example.com';
const DANIEL = 'daniel.nguyen@example.com';

type Row = [string, string, boolean, string, string, string, number, number | null];

// image number, owner, portrait, handle as typed, film, submitted / selected days ago
const ROWS: Array<[number, ...Row]> = [
  [1, CASEY, 'FR-0412-07', false, '@casey.moreno', 'Kodak', 'Portra 400', 60, 58],
  [2, JORDAN, 'FR-0418-22', false, 'https://www.instagram.com/jordankim.film/', 'Kodak', 'Ektar 100', 57, 55],
  [3, PRIYA, 'FR-0420-03', true, 'priya.on.film', 'Kodak', 'Gold 200', 55, 54],
  [4, MATEO, 'FR-0421-31', false, '@@mateo_shoots', 'CineStill', '800T', 52, 50],
  [5, HANNAH, 'FR-0425-12', true, '', 'Fujifilm', 'Superia X-TRA 400', 50, 47],
  [6, LEO, 'FR-0427-09', false, 'https://instagram.com/leo.b.35mm', 'Kodak', 'Portra 160', 47, 45],
  [7, SOFIA, 'FR-0430-18', true, '@sofia.rossi.analog', 'Ilford', 'HP5 Plus 400', 45, 44],
  [8, DANIEL, 'FR-0433-02', false, 'danielnguyen', 'Kodak', 'Portra 800', 43, 40],
  [9, CASEY, 'FR-0436-25', true, '@casey.moreno', 'Fujifilm', 'Pro 400H', 40, 38],
  [
    10,
    JORDAN,
    'FR-0440-11',
    false,
    'https://www.instagram.com/jordankim.film',
    'Fujifilm',
    'Velvia 50',
    38,
    36,
  ],
  [11, PRIYA, 'FR-0441-06', false, '  @priya.on.film  ', 'Kodak', 'Gold 200', 36, 33],
  [12, MATEO, 'FR-0444-14', false, 'mateo_shoots', 'Kodak', 'Tri-X 400', 33, 31],
  [13, HANNAH, 'FR-0447-29', false, '@hannah.okafor', 'Fujifilm', 'Fujicolor 200', 31, 29],
  [14, LEO, 'FR-0450-01', true, '', 'Ilford', 'Delta 3200', 29, 26],
  [
    15,
    SOFIA,
    'FR-0452-20',
    false,
    'https://instagram.com/sofia.rossi.analog/?hl=en',
    'Kodak',
    'Portra 400',
    26,
    24,
  ],
  [16, DANIEL, 'FR-0455-08', true, '@danielnguyen', 'CineStill', '800T', 24, 22],
  [17, CASEY, 'FR-0458-16', true, 'casey.moreno', 'Kodak', 'Ektachrome E100', 22, 19],
  [18, JORDAN, 'FR-0460-27', false, '@jordankim.film', 'Ilford', 'FP4 Plus 125', 19, 17],
  [19, PRIYA, 'FR-0463-04', false, 'https://www.instagram.com/priya.on.film/', 'Fujifilm', 'C200', 17, 15],
  [20, MATEO, 'FR-0466-19', false, '@mateo_shoots', 'Kodak', 'Ektar 100', 15, 12],
  [21, HANNAH, 'FR-0468-10', false, 'hannah.okafor', 'Kodak', 'T-Max 400', 12, 10],
  [22, LEO, 'FR-0471-23', false, '@leo.b.35mm', 'Kodak', 'Vision3 250D', 10, null],
  [23, SOFIA, 'FR-0473-05', false, '', 'CineStill', '50D', 8, null],
  [
    24,
    DANIEL,
    'FR-0476-13',
    true,
    'https://instagram.com/danielnguyen',
    'Lomography',
    'Color Negative 800',
    6,
    null,
  ],
  [25, CASEY, 'FR-0479-21', true, '@casey.moreno', 'Kodak', 'Portra 400', 3, null],
];

export const SEED_SUBMISSIONS: SeedSubmission[] = ROWS.map(
  ([n, userEmail, scanRef, portrait, handle, brand, model, submittedDaysAgo, selectedDaysAgo]) => ({
    image: `community-${String(n).padStart(2, '0')}`,
    userEmail,
    scanRef,
    portrait,
    handle,
    brand,
    model,
    submittedDaysAgo,
    selectedDaysAgo,
  }),
);

/** Pixel size of the hi-res renditions (scripts/community-images: long side 2400, 3:2). */
export const hiResSize = (portrait: boolean) =>
  portrait ? { width: 1600, height: 2400 } : { width: 2400, height: 1600 };
