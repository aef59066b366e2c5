// The demo shop (docs/decisions/072-shop-catalogue.md): film the lab sells, its prints and digital goods.

export interface SeedProduct {
  name: string;
  urlName: string;
  sku: string;
  productType: 'PRODUCT' | 'DIGITAL' | 'PRINT' | 'SERVICE_ADD_ON';
  price: number;
  memberPrice: number | null;
  stock: number;
  collection: 'Film' | 'Prints' | 'Digital' | 'Services';
  metadataType: string;
  summary: string;
  colors: [string, string];
  details: Array<[title: string, description: string, filterable: boolean]>;
}

const film = (
  name: string,
  format: '35mm' | '120',
  process: 'C-41' | 'BW' | 'E-6' | 'ECN-2',
  iso: number,
  price: number,
  stock: number,
  colors: [string, string],
  summary: string,
): SeedProduct => ({
  name: `${name} ${format}`,
  urlName: `${name} ${format}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  sku: `FILM-${name
    .replace(/[^A-Za-z0-9]+/g, '')
    .toUpperCase()
    .slice(0, 12)}-${format.toUpperCase()}`,
  productType: 'PRODUCT',
  price,
  memberPrice: Math.round(price * 0.9),
  stock,
  collection: 'Film',
  metadataType: 'film',
  summary,
  colors,
  details: [
    ['Format', format, true],
    ['Process', process, true],
    ['ISO', String(iso), true],
    ['Exposures', format === '35mm' ? '36 exposures' : '15 exposures (6x4.5) to 10 (6x7)', false],
  ],
});

export const SEED_PRODUCTS: SeedProduct[] = [
  film(
    'Kodak Portra 400',
    '35mm',
    'C-41',
    400,
    1899,
    42,
    ['#e8b43a', '#7a3b12'],
    'The colour negative film for skin tones and daylight that forgives.',
  ),
  film(
    'Kodak Portra 400',
    '120',
    'C-41',
    400,
    1599,
    18,
    ['#e8b43a', '#7a3b12'],
    'Portra in medium format: the same palette, four times the negative.',
  ),
  film(
    'Kodak Gold 200',
    '35mm',
    'C-41',
    200,
    999,
    60,
    ['#f2c230', '#c4501b'],
    'Warm, grainy, friendly: the everyday roll for sunny days.',
  ),
  film(
    'Kodak Ektar 100',
    '35mm',
    'C-41',
    100,
    1599,
    4,
    ['#d23b2a', '#f2c230'],
    'The finest-grained colour negative film there is, with saturated colour.',
  ),
  film(
    'Kodak Tri-X 400',
    '35mm',
    'BW',
    400,
    1149,
    35,
    ['#f5f1e8', '#1f1a15'],
    'The black-and-white film of photojournalism since 1954.',
  ),
  film(
    'Kodak Tri-X 400',
    '120',
    'BW',
    400,
    1049,
    0,
    ['#f5f1e8', '#1f1a15'],
    'Tri-X for medium format cameras.',
  ),
  film(
    'Ilford HP5 Plus',
    '35mm',
    'BW',
    400,
    949,
    28,
    ['#1f1a15', '#f5f1e8'],
    'Pushes to 3200 without complaint; a lab favourite.',
  ),
  film(
    'CineStill 800T',
    '35mm',
    'ECN-2',
    800,
    1999,
    12,
    ['#2a3c6b', '#e04b3c'],
    'Tungsten-balanced cinema film with its famous red halation at night.',
  ),
  film(
    'Fujifilm Velvia 50',
    '120',
    'E-6',
    50,
    2499,
    6,
    ['#2f6b4c', '#e7a33e'],
    'Slide film with the colours landscape photographers dream of.',
  ),
  film(
    'Kodak Ektachrome E100',
    '35mm',
    'E-6',
    100,
    2599,
    9,
    ['#3a2a6b', '#e7a33e'],
    'Clean, true-colour slide film, back in production.',
  ),
  {
    name: '4x6 Print Pack',
    urlName: '4x6-print-pack',
    sku: 'PRINT-4X6-PACK',
    productType: 'PRINT',
    price: 1199,
    memberPrice: 999,
    stock: 0,
    collection: 'Prints',
    metadataType: 'print',
    summary: 'A roll’s worth of 4x6 prints on lustre paper from your scans.',
    colors: ['#f7e1d0', '#c4501b'],
    details: [
      ['Paper', 'Lustre', true],
      ['Size', '4x6 in', true],
    ],
  },
  {
    name: 'Giclée Print 11x14',
    urlName: 'giclee-print-11x14',
    sku: 'PRINT-GICLEE-11X14',
    productType: 'PRINT',
    price: 4500,
    memberPrice: 3800,
    stock: 0,
    collection: 'Prints',
    metadataType: 'print',
    summary: 'Archival pigment print on cotton rag, made from your hi-res scan.',
    colors: ['#efe6d9', '#4a4037'],
    details: [
      ['Paper', 'Cotton rag', true],
      ['Size', '11x14 in', true],
    ],
  },
  {
    name: 'Digital Gift Card $50',
    urlName: 'digital-gift-card-50',
    sku: 'GIFT-50',
    productType: 'DIGITAL',
    price: 5000,
    memberPrice: null,
    stock: 1000,
    collection: 'Digital',
    metadataType: 'gift',
    summary: 'E-mailed at once; good for development, scans, prints and film.',
    colors: ['#17120e', '#e7a33e'],
    details: [['Delivery', 'By e-mail', false]],
  },
  {
    name: 'Scan Re-Do (Pro Scan)',
    urlName: 'scan-re-do-pro-scan',
    sku: 'SERVICE-RESCAN-PRO',
    productType: 'SERVICE_ADD_ON',
    price: 1999,
    memberPrice: 1499,
    stock: 1000,
    collection: 'Services',
    metadataType: 'service',
    summary: 'Send back a roll we already developed for a pro scan at full resolution.',
    colors: ['#241d17', '#c4501b'],
    details: [['Turnaround', '5 business days', false]],
  },
];
