import { z } from 'zod';
import { cents, count, dateTime, id, link, named } from '../define';

// The catalogue and what the lab makes or moves for it: products (spec §3 "Product"), print papers and drafts
// (§7 "Prints"), vendor orders, couriers with their hours, routes and stops (§3 "Messenger"), courier pick-ups.
// docs/lab-behaviour.md "Products", "Prints", "Vendor orders", "Messengers".

// ── Products ──────────────────────────────────────────────────────────────────────────────────────────────────

export const ProductType = named(
  'ProductType',
  z.enum(['DIGITAL', 'FULFILLMENT_SERVICE_ADD_ON', 'PRODUCT', 'SERVICE_ADD_ON', 'PRINT', 'SUBSCRIPTION']),
);

export const ProductImage = named(
  'ProductImage',
  z.object({
    path: z
      .string()
      .describe(
        'The public image name (`product-{urlName}-front.webp`, or an uploaded `blob-…webp`); DELETE …/images?path takes it.',
      ),
    read: link.describe(
      "Absolute read link on the host the caller used (GET /public/images/{path}); a drawn picture's carries its look's version (`?v=`), which changes with the product's name or colours.",
    ),
  }),
);

export const ProductDetail = named(
  'ProductDetail',
  z.object({
    id,
    title: z.string(),
    description: z.string(),
    filterable: z.boolean().describe("A filterable detail ('Format: 35mm') is one of the shop's filters."),
    images: z.array(ProductImage).describe('In display order.'),
  }),
);

const PRODUCT_EXAMPLE = {
  id: 1,
  name: 'Kodak Portra 400 35mm',
  urlName: 'kodak-portra-400-35mm',
  sku: 'FILM-KODAKPORTRA4-35MM',
  productType: 'PRODUCT',
  price: 1899,
  memberPrice: 1709,
  stock: 42,
  collection: 'Film',
  metadata: { product_type: 'film' },
  summary: 'Fine grain and natural skin tones.',
  colors: ['#f2b33d', '#1f3b73'],
  images: [
    {
      path: 'product-kodak-portra-400-35mm-front.webp',
      read: 'https://lab.example/public/images/product-kodak-portra-400-35mm-front.webp?v=3f1c0a9d2b7e',
    },
    {
      path: 'product-kodak-portra-400-35mm-side.webp',
      read: 'https://lab.example/public/images/product-kodak-portra-400-35mm-side.webp?v=3f1c0a9d2b7e',
    },
  ],
  details: [
    { id: 11, title: 'Format', description: '35mm', filterable: true, images: [] },
    { id: 12, title: 'Exposures', description: '36 exposures', filterable: false, images: [] },
  ],
  active: true,
  createdAt: '2026-01-05T15:04:05.000Z',
};

export const Product = named(
  'Product',
  z.object({
    id,
    name: z.string(),
    urlName: z.string().describe("The name in the shop's URL: lower-case letters, digits and single dashes."),
    sku: z.string(),
    productType: ProductType,
    price: cents,
    memberPrice: cents.nullable().describe('What members pay; null when they pay the list price.'),
    stock: count,
    collection: z.string().describe("The collection's title (Film, Prints, Digital, Services…)."),
    metadata: z.object({
      product_type: z.string().nullable().describe("The catalogue's own kind (film, chemistry, gift…)."),
    }),
    summary: z.string(),
    colors: z
      .array(z.string())
      .optional()
      .meta({ 'x-extension': 'product-images' })
      .describe(
        "The two colours of the lab's drawn pictures as '#rrggbb' ([] for the defaults; extension `product-images`, a lab without it leaves it out).",
      ),
    images: z
      .array(ProductImage)
      .describe(
        'In display order. A product nobody has given pictures has the two the lab draws (front and side).',
      ),
    details: z.array(ProductDetail).describe('In position order.'),
    active: z.boolean().describe('False: taken out of the shop.'),
    createdAt: dateTime,
  }),
  {
    description:
      'A product of the shop (spec §3), with its details and pictures; prices in cents. The filter collections are GET /products/filters.',
    example: PRODUCT_EXAMPLE,
  },
);

export const ProductPage = named(
  'ProductPage',
  z.object({
    products: z.array(Product).describe('By collection, then id.'),
    count: count.describe('Products matching the query, all pages together (0 when the page is empty).'),
  }),
  { example: { products: [PRODUCT_EXAMPLE], count: 1 } },
);

/** GET /products/{id}/details/{detailsId} answers the detail as stored: its pictures carry no read link. */
export const StoredProductDetail = named(
  'StoredProductDetail',
  z.object({
    id,
    title: z.string(),
    description: z.string(),
    filterable: z.boolean(),
    images: z.array(z.object({ path: z.string() })).describe('Image names only, in display order.'),
  }),
  {
    description:
      "One detail of a product as stored; unlike the product's details, its pictures have no `read` link.",
    example: { id: 11, title: 'Format', description: '35mm', filterable: true, images: [] },
  },
);

export const ProductFilters = named(
  'ProductFilters',
  z.object({
    collections: z
      .array(z.string())
      .describe('Every collection (of active products when `active=true`), by name.'),
    filters: z
      .array(
        z.object({
          title: z.string(),
          values: z
            .array(z.string())
            .describe('Numbers in their order (ISO 50 before 100), words alphabetically.'),
        }),
      )
      .describe("Each filterable detail title with the values the collection's products carry."),
  }),
  {
    description: "The shop's filter collections and filters.",
    example: {
      collections: ['Digital', 'Film', 'Prints', 'Services'],
      filters: [
        { title: 'Format', values: ['35mm', '120'] },
        { title: 'ISO', values: ['100', '400', '800'] },
      ],
    },
  },
);

export const ProductImageUpload = named(
  'ProductImageUpload',
  z.object({
    key: z.string().describe('The upload key: POST /products/{id}/images takes it once the file is there.'),
    write: link.describe('PUT the raw JPEG or PNG here (signed, expiring).'),
    expiresAt: dateTime,
  }),
  {
    example: {
      key: 'product-images/p1-9f86d081884c7d659a2feaa0c55ad015',
      write: '/files/uploads/product-images/p1-9f86d081884c7d659a2feaa0c55ad015?expires=1767625445&sig=…',
      expiresAt: '2026-01-05T15:19:05.000Z',
    },
  },
);

// ── Prints ────────────────────────────────────────────────────────────────────────────────────────────────────

export const PaperType = named('PaperType', z.enum(['GLOSSY', 'LUSTRE', 'MATTE', 'FINE_ART']));

export const Paper = named(
  'Paper',
  z.object({
    id,
    name: z.string(),
    paperType: PaperType,
    description: z.string(),
    sizes: z
      .array(
        z.object({
          id,
          width: z.number().int().describe('Inches, the short side.'),
          height: z.number().int().describe('Inches, the long side.'),
          price: cents,
        }),
      )
      .describe('Small to large.'),
  }),
  {
    description: 'A paper the lab prints large-format prints on, with the sizes it comes in (inches, cents).',
    example: {
      id: 1,
      name: 'Fujicolor Crystal Archive Lustre',
      paperType: 'LUSTRE',
      description: "The lab's everyday colour paper: a soft sheen, no glare.",
      sizes: [
        { id: 1, width: 5, height: 7, price: 899 },
        { id: 2, width: 8, height: 10, price: 1499 },
      ],
    },
  },
);

const draftId = z.string().describe('32 hex digits.');

export const PrintDraftLink = named(
  'PrintDraftLink',
  z.object({
    draftId,
    name: z.string(),
    write: link.describe('PUT the file (JPEG, PNG or TIFF) here (signed, expiring).'),
    expiresAt: dateTime.describe('When the write link expires.'),
    read: link.describe("Where the draft's JPEG will be once converted; 404 until then."),
    targetPrinter: z
      .string()
      .nullable()
      .describe("A new draft's: null (convert-draft's `?targetPrinter` sets it)."),
    paper: z.string().nullable().describe("A new draft's: null (convert-draft's `?paper` sets it)."),
    jpeg: z.boolean().describe("A new draft's: false (true once converted)."),
  }),
  {
    description:
      'A new print draft (spec §3 "Draft upload": draftId, name, write link, read link, targetPrinter, paper, jpeg): where to upload the file, and where its JPEG will be read. `targetPrinter`, `paper` and `jpeg` are a new draft\'s, as GET /prints/drafts/{draftId} answers them before convert-draft; `expiresAt` is the lab\'s addition.',
    example: {
      draftId: '5d41402abc4b2a76b9719d911017c592',
      name: 'lake.tif',
      write: '/files/uploads/print-drafts/raw/5d41402abc4b2a76b9719d911017c592?expires=1767625445&sig=…',
      expiresAt: '2026-01-05T15:19:05.000Z',
      read: '/files/scans/print-drafts/jpeg/5d41402abc4b2a76b9719d911017c592.jpg?expires=1767657600&sig=…',
      targetPrinter: null,
      paper: null,
      jpeg: false,
    },
  },
);

export const PrintDraft = named(
  'PrintDraft',
  z.object({
    draftId,
    userId: id,
    name: z.string(),
    jpeg: z.boolean().describe('True once converted to the JPEG the printer takes.'),
    read: link.nullable().describe("The JPEG's signed read link; null until converted."),
    width: z.number().int().nullable().describe('Pixels, once converted.'),
    height: z.number().int().nullable().describe('Pixels, once converted.'),
    targetPrinter: z.string().nullable(),
    paper: z.string().nullable(),
    createdAt: dateTime,
    convertedAt: dateTime.nullable(),
  }),
  {
    description: "A customer's print draft: the file they want printed large, and its JPEG once converted.",
    example: {
      draftId: '5d41402abc4b2a76b9719d911017c592',
      userId: 2,
      name: 'lake.tif',
      jpeg: true,
      read: '/files/scans/print-drafts/jpeg/5d41402abc4b2a76b9719d911017c592.jpg?expires=1767657600&sig=…',
      width: 6000,
      height: 4000,
      targetPrinter: null,
      paper: null,
      createdAt: '2026-01-05T15:04:05.000Z',
      convertedAt: '2026-01-05T15:04:09.000Z',
    },
  },
);
