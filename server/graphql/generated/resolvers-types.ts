import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { LabUser, LabAddress, LabGeneralStats, LabLocation, LabZipCode, LabWaitlistEntry, LabOrderWrapper, LabOrderCustomer, LabOrderLine, LabFilmRoll, LabRollEventEntry, LabShipment, LabPickUp, LabRollEventRoll, LabRollEventDay } from '../../lab-client/types.js';
import type { LabSocialSubmission } from '../../lab-client/social.js';
import type { LabSubscriber } from '../../lab-client/subscribers.js';
import type { LabMessenger, LabMessengerHours, LabStop, LabRoute } from '../../lab-client/messengers.js';
import type { LabProduct } from '../../lab-client/products.js';
import type { MembershipPlanSource, MembershipSource, PriceColumnSource } from '../mappers.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * The GraphQL contract of the film lab's backend-for-frontend.
   * Used by the web client today and by mobile clients tomorrow: see ../shared/graphql-conventions.md.
   * Money is integer cents (USD); dates are ISO 8601 strings.
   */
  DateTime: { input: string; output: string; }
};

export type AccountChange = {
  __typename?: 'AccountChange';
  at: Scalars['DateTime']['output'];
  /** The admin who made the change; null once their account is gone. */
  byName?: Maybe<Scalars['String']['output']>;
  /** For ROLE: the role before and after. */
  fromRole?: Maybe<Role>;
  kind: AccountChangeKind;
  toRole?: Maybe<Role>;
};

export type AccountChangeKind =
  | 'DEACTIVATED'
  | 'REACTIVATED'
  | 'ROLE';

/** An account's role and access as staff manage them. */
export type AccountStatus = {
  __typename?: 'AccountStatus';
  /** The last 20 changes, newest first. */
  changes: Array<AccountChange>;
  /** A deactivated account cannot sign in; its data stays. */
  deactivated: Scalars['Boolean']['output'];
  deactivatedAt?: Maybe<Scalars['DateTime']['output']>;
  role: Role;
};

/** A tier's per-roll and per-item prices in cents (spec §9 'Add-on prices'). */
export type AddOnPrices = {
  __typename?: 'AddOnPrices';
  additionalRoll: Scalars['Int']['output'];
  cutSleeving: Scalars['Int']['output'];
  devScan: Scalars['Int']['output'];
  /** Surcharge on top of devScan for E-6 film. */
  e6DevScan: Scalars['Int']['output'];
  /** Surcharge on top of devScan for ECN-2 film. */
  ecn2DevScan: Scalars['Int']['output'];
  halfFrames: Scalars['Int']['output'];
  prints4x6: Scalars['Int']['output'];
  proScan: Scalars['Int']['output'];
  pushPull: Scalars['Int']['output'];
  returnNegatives: Scalars['Int']['output'];
  rush: Scalars['Int']['output'];
  scan4K: Scalars['Int']['output'];
  uncutSleeving: Scalars['Int']['output'];
};

export type AddPrintsToCartInput = {
  /** Inches of white border: 4x6 takes 0 or 0.125; large format 0, 0.25, 0.5 or 1. */
  border: Scalars['Float']['input'];
  /** Large format: the customer's converted draft. */
  draftId?: InputMaybe<Scalars['ID']['input']>;
  kind: PrintKind;
  /** Large format: a size of one of printPapers. */
  paperSizeId?: InputMaybe<Scalars['ID']['input']>;
  /** Copies of each picture, 1–100. */
  quantity: Scalars['Int']['input'];
  /** 4x6: every frame of these rolls. */
  rollIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 4x6: the frames to print (the customer's own scans, 1–500 in all with rollIds). */
  scanIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type AddRouteStopInput = {
  addressId: Scalars['ID']['input'];
  customerId: Scalars['ID']['input'];
  kind: StopKind;
  messengerId: Scalars['ID']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  windowEnd: Scalars['DateTime']['input'];
  windowStart: Scalars['DateTime']['input'];
};

export type AddRushQuote = {
  __typename?: 'AddRushQuote';
  /** What adding rush costs before tax, in cents. */
  amount: Scalars['Int']['output'];
  creditsApplied: Scalars['Int']['output'];
  rollCount: Scalars['Int']['output'];
  unitAmount: Scalars['Int']['output'];
};

export type Address = {
  __typename?: 'Address';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  placeId?: Maybe<Scalars['String']['output']>;
  primary: Scalars['Boolean']['output'];
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type AddressInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  placeId?: InputMaybe<Scalars['String']['input']>;
  primary?: InputMaybe<Scalars['Boolean']['input']>;
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** The session token, without the 'Bearer ' prefix. */
  token: Scalars['String']['output'];
  user: User;
};

/** One row of the membership tier table (spec §3 'Tier benefit rows'). */
export type Benefit = {
  __typename?: 'Benefit';
  /** The number behind the text: cents for PRICE rows, a count for CREDIT rows; null for SERVICE rows and unlimited. */
  amount?: Maybe<Scalars['Int']['output']>;
  /** Stable key of the row, e.g. annualCost, devScanCredits, rushPrice. */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  type: BenefitType;
  /** The text the table shows, e.g. '$199.99', '10', 'Unlimited', '1 business day'. */
  value: Scalars['String']['output'];
};

export type BenefitType =
  | 'CREDIT'
  | 'PRICE'
  | 'SERVICE';

export type BillingInterval =
  | 'MONTH'
  | 'YEAR';

export type BlogPost = {
  __typename?: 'BlogPost';
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type BookCourierPickUpInput = {
  addressId: Scalars['ID']['input'];
  messengerId: Scalars['ID']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  startsAt: Scalars['DateTime']['input'];
  /** Admins booking for a customer; customers leave it out. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type Carrier =
  | 'FEDEX'
  | 'UPS'
  | 'USPS';

/** The shop's cart (docs/decisions/080-cart-and-checkout.md). Lines are cut to stock whenever it is read. */
export type Cart = {
  __typename?: 'Cart';
  /** Lines this read cut to stock, each reported once. */
  changes: Array<CartChange>;
  /** Items in the cart (the sum of the quantities): the header's cart count. */
  count: Scalars['Int']['output'];
  lines: Array<CartLine>;
  /** The cart's money, priced by the lab for this user, with a promo code and a delivery choice. */
  quote: CartQuote;
};


/** The shop's cart (docs/decisions/080-cart-and-checkout.md). Lines are cut to stock whenever it is read. */
export type CartQuoteArgs = {
  delivery?: InputMaybe<CartDelivery>;
  promoCode?: InputMaybe<Scalars['String']['input']>;
};

export type CartChange = {
  __typename?: 'CartChange';
  from: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  to: Scalars['Int']['output'];
};

export type CartDelivery =
  /** Collected at the lab, free. */
  | 'PICK_UP'
  /** Shipped to one of the customer's addresses (USPS First-Class, $9.99). */
  | 'SHIP';

/** A line of the cart the browser keeps when the lab has no cart extension (docs/decisions/099-client-cart.md): a product, or a large-format print. */
export type CartItemInput = {
  /** A large-format print of the customer's own converted draft, as addPrintsToCart takes it (decision 099, 'Print lines'). */
  print?: InputMaybe<CartPrintItemInput>;
  /** The product; leave it out for a print. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** How many; zero or below drops the line, more than in stock is cut to stock (reported in Cart.changes). A print's copies (1–100). */
  quantity: Scalars['Int']['input'];
};

export type CartLine = {
  __typename?: 'CartLine';
  id: Scalars['ID']['output'];
  lineTotal: Scalars['Int']['output'];
  /** The quantity stepper's maximum: the stock; 1,000,000 for print products (spec §5); 100 copies for a print line (decision 095). */
  maxQuantity: Scalars['Int']['output'];
  /** Set for print lines (then `product` is null); `quantity` is the copies of each picture. */
  print?: Maybe<CartPrint>;
  /** Null when the product has left the catalogue. */
  product?: Maybe<Product>;
  quantity: Scalars['Int']['output'];
  /** What this user pays for one, in cents (the member price when the plan is in force). */
  unitPrice: Scalars['Int']['output'];
};

/** A print line in the cart. */
export type CartPrint = {
  __typename?: 'CartPrint';
  /** White border on each side in inches; 0 is borderless. */
  border: Scalars['Float']['output'];
  /** A line people read, written by the server: '24 frames, 2 copies each (48 prints)' or '11 x 14 in on Hahnemühle Photo Rag 308'. */
  description: Scalars['String']['output'];
  /** Large format: the converted draft printed. */
  draft?: Maybe<PrintDraft>;
  height: Scalars['Float']['output'];
  kind: PrintKind;
  paperName: Scalars['String']['output'];
  paperType: PaperType;
  /** How many prints the line makes in all. */
  printCount: Scalars['Int']['output'];
  /** 4x6: the frames printed, each `quantity` times (the customer's own scans). */
  scans: Array<Scan>;
  /** Inches. */
  width: Scalars['Float']['output'];
};

/** A large-format print in the browser's cart: a size of printPapers, the customer's converted draft, a border. */
export type CartPrintItemInput = {
  /** Inches of white border: 0, 0.25, 0.5 or 1. */
  border: Scalars['Float']['input'];
  draftId: Scalars['ID']['input'];
  paperSizeId: Scalars['ID']['input'];
};

/** All amounts in cents. */
export type CartQuote = {
  __typename?: 'CartQuote';
  /** Account credit drawn. */
  credit: Scalars['Int']['output'];
  discount: Scalars['Int']['output'];
  memberPriced: Scalars['Boolean']['output'];
  /** What the member prices save against the list prices. */
  memberSavings: Scalars['Int']['output'];
  /** True when something in the cart ships (film, goods, prints); digital-only carts need no delivery. */
  needsDelivery: Scalars['Boolean']['output'];
  /** The promo code applied (upper-cased), or null. */
  promoCode?: Maybe<Scalars['String']['output']>;
  shipping: Scalars['Int']['output'];
  subtotal: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type CheckoutInput = {
  /** One of the customer's addresses, when delivery is SHIP. */
  addressId?: InputMaybe<Scalars['ID']['input']>;
  delivery?: InputMaybe<CartDelivery>;
  /** The total the customer saw (cents); a different total now is refused and nothing is charged. */
  expectedTotal: Scalars['Int']['input'];
  /** One per attempt: a retried or double-clicked checkout makes one order. */
  idempotencyKey: Scalars['String']['input'];
  /** The browser's cart, on a lab without the cart extension (decision 099): the server prices it again; ignored otherwise. */
  items?: InputMaybe<Array<CartItemInput>>;
  /** A new card's token; without one the default card pays. */
  paymentToken?: InputMaybe<Scalars['String']['input']>;
  promoCode?: InputMaybe<Scalars['String']['input']>;
  /** Save the new card for next time (it becomes the default); off by default (decision 104). */
  saveCard?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CheckoutPayload = {
  __typename?: 'CheckoutPayload';
  order: Order;
  total: Scalars['Int']['output'];
};

export type ContactSheet = {
  __typename?: 'ContactSheet';
  /** One JPEG of the whole roll with frame numbers, about 2400 px wide. */
  imageUrl: Scalars['String']['output'];
  /** The same sheet as a printable PDF (US Letter). */
  pdfUrl: Scalars['String']['output'];
};

export type CourierAvailability = {
  __typename?: 'CourierAvailability';
  /** The address the windows are for (the primary one unless another was asked for); null without an address. */
  addressId?: Maybe<Scalars['ID']['output']>;
  /** Empty when no courier serves the zip code. */
  windows: Array<CourierWindow>;
  zip?: Maybe<Scalars['String']['output']>;
};

/** A courier booked to collect a customer's film. */
export type CourierPickUp = {
  __typename?: 'CourierPickUp';
  messengerName: Scalars['String']['output'];
  stop: RouteStop;
};

/** A courier window from User.courierAvailability, booked together with the new order (docs/decisions/070). */
export type CourierPickUpChoiceInput = {
  /** The address the courier comes to (courierAvailability.addressId). */
  addressId: Scalars['ID']['input'];
  messengerId: Scalars['ID']['input'];
  startsAt: Scalars['DateTime']['input'];
};

/** A courier's free window a customer can book. */
export type CourierWindow = {
  __typename?: 'CourierWindow';
  /** Lab-time date. */
  date: Scalars['String']['output'];
  endsAt: Scalars['DateTime']['output'];
  messengerId: Scalars['ID']['output'];
  messengerName: Scalars['String']['output'];
  /** Stops the window can still take. */
  remaining: Scalars['Int']['output'];
  startsAt: Scalars['DateTime']['output'];
};

export type CreateOrderInput = {
  /** For COURIER_PICK_UP: the window booked in the same step as the order (a full window refuses both). */
  courierPickUp?: InputMaybe<CourierPickUpChoiceInput>;
  /** A fresh random key per attempt: sending the same key twice creates one order (a double click). */
  idempotencyKey: Scalars['String']['input'];
  /** For PREPAID_LABEL: the customer's address the label to the lab is made from, with the order (decision 105). */
  labelAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** A drop-off location's name, for DROP_OFF. */
  location?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  returnShipment?: InputMaybe<ReturnShipmentInput>;
  rolls: Array<RollInput>;
  /** How the film travels to the lab. DROP_OFF needs `location`. */
  shippingMethod: ShippingMethod;
  /** For admins creating an order for a customer; customers leave it out. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateShareLinkInput = {
  allowDownload?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1–365; defaults to 30; null never expires. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** 4–100 characters; empty or left out: no password. */
  password?: InputMaybe<Scalars['String']['input']>;
  scanIds: Array<Scalars['ID']['input']>;
};

/** What is left of the membership's credits this period. */
export type CreditBalance = {
  __typename?: 'CreditBalance';
  kind: CreditKind;
  label: Scalars['String']['output'];
  /** Null means unlimited. */
  remaining?: Maybe<Scalars['Int']['output']>;
};

/** Membership credits an order can use (spec §9). */
export type CreditKind =
  | 'DEV_SCAN'
  | 'PRO_SCAN'
  | 'RUSH'
  | 'SCAN_4K';

/** Membership credits an order uses. */
export type CreditUse = {
  __typename?: 'CreditUse';
  kind: CreditKind;
  /** e.g. 'Dev + Scan credits'. */
  label: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** What the credits saved, in cents. */
  value: Scalars['Int']['output'];
};

export type DownloadFile = {
  __typename?: 'DownloadFile';
  /** 0 when the lab does not say (a lab without the downloads extension): the browser then counts files, not bytes. */
  bytes: Scalars['Float']['output'];
  lastModified: Scalars['DateTime']['output'];
  /** The entry's path in the zip: '<roll>/<roll>-F07-<scanId>.jpg', frame order. */
  name: Scalars['String']['output'];
  scanId: Scalars['ID']['output'];
  /** A signed GET link that answers HTTP Range requests; the file carries the roll's film metadata in EXIF/XMP. */
  url: Scalars['String']['output'];
};

/** Exactly one of pickUpId, rollId or scanIds. */
export type DownloadInput = {
  pickUpId?: InputMaybe<Scalars['ID']['input']>;
  rollId?: InputMaybe<Scalars['ID']['input']>;
  scanIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  size?: InputMaybe<DownloadSize>;
};

export type DownloadManifest = {
  __typename?: 'DownloadManifest';
  fileCount: Scalars['Int']['output'];
  /** Suggested archive name, e.g. 'nice-film-club-roll-31.zip'. */
  fileName: Scalars['String']['output'];
  files: Array<DownloadFile>;
  /** Sum of the files' bytes (the archive adds its headers). */
  totalBytes: Scalars['Float']['output'];
};

export type DownloadSize =
  /** Unlocked HD JPEGs only. */
  | 'HD'
  /** The hi-res scans (every plan). */
  | 'HI_RES'
  /** Unlocked 16-bit TIFFs only. */
  | 'SIXTEEN_BIT_TIFF';

/** A frame's exposure as the photographer logged it in the field. */
export type Exposure = {
  __typename?: 'Exposure';
  /** Metres above sea level. */
  altitude?: Maybe<Scalars['Float']['output']>;
  cameraMake?: Maybe<Scalars['String']['output']>;
  cameraModel?: Maybe<Scalars['String']['output']>;
  /** EV. */
  exposureCompensation?: Maybe<Scalars['Float']['output']>;
  /** Seconds; null for bulb. */
  exposureTime?: Maybe<Scalars['Float']['output']>;
  fNumber?: Maybe<Scalars['Float']['output']>;
  filter?: Maybe<Scalars['String']['output']>;
  /** Millimetres. */
  focalLength?: Maybe<Scalars['Float']['output']>;
  /** The film's box speed. */
  iso?: Maybe<Scalars['Int']['output']>;
  latitude?: Maybe<Scalars['Float']['output']>;
  lens?: Maybe<Scalars['String']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  /** As photographers write it: '1/250', '2"', 'B'. */
  shutter?: Maybe<Scalars['String']['output']>;
  /** The exposure in one line, for the lightbox's bottom bar: 'Leica M6 · Summicron 35 mm f/2 · f/8 · 1/250 s'. */
  summary: Scalars['String']['output'];
  /** The local time where it was taken with its UTC offset (ISO 8601, e.g. '2026-06-20T17:42:10-07:00'). */
  takenAt?: Maybe<Scalars['String']['output']>;
};

/** A roll's exposure-log import; undoing it restores the scans as they were. */
export type ExposureImport = {
  __typename?: 'ExposureImport';
  camera?: Maybe<Scalars['String']['output']>;
  fileName?: Maybe<Scalars['String']['output']>;
  /** Scans it wrote. */
  frameCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  importedAt: Scalars['DateTime']['output'];
  source: ExposureLogSource;
};

/** An exposure to write: every field optional; `takenAt` needs its offset ('2026-06-20T17:42:10-07:00'). */
export type ExposureInput = {
  altitude?: InputMaybe<Scalars['Float']['input']>;
  cameraMake?: InputMaybe<Scalars['String']['input']>;
  cameraModel?: InputMaybe<Scalars['String']['input']>;
  exposureCompensation?: InputMaybe<Scalars['Float']['input']>;
  exposureTime?: InputMaybe<Scalars['Float']['input']>;
  fNumber?: InputMaybe<Scalars['Float']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  focalLength?: InputMaybe<Scalars['Float']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  lens?: InputMaybe<Scalars['String']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  shutter?: InputMaybe<Scalars['String']['input']>;
  takenAt?: InputMaybe<Scalars['String']['input']>;
};

/** A log as read from an app's export, before anything is written: the client matches its frames to scans. */
export type ExposureLog = {
  __typename?: 'ExposureLog';
  /** One roll for Exif Notes and Lightme; Film Rolls' export may hold several. */
  rolls: Array<LoggedRoll>;
  source: ExposureLogSource;
};

/** The logging app and export format of an exposure log. */
export type ExposureLogSource =
  /** Exif Notes (Android): a roll's CSV export. */
  | 'EXIF_NOTES_CSV'
  /** Exif Notes (Android): a roll's JSON export. */
  | 'EXIF_NOTES_JSON'
  /** Film Rolls (iOS): its XML export (may hold several rolls). */
  | 'FILM_ROLLS_XML'
  /** Lightme Logbook (iOS): a roll's JSON export. */
  | 'LIGHTME_JSON';

export type FilmFormat =
  | 'DISPOSABLE'
  | 'FORMAT_35MM'
  | 'FORMAT_120';

export type FilmProcess =
  /** Traditional black and white. */
  | 'BW'
  /** C-41 colour negative (and chromogenic black and white). */
  | 'C41'
  | 'E6'
  | 'ECN2';

/** A roll of film in an order, with its options and its timeline through the lab. */
export type FilmRoll = {
  __typename?: 'FilmRoll';
  addPrints: Scalars['Boolean']['output'];
  addRush: Scalars['Boolean']['output'];
  brand: Scalars['String']['output'];
  /** The camera the roll was shot with, from its exposure log; null before one is imported. */
  camera?: Maybe<Scalars['String']['output']>;
  /** The whole roll on one sheet with frame numbers: a JPEG and a PDF (signed links); null before any scan. */
  contactSheet?: Maybe<ContactSheet>;
  crossProcess: Scalars['Boolean']['output'];
  /** When the scans should be ready, from the lab's current turnaround; null once synced or while not received. */
  estimatedReadyAt?: Maybe<Scalars['DateTime']['output']>;
  /** Every event recorded for the roll, oldest first. */
  events: Array<RollEventEntry>;
  /** The roll's latest exposure-log import still in force (it can be undone); null when none. */
  exposureImport?: Maybe<ExposureImport>;
  format: FilmFormat;
  /** '35mm', '120' or 'Disposable'. */
  formatLabel: Scalars['String']['output'];
  halfFrames: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  locations: Array<PhotoLocation>;
  model: Scalars['String']['output'];
  /** The customer's own name for the roll (update-film-roll); null shows the stock. */
  name?: Maybe<Scalars['String']['output']>;
  negativesAction: NegativesAction;
  notes?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  /** The pick-up (check-in) the roll arrived in; null until the lab receives it. */
  pickUpId?: Maybe<Scalars['ID']['output']>;
  /** The first frames, for the roll card's thumbnail strip. */
  previewScans: Array<Scan>;
  process: FilmProcess;
  /** 'C-41', 'BW', 'E-6' or 'ECN-2'. */
  processLabel: Scalars['String']['output'];
  /** Push (+) or pull (−) in stops, −3 to +3; 0 is box speed. */
  pushPull: Scalars['Int']['output'];
  /** Scans on the platform (uploaded and processed). */
  scanCount: Scalars['Int']['output'];
  scanQuality: ScanQuality;
  /** The roll's scans in frame order (reverse-scans flips it). */
  scans?: Maybe<ScanPage>;
  sleeving: Sleeving;
  /** The latest event reached; null while the roll is on its way to the lab. */
  stage?: Maybe<RollEvent>;
  /** Brand and model as one name, e.g. 'Kodak Portra 400'. */
  stock: Scalars['String']['output'];
  /** True once storageExpiresAt has passed: thumbnails only, full sizes and downloads need a membership. */
  storageExpired: Scalars['Boolean']['output'];
  /** When a non-member's scans of this roll leave storage (30 days after sync); null for members (kept while a member). */
  storageExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the scans reached the platform (the SYNCED event); null before. */
  syncedAt?: Maybe<Scalars['DateTime']['output']>;
  tags: Array<Tag>;
};


/** A roll of film in an order, with its options and its timeline through the lab. */
export type FilmRollPreviewScansArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** A roll of film in an order, with its options and its timeline through the lab. */
export type FilmRollScansArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type FilmRollConnection = {
  __typename?: 'FilmRollConnection';
  edges: Array<FilmRollEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type FilmRollEdge = {
  __typename?: 'FilmRollEdge';
  cursor: Scalars['String']['output'];
  node: FilmRoll;
};

export type FilmRollFilter = {
  format?: InputMaybe<FilmFormat>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  process?: InputMaybe<FilmProcess>;
  /** Matches the roll's name, stock, tags and locations. */
  search?: InputMaybe<Scalars['String']['input']>;
  stock?: InputMaybe<Scalars['String']['input']>;
  /** Rolls with every one of these tags (on the roll or on one of its scans). */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type FilmRollPage = {
  __typename?: 'FilmRollPage';
  count: Scalars['Int']['output'];
  items: Array<FilmRoll>;
};

export type FilmTypeOutstanding = {
  __typename?: 'FilmTypeOutstanding';
  /** Film process, e.g. C-41, E-6, ECN-2, BW. */
  process: Scalars['String']['output'];
  totalOutstanding: Scalars['Int']['output'];
};

export type GeneralStats = {
  __typename?: 'GeneralStats';
  ordersByLocation: Array<LocationCount>;
  outstandingByProcess: Array<FilmTypeOutstanding>;
  rollsDevelopedToday: Scalars['Int']['output'];
  rollsScannedToday: Scalars['Int']['output'];
  rollsSyncedToday: Scalars['Int']['output'];
  rollsSyncedYesterday: Scalars['Int']['output'];
  turnaround: Turnaround;
};

export type ImportExposureLogInput = {
  /** The camera as the log names it, kept on the roll. */
  camera?: InputMaybe<Scalars['String']['input']>;
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** The client's key for this import (8–64 letters, digits, - or _): a repeat of it answers the first import. */
  key: Scalars['String']['input'];
  rollId: Scalars['ID']['input'];
  /** Each matched scan with its logged frame's exposure (1–500). */
  scans: Array<ScanExposureInput>;
  source: ExposureLogSource;
  /** The customer whose roll it is (staff pages); defaults to the caller. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type JoinWaitlistInput = {
  email: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** An extension feature the lab does not offer, and what a person reads in its place. */
export type LabFeatureNote = {
  __typename?: 'LabFeatureNote';
  /** The feature's name, e.g. 'saved-cards' (docs/lab-extensions.md). */
  feature: Scalars['String']['output'];
  /** One calm sentence, e.g. "Managing saved cards isn't offered by this lab yet." */
  message: Scalars['String']['output'];
};

/** A place where customers can drop off and pick up film. */
export type Location = {
  __typename?: 'Location';
  address1: Scalars['String']['output'];
  city: Scalars['String']['output'];
  hours: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type LocationCount = {
  __typename?: 'LocationCount';
  count: Scalars['Int']['output'];
  location: Scalars['String']['output'];
};

/** One logged frame. `takenAt` has an offset when the app wrote one (Film Rolls: UTC); otherwise it is the camera's local time and the client pairs it with the time zone the customer picks. */
export type LoggedFrame = {
  __typename?: 'LoggedFrame';
  altitude?: Maybe<Scalars['Float']['output']>;
  cameraMake?: Maybe<Scalars['String']['output']>;
  cameraModel?: Maybe<Scalars['String']['output']>;
  exposureCompensation?: Maybe<Scalars['Float']['output']>;
  exposureTime?: Maybe<Scalars['Float']['output']>;
  fNumber?: Maybe<Scalars['Float']['output']>;
  filter?: Maybe<Scalars['String']['output']>;
  focalLength?: Maybe<Scalars['Float']['output']>;
  latitude?: Maybe<Scalars['Float']['output']>;
  lens?: Maybe<Scalars['String']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  /** The frame's number in the log. */
  number: Scalars['Int']['output'];
  shutter?: Maybe<Scalars['String']['output']>;
  takenAt?: Maybe<Scalars['String']['output']>;
};

export type LoggedRoll = {
  __typename?: 'LoggedRoll';
  cameraMake?: Maybe<Scalars['String']['output']>;
  cameraModel?: Maybe<Scalars['String']['output']>;
  filmStock?: Maybe<Scalars['String']['output']>;
  frames: Array<LoggedFrame>;
  iso?: Maybe<Scalars['Int']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** The plan in force for a user (spec §4). */
export type Membership = {
  __typename?: 'Membership';
  /** The lab's membership flag. */
  active: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  /** A paid plan is on record but no longer active. */
  lapsed: Scalars['Boolean']['output'];
  /** End of the current period: the 'Renews On' / 'Expires On' date. Null for non-members. */
  periodEnd?: Maybe<Scalars['DateTime']['output']>;
  planId: PlanId;
  status: MembershipStatus;
  superTier: Scalars['Boolean']['output'];
};

export type MembershipPlan = {
  __typename?: 'MembershipPlan';
  /** Whether the plan can be bought today. */
  active: Scalars['Boolean']['output'];
  addOnPrices: AddOnPrices;
  benefits: Array<Benefit>;
  billingInterval: BillingInterval;
  desc: Scalars['String']['output'];
  id: PlanId;
  label: Scalars['String']['output'];
  /** Cents charged once per billingInterval. */
  price: Scalars['Int']['output'];
  proScanCredits: Scalars['Int']['output'];
  rollCredits: Scalars['Int']['output'];
  /** Null means unlimited. */
  rushCredits?: Maybe<Scalars['Int']['output']>;
  scan4KCredits: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

export type MembershipStatus =
  /** The subscription is set to cancel at the end of its period. */
  | 'EXPIRES'
  /** No paid plan. */
  | 'NONE'
  /** The subscription renews at the end of its period. */
  | 'RENEWS';

/** A courier who picks film up from customers and brings negatives home. */
export type Messenger = {
  __typename?: 'Messenger';
  active: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Weekly working hours in the lab's time zone, Sunday first. */
  hours: Array<MessengerHours>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** The courier's login (a MESSENGER user); null for a courier who does not sign in. */
  userId?: Maybe<Scalars['ID']['output']>;
  /** Zip codes served: customers there can book a courier pick-up. */
  zipCodes: Array<Scalars['String']['output']>;
};

/** One weekly block of working hours; each block is one bookable window. */
export type MessengerHours = {
  __typename?: 'MessengerHours';
  endTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** '10:00' (24-hour, lab time). */
  startTime: Scalars['String']['output'];
  /** 0 Sunday … 6 Saturday. */
  weekday: Scalars['Int']['output'];
  /** 'Monday'. */
  weekdayLabel: Scalars['String']['output'];
};

export type MessengerHoursInput = {
  endTime: Scalars['String']['input'];
  startTime: Scalars['String']['input'];
  weekday: Scalars['Int']['input'];
};

export type MessengerInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** A MESSENGER user's id to link as the courier's login; null unlinks. */
  userId?: InputMaybe<Scalars['ID']['input']>;
  zipCodes?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Saves a card from a payment token and makes it the default. */
  addCard: User;
  addMessengerHours: Messenger;
  /** Adds a print line to the viewer's cart (a new line each time; prints are made to order). */
  addPrintsToCart: Cart;
  addProductDetail: Product;
  /** Staff: adds the uploaded picture (as a WebP of at most 1600 px) last on the product, or on one of its details. */
  addProductImage: Product;
  addRollLocation: FilmRoll;
  /** Tags a roll; a new name creates the tag. */
  addRollTag: FilmRoll;
  /** Admins: record an event on some rolls of the order, or on all when rollIds is left out. */
  addRollsEvent: Order;
  /** Admins: puts a stop (usually a delivery) on a courier's route. */
  addRouteStop: RouteStop;
  addRush: Order;
  addScanLocation: Array<Scan>;
  /** Tags each of the scans (at most 500). */
  addScanTag: Array<Scan>;
  /** Adds one of a product to the viewer's cart (a product already there goes up by one). */
  addToCart: Cart;
  /** Admins: record a payment the card reader took. */
  attachPayment: Order;
  /** Books a courier window to collect an open order's film. */
  bookCourierPickUp: RouteStop;
  cancelOrder: Order;
  /** The account holder changes their own password; every other session of theirs ends. */
  changePassword: Scalars['Boolean']['output'];
  /** Staff change an account's role; the account's sessions end (a demoted admin is refused at their next request). Never one's own (CONFLICT). */
  changeUserRole: User;
  /** Buys the viewer's cart: one paid shop order, stock taken, the cart emptied. */
  checkout: CheckoutPayload;
  /** Admins: deletes every scan of the roll (files too). */
  clearRollScans: FilmRoll;
  completeOrder: Order;
  /** Converts an uploaded draft to the printer's JPEG (spec §7 convert-draft); converting twice answers the same draft. */
  convertPrintDraft: PrintDraft;
  /** Adds an address to the logged-in user's address book; admins pass `userId` to add one to a customer's. */
  createAddress: Address;
  createMessenger: Messenger;
  /** Creates a development order; sets firstOrderCreated on the first. */
  createOrder: Order;
  /** Staff: adds a product (name, sku, productType, price and collection are needed). */
  createProduct: Product;
  createShareLink: ShareLink;
  /** Staff deactivate an account: it cannot sign in, every session of it ends, its data stays. Never one's own (CONFLICT). */
  deactivateUser: User;
  /** Removes an address; answers the user with the remaining addresses. Admins pass `userId` for a customer's address. */
  deleteAddress: User;
  deleteMessengerHours: Messenger;
  /** Deletes an OPEN order the lab has not received; answers its id. */
  deleteOrder: Scalars['ID']['output'];
  /** Admins: deletes a scan and its files; answers the roll. */
  deleteScan: FilmRoll;
  /** Signs in with a Facebook token, as googleSignIn. */
  facebookSignIn: AuthPayload;
  /** Signs in with a Google ID token (made a customer account on first use). UNAUTHENTICATED for a bad or expired token; NOT_FOUND when the lab has social sign-in turned off. */
  googleSignIn: AuthPayload;
  /** Writes a log's frames onto the roll's scans, as the customer matched them. */
  importExposureLog: FilmRoll;
  /** Admins: fix the lines and totals and move the order to INVOICED. */
  invoiceOrder: Order;
  joinWaitlist: WaitlistEntry;
  login: AuthPayload;
  markPrintsReady: Order;
  markVendorOrderPrinted: VendorOrder;
  markVendorOrderShipped: VendorOrder;
  /** Mails the next scheduled customer of the day that the courier is on the way. */
  notifyNextStop: NotifyNextStopPayload;
  /** Pays an INVOICED order with the card on file, or with a new card token. The new card is saved (and becomes the default) only with saveCard; on a lab without order-payment paying with a card always saves it (decision 104). */
  payOrder: Order;
  /** Buys an active paid plan for the logged-in user with a card token; answers the user with the new membership. */
  purchaseMembership: User;
  /** Staff let a deactivated account sign in again. */
  reactivateUser: User;
  /** Reads an exposure log exported by a logging app. Writes nothing; a file of another kind is refused naming the app and format expected. */
  readExposureLog: ExposureLog;
  /** Admins: check rolls in; a count other than the order's is flagged to the customer. */
  receiveOrder: Order;
  removeCard: User;
  removeCartLine: Cart;
  removeProductDetail: Product;
  /** Staff: removes a picture from the product, or from one of its details. */
  removeProductImage: Product;
  /** Removes the location (the original app called the add service here: spec §7's known defect). */
  removeRollLocation: FilmRoll;
  removeRollTag: FilmRoll;
  removeScanLocation: Array<Scan>;
  removeScanTag: Array<Scan>;
  /** The customer's name for a roll; null or empty clears it. */
  renameFilmRoll: FilmRoll;
  renameRollLocation: FilmRoll;
  /** Renames the tag everywhere it is used (merging into an existing tag of that name). */
  renameRollTag: FilmRoll;
  renameScanLocation: Scan;
  renameScanTag: Scan;
  /** Always true, whether or not the e-mail has an account (no account discovery). */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** A prepaid shipping label for sending the film of an OPEN order (spec §2 'Free Shipping Label dialog'). */
  requestShippingLabel: Shipment;
  /** A manager (an admin the lab asks for a second factor) has a 6-digit sign-in code e-mailed (valid 10 minutes). Until they confirm it, admin actions answer FORBIDDEN with field 'twoFactorCode'. */
  requestTwoFactorCode: Scalars['Boolean']['output'];
  resetPassword: Scalars['Boolean']['output'];
  /** Flips the frame order of a roll scanned backwards. */
  reverseRollScans: FilmRoll;
  /** The link stops working at once; it stays in the list as revoked. */
  revokeShareLink: ShareLink;
  /** Turns the scan a quarter; every size is re-rendered. */
  rotateScan: Scan;
  /** Picks a submission for the community gallery or takes it out (admins); without `selected` it toggles. */
  selectSocialSubmission: SocialSubmission;
  /** Admins: e-mail the invoice to the customer. */
  sendInvoice: Order;
  /** Staff: sends an order's prints to a print shop (a VENDOR user); once per order. */
  sendPrintsToVendor: VendorOrder;
  /** E-mails a friend an invitation with the referral code; answers the user (see User.referrals). One a day per friend. */
  sendReferral: User;
  /** Sets a line's quantity: zero or below removes it, above stock is cut to stock. */
  setCartLineQuantity: Cart;
  setDefaultCard: User;
  /** Renews the membership at its period end (true) or lets it expire then (false). */
  setMembershipRenewal: User;
  setReturnNegatives: Order;
  /** Writes (or clears) the exposure of one or many scans (mobile clients). */
  setScanExposures: Array<Scan>;
  /** The courier or an admin marks a stop done, missed, or back to scheduled. */
  setStopStatus: RouteStop;
  /** Ends this session at the lab (where it offers sessions; true either way): the client then forgets its token. */
  signOut: Scalars['Boolean']['output'];
  /** Ends every session of the caller but this one; answers those still open (this one). */
  signOutOtherSessions: Array<Session>;
  /** Ends one of the caller's sessions; answers those still open. Ending it twice is not an error. */
  signOutSession: Array<Session>;
  signup: AuthPayload;
  /** Makes a print draft for the viewer and answers where to PUT its file (spec §7 GET /prints/drafts/link). */
  startPrintDraftUpload: PrintDraftUpload;
  /** Staff: where to PUT a JPEG or PNG picture for the product; then addProductImage with the key. */
  startProductImageUpload: ProductImageUpload;
  /** A write link for a new avatar (fileType image/jpeg or image/png): one's own, or (staff) the user named. */
  startProfilePicUpload: ProfilePicUpload;
  /** Admins: makes a scan on the roll for each file and answers where to PUT each one (at most 100 per call). */
  startScanUploads: Array<ScanUpload>;
  /** Sends a scan to the community gallery (staff pick from submissions). */
  submitScanToCommunity: SocialSubmission;
  /** Adds the e-mail to the newsletter; an e-mail already on it answers the stored subscriber (not an error). */
  subscribe: Subscriber;
  /** Removes an import, restoring its scans as they were (the roll's newest import first). */
  undoExposureImport: FilmRoll;
  /** Unlocks a size of these scans, charging the plan's price per unlock (the quote's total) to the card on file or a new card token. */
  unlockScans: UnlockScansPayload;
  /** Changes a saved address; admins pass `userId` for a customer's address. */
  updateAddress: Address;
  /** Changes the sign-in e-mail; the account holder confirms with their current password (staff need not). */
  updateEmail: User;
  updateMessenger: Messenger;
  updateMessengerHours: Messenger;
  /** Changes an OPEN order before the lab receives it (admins: any time it is OPEN). */
  updateOrder: Order;
  /** Saves new-order defaults (spec §3 preferences); each key given is set, others kept. */
  updatePreferences: User;
  updateProduct: Product;
  updateProductDetail: Product;
  updateScan: Scan;
  updateShareLink: ShareLink;
  /** Updates names and phone: the logged-in user's own, or (admins) the user named by `userId`. */
  updateUser: User;
  /** A manager confirms their sign-in with the e-mailed code; the answer's token (also in the Authorization header) is confirmed. BAD_USER_INPUT when the code is wrong, spent or expired. */
  verifyTwoFactorCode: AuthPayload;
};


export type MutationAddCardArgs = {
  paymentToken: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddMessengerHoursArgs = {
  input: MessengerHoursInput;
  messengerId: Scalars['ID']['input'];
};


export type MutationAddPrintsToCartArgs = {
  input: AddPrintsToCartInput;
};


export type MutationAddProductDetailArgs = {
  input: ProductDetailInput;
  productId: Scalars['ID']['input'];
};


export type MutationAddProductImageArgs = {
  detailId?: InputMaybe<Scalars['ID']['input']>;
  key: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationAddRollLocationArgs = {
  name: Scalars['String']['input'];
  rollId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddRollTagArgs = {
  name: Scalars['String']['input'];
  rollId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddRollsEventArgs = {
  event: RollEvent;
  orderId: Scalars['ID']['input'];
  rollIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationAddRouteStopArgs = {
  input: AddRouteStopInput;
};


export type MutationAddRushArgs = {
  orderId: Scalars['ID']['input'];
  rollIds: Array<Scalars['ID']['input']>;
};


export type MutationAddScanLocationArgs = {
  name: Scalars['String']['input'];
  scanIds: Array<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddScanTagArgs = {
  name: Scalars['String']['input'];
  scanIds: Array<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddToCartArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationAttachPaymentArgs = {
  orderId: Scalars['ID']['input'];
  paymentId: Scalars['String']['input'];
};


export type MutationBookCourierPickUpArgs = {
  input: BookCourierPickUpInput;
};


export type MutationCancelOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationChangeUserRoleArgs = {
  role: Role;
  userId: Scalars['ID']['input'];
};


export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


export type MutationClearRollScansArgs = {
  rollId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCompleteOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationConvertPrintDraftArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateAddressArgs = {
  input: AddressInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateMessengerArgs = {
  input: MessengerInput;
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationCreateShareLinkArgs = {
  input: CreateShareLinkInput;
};


export type MutationDeactivateUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDeleteMessengerHoursArgs = {
  hoursId: Scalars['ID']['input'];
  messengerId: Scalars['ID']['input'];
};


export type MutationDeleteOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteScanArgs = {
  scanId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationFacebookSignInArgs = {
  token: Scalars['String']['input'];
};


export type MutationGoogleSignInArgs = {
  token: Scalars['String']['input'];
};


export type MutationImportExposureLogArgs = {
  input: ImportExposureLogInput;
};


export type MutationInvoiceOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationJoinWaitlistArgs = {
  input: JoinWaitlistInput;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMarkPrintsReadyArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationMarkVendorOrderPrintedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkVendorOrderShippedArgs = {
  input: ShipVendorOrderInput;
};


export type MutationNotifyNextStopArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  messengerId: Scalars['ID']['input'];
};


export type MutationPayOrderArgs = {
  orderId: Scalars['ID']['input'];
  paymentToken?: InputMaybe<Scalars['String']['input']>;
  saveCard?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationPurchaseMembershipArgs = {
  paymentToken: Scalars['String']['input'];
  planId: Scalars['ID']['input'];
  promoCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationReactivateUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationReadExposureLogArgs = {
  input: ReadExposureLogInput;
};


export type MutationReceiveOrderArgs = {
  orderId: Scalars['ID']['input'];
  rollCount: Scalars['Int']['input'];
};


export type MutationRemoveCardArgs = {
  cardId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRemoveCartLineArgs = {
  lineId: Scalars['ID']['input'];
};


export type MutationRemoveProductDetailArgs = {
  detailId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationRemoveProductImageArgs = {
  detailId?: InputMaybe<Scalars['ID']['input']>;
  path: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationRemoveRollLocationArgs = {
  locationId: Scalars['ID']['input'];
  rollId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRemoveRollTagArgs = {
  rollId: Scalars['ID']['input'];
  tagId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRemoveScanLocationArgs = {
  locationId: Scalars['ID']['input'];
  scanIds: Array<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRemoveScanTagArgs = {
  scanIds: Array<Scalars['ID']['input']>;
  tagId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRenameFilmRollArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  rollId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRenameRollLocationArgs = {
  locationId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  rollId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRenameRollTagArgs = {
  name: Scalars['String']['input'];
  rollId: Scalars['ID']['input'];
  tagId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRenameScanLocationArgs = {
  locationId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  scanId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRenameScanTagArgs = {
  name: Scalars['String']['input'];
  scanId: Scalars['ID']['input'];
  tagId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestShippingLabelArgs = {
  addressId: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationReverseRollScansArgs = {
  rollId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRevokeShareLinkArgs = {
  code: Scalars['String']['input'];
};


export type MutationRotateScanArgs = {
  direction: RotateDirection;
  scanId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSelectSocialSubmissionArgs = {
  id: Scalars['ID']['input'];
  selected?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSendInvoiceArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationSendPrintsToVendorArgs = {
  orderId: Scalars['ID']['input'];
  vendorId: Scalars['ID']['input'];
};


export type MutationSendReferralArgs = {
  email: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetCartLineQuantityArgs = {
  lineId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationSetDefaultCardArgs = {
  cardId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetMembershipRenewalArgs = {
  renew: Scalars['Boolean']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetReturnNegativesArgs = {
  input: ReturnNegativesInput;
};


export type MutationSetScanExposuresArgs = {
  input: SetScanExposuresInput;
};


export type MutationSetStopStatusArgs = {
  messengerId: Scalars['ID']['input'];
  status: StopStatus;
  stopId: Scalars['ID']['input'];
};


export type MutationSignOutSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSignupArgs = {
  input: SignupInput;
};


export type MutationStartPrintDraftUploadArgs = {
  name: Scalars['String']['input'];
};


export type MutationStartProductImageUploadArgs = {
  contentType: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationStartProfilePicUploadArgs = {
  fileType: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationStartScanUploadsArgs = {
  files: Array<ScanUploadFileInput>;
  rollId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSubmitScanToCommunityArgs = {
  scanId: Scalars['ID']['input'];
  socialHandle?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSubscribeArgs = {
  email: Scalars['String']['input'];
  zip?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUndoExposureImportArgs = {
  importId: Scalars['ID']['input'];
  rollId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUnlockScansArgs = {
  paymentToken?: InputMaybe<Scalars['String']['input']>;
  saveCard?: InputMaybe<Scalars['Boolean']['input']>;
  scanIds: Array<Scalars['ID']['input']>;
  size: UnlockSize;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: AddressInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateEmailArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateMessengerArgs = {
  id: Scalars['ID']['input'];
  input: MessengerInput;
};


export type MutationUpdateMessengerHoursArgs = {
  hoursId: Scalars['ID']['input'];
  input: MessengerHoursInput;
  messengerId: Scalars['ID']['input'];
};


export type MutationUpdateOrderArgs = {
  input: UpdateOrderInput;
};


export type MutationUpdatePreferencesArgs = {
  preferences: Array<PreferenceInput>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};


export type MutationUpdateProductDetailArgs = {
  detailId: Scalars['ID']['input'];
  input: ProductDetailInput;
  productId: Scalars['ID']['input'];
};


export type MutationUpdateScanArgs = {
  input: ScanDetailsInput;
  scanId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateShareLinkArgs = {
  input: UpdateShareLinkInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationVerifyTwoFactorCodeArgs = {
  code: Scalars['String']['input'];
};

export type NegativesAction =
  | 'CUT'
  | 'PICK_UP'
  | 'PICK_UP_CUT'
  | 'PICK_UP_SHIP'
  | 'PICK_UP_UNCUT'
  | 'SHIP'
  | 'TOSS'
  | 'UNCUT';

export type NotifyNextStopPayload = {
  __typename?: 'NotifyNextStopPayload';
  /** False when that customer had already been told. */
  notified: Scalars['Boolean']['output'];
  stop: RouteStop;
};

export type Order = {
  __typename?: 'Order';
  actions: OrderActions;
  canceledAt?: Maybe<Scalars['DateTime']['output']>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The lab counted a different number of rolls than the order lists. */
  countMismatch: Scalars['Boolean']['output'];
  /** The courier booked to collect this order's film, if any (the latest booking). */
  courierPickUp?: Maybe<CourierPickUp>;
  createdAt: Scalars['DateTime']['output'];
  credits: Array<CreditUse>;
  customer: OrderCustomer;
  /** Rolls the customer said they sent. */
  expectedRollCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Staff-only notes; null for customers. */
  internalNotes?: Maybe<Scalars['String']['output']>;
  invoicedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The total the lab fixed when it invoiced the order; null while OPEN and for an order canceled before invoicing.
   * Lists read this rather than `totals`, which for an OPEN order prices an estimate from the customer's plan.
   */
  invoicedTotal?: Maybe<Scalars['Int']['output']>;
  /** Film to develop, or a purchase from the shop. */
  kind: OrderKind;
  lines: Array<OrderLine>;
  /** A drop-off location's name, or 'Mail-in'. */
  location: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** The number people see and search for: '10' followed by the id (spec §2). */
  number: Scalars['String']['output'];
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  pickUps: Array<PickUp>;
  /** The order's prints; empty when it has none. */
  prints: Array<Print>;
  printsReadyAt?: Maybe<Scalars['DateTime']['output']>;
  /** Rolls the lab counted on receiving; null before. */
  receivedRollCount?: Maybe<Scalars['Int']['output']>;
  rollCount: Scalars['Int']['output'];
  rolls: Array<FilmRoll>;
  shipments: Array<Shipment>;
  status: OrderStatus;
  totals: OrderTotals;
};

/** What can be done to an order now, for the person asking (spec §4 order actions). */
export type OrderActions = {
  __typename?: 'OrderActions';
  addRollsEvent: Scalars['Boolean']['output'];
  addRush: Scalars['Boolean']['output'];
  attachPayment: Scalars['Boolean']['output'];
  cancel: Scalars['Boolean']['output'];
  complete: Scalars['Boolean']['output'];
  delete: Scalars['Boolean']['output'];
  edit: Scalars['Boolean']['output'];
  invoice: Scalars['Boolean']['output'];
  markPrintsReady: Scalars['Boolean']['output'];
  pay: Scalars['Boolean']['output'];
  receive: Scalars['Boolean']['output'];
  requestLabel: Scalars['Boolean']['output'];
  returnNegatives: Scalars['Boolean']['output'];
  sendInvoice: Scalars['Boolean']['output'];
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
  /** How many orders match in all (for a search, at most 10,000). */
  totalCount: Scalars['Int']['output'];
};

export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** Pass as `after` to go on after this order. */
  cursor: Scalars['String']['output'];
  node: Order;
};

export type OrderKind =
  | 'DEVELOPMENT'
  | 'SHOP';

/** One priced line of an order, computed by the server (spec §9). */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** unitAmount × (quantity − creditsApplied), in cents. */
  amount: Scalars['Int']['output'];
  /** How many of `quantity` a membership credit paid for. */
  creditsApplied: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  /** Stable key of what is charged, e.g. 'devscan', 'rush', '4kscans', 'prepaidlabel'. */
  key: Scalars['String']['output'];
  productType: ProductType;
  quantity: Scalars['Int']['output'];
  /** Price of one, in cents. */
  unitAmount: Scalars['Int']['output'];
};

export type OrderPage = {
  __typename?: 'OrderPage';
  count: Scalars['Int']['output'];
  items: Array<Order>;
};

/** The server's price for an order being built, before it is created. */
export type OrderQuote = {
  __typename?: 'OrderQuote';
  credits: Array<CreditUse>;
  /** The scan quality new rolls get by default on this user's plan (spec §4). */
  defaultScanQuality: ScanQuality;
  lines: Array<OrderLine>;
  totals: OrderTotals;
};

export type OrderQuoteInput = {
  returnShipment?: InputMaybe<ReturnShipmentInput>;
  rolls: Array<RollInput>;
  shippingMethod: ShippingMethod;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type OrderSearchResult = {
  __typename?: 'OrderSearchResult';
  /** All matches, not just those returned. */
  count: Scalars['Int']['output'];
  orders: Array<Order>;
};

export type OrderStatus =
  | 'CANCELED'
  | 'COMPLETE'
  | 'INVOICED'
  | 'OPEN'
  | 'PAID';

/** An order's money in cents, computed by the server (spec §9 'Order totals'). */
export type OrderTotals = {
  __typename?: 'OrderTotals';
  credit: Scalars['Int']['output'];
  /** 'Account Credit' while the order is OPEN, else 'Applied Credit'. */
  creditLabel: Scalars['String']['output'];
  discount: Scalars['Int']['output'];
  subtotal: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type OrdersFilter = {
  location?: InputMaybe<Scalars['String']['input']>;
  /** Matches the order number, the customer's name or e-mail. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};

/** Where a connection's page starts and ends, and whether there is more on either side. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A paper the lab prints large formats on, with the sizes it comes in. */
export type Paper = {
  __typename?: 'Paper';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  paperType: PaperType;
  sizes: Array<PaperSize>;
};

export type PaperSize = {
  __typename?: 'PaperSize';
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** What one print of this size costs, in cents. */
  price: Scalars['Int']['output'];
  /** Inches, the short side first (8 x 10 is portrait or landscape as the picture is placed). */
  width: Scalars['Int']['output'];
};

export type PaperType =
  | 'FINE_ART'
  | 'GLOSSY'
  | 'LUSTRE'
  | 'MATTE';

/** Where photographs were taken, as the customer names it ('Joshua Tree'). Not the lab's drop-off `Location`. */
export type PhotoLocation = {
  __typename?: 'PhotoLocation';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A check-in of rolls at the lab (spec §3 'Pick-up'). */
export type PickUp = {
  __typename?: 'PickUp';
  id: Scalars['ID']['output'];
  location: Scalars['String']['output'];
  receivedAt: Scalars['DateTime']['output'];
  /** Rolls the lab counted. */
  rollCount: Scalars['Int']['output'];
  /** The rolls checked in with this pick-up. */
  rolls?: Maybe<Array<FilmRoll>>;
};

/** A place's details split as the address form needs them (spec §5). */
export type Place = {
  __typename?: 'Place';
  address1: Scalars['String']['output'];
  city: Scalars['String']['output'];
  formattedAddress: Scalars['String']['output'];
  placeId: Scalars['String']['output'];
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

/** A located frame's place name, from the places service. */
export type PlaceName = {
  __typename?: 'PlaceName';
  /** From the frame's position. */
  distanceKm: Scalars['Float']['output'];
  name: Scalars['String']['output'];
};

/** An address suggestion from the places service. */
export type PlaceSuggestion = {
  __typename?: 'PlaceSuggestion';
  description: Scalars['String']['output'];
  placeId: Scalars['String']['output'];
};

export type PlanId =
  | 'NICE_2021'
  | 'NICE_2023'
  | 'NICE_2025'
  | 'NICE_MONTHLY'
  | 'NON_MEMBER'
  | 'SUPER_NICE_2023'
  | 'SUPER_NICE_2025'
  | 'VERY_NICE_2023'
  | 'VERY_NICE_2025';

export type PlatformAccess = {
  __typename?: 'PlatformAccess';
  status: PlatformAccessStatus;
  /** Days a roll's scans are kept after sync; null while a member (kept while a member). */
  storageDays?: Maybe<Scalars['Int']['output']>;
  tiffsIncluded: Scalars['Boolean']['output'];
  /** Null for members and before the first roll is synced. */
  trialEndsAt?: Maybe<Scalars['DateTime']['output']>;
  unlockPrices: Array<UnlockPrice>;
};

export type PlatformAccessStatus =
  /** A non-member past the trial: orders and thumbnails only, with the prompt to become a member. */
  | 'EXPIRED'
  /** A member: everything, scans kept while a member. */
  | 'MEMBER'
  /** A non-member within 30 days of their first synced roll. */
  | 'TRIAL';

/** One saved user preference (spec §3 'User preferences'). */
export type Preference = {
  __typename?: 'Preference';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type PreferenceInput = {
  /** defaultSleeving, defaultRush, default4x6Prints, defaultReturnShipping, defaultScanNotes, defaultInternalNotes (staff), defaultNegativesAction. */
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** What a person shoots in a year; every count defaults to 20, every flag to false. */
export type PriceCalculatorInput = {
  add4KScans?: InputMaybe<Scalars['Boolean']['input']>;
  addCutSleeving?: InputMaybe<Scalars['Boolean']['input']>;
  addPrints?: InputMaybe<Scalars['Boolean']['input']>;
  addProScans?: InputMaybe<Scalars['Boolean']['input']>;
  addRush?: InputMaybe<Scalars['Boolean']['input']>;
  addUncutSleeving?: InputMaybe<Scalars['Boolean']['input']>;
  numRolls?: InputMaybe<PriceCalculatorRollsInput>;
};

export type PriceCalculatorRollsInput = {
  devScan?: InputMaybe<Scalars['Int']['input']>;
  with4KScans?: InputMaybe<Scalars['Int']['input']>;
  withCutSleeving?: InputMaybe<Scalars['Int']['input']>;
  withPrints?: InputMaybe<Scalars['Int']['input']>;
  withProScans?: InputMaybe<Scalars['Int']['input']>;
  withRush?: InputMaybe<Scalars['Int']['input']>;
  withUncutSleeving?: InputMaybe<Scalars['Int']['input']>;
};

/** A year's cost on one tier, in cents. */
export type PriceColumn = {
  __typename?: 'PriceColumn';
  /** The cheapest column (a tie goes to the earlier column). */
  best: Scalars['Boolean']['output'];
  devScan: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  membership: Scalars['Int']['output'];
  /** Total per developed roll, rounded to the cent; null when no rolls are developed. */
  perRoll?: Maybe<Scalars['Int']['output']>;
  planId: PlanId;
  prints: Scalars['Int']['output'];
  proScan: Scalars['Int']['output'];
  rush: Scalars['Int']['output'];
  scan4K: Scalars['Int']['output'];
  sleeving: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PriceComparison = {
  __typename?: 'PriceComparison';
  /** On Demand, Nice, Very Nice, Super Nice, in that order. */
  columns: Array<PriceColumn>;
};

/** A print in an order (spec §3 print entry). */
export type Print = {
  __typename?: 'Print';
  /** Cents charged for this print line. */
  amount: Scalars['Int']['output'];
  border: Scalars['Float']['output'];
  /** Large format: the customer's draft (null for 4x6 and for other viewers' orders). */
  draft?: Maybe<PrintDraft>;
  height: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  kind: PrintKind;
  paperName: Scalars['String']['output'];
  paperType: PaperType;
  quantity: Scalars['Int']['output'];
  /** 4x6: the frame printed. */
  scan?: Maybe<Scan>;
  /** Inches. */
  width: Scalars['Float']['output'];
};

/** A customer's file to print (spec §3 draft upload): uploaded as JPEG, PNG or TIFF, converted to a JPEG. */
export type PrintDraft = {
  __typename?: 'PrintDraft';
  /** True once the lab has made the printer's JPEG. */
  converted: Scalars['Boolean']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** A signed, expiring link to the converted JPEG; null until converted. */
  url?: Maybe<Scalars['String']['output']>;
  /** Pixels of the converted JPEG; null until converted. */
  width?: Maybe<Scalars['Int']['output']>;
};

export type PrintDraftUpload = {
  __typename?: 'PrintDraftUpload';
  draft: PrintDraft;
  expiresAt: Scalars['DateTime']['output'];
  /** Signed, expiring PUT link: the body is the file (JPEG, PNG or TIFF). */
  uploadUrl: Scalars['String']['output'];
};

export type PrintKind =
  /** 4x6 prints of the customer's scans, priced in packs of 36 (spec §9's 4x6 price per pack). */
  | 'FOUR_BY_SIX'
  /** One picture on a chosen paper and size. */
  | 'LARGE_FORMAT';

/** Something the shop sells (spec §3 'Product'). */
export type Product = {
  __typename?: 'Product';
  /** False when staff have taken it out of the shop (only staff see such products). */
  active: Scalars['Boolean']['output'];
  /** 'Film', 'Prints'… */
  collection: Scalars['String']['output'];
  /** The two colours of the lab's drawn pictures as '#rrggbb' ([] for the default colours). Staff only: null for everyone else, and on a lab without the product-images extension. */
  colors?: Maybe<Array<Scalars['String']['output']>>;
  details: Array<ProductDetail>;
  id: Scalars['ID']['output'];
  images: Array<ProductImage>;
  /** The catalogue's own kind ('film', 'print', 'gift'…), spec §3 'metadata product_type'. */
  kind?: Maybe<Scalars['String']['output']>;
  /** How many one order may take: the stock, or 1,000,000 for made-to-order prints (spec §5). */
  maxQuantity: Scalars['Int']['output'];
  /** What members pay, in cents; null when members pay the list price. */
  memberPrice?: Maybe<Scalars['Int']['output']>;
  /** True when yourPrice is the member price. */
  memberPriced: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** List price in cents. */
  price: Scalars['Int']['output'];
  productType: ProductType;
  sku: Scalars['String']['output'];
  stock: Scalars['Int']['output'];
  summary: Scalars['String']['output'];
  /** The name in the shop's URL: /products/{urlName}/detailed. */
  urlName: Scalars['String']['output'];
  /** What the person asking pays now (the member price when they have a plan), in cents. */
  yourPrice: Scalars['Int']['output'];
};

export type ProductDetail = {
  __typename?: 'ProductDetail';
  description: Scalars['String']['output'];
  /** Filterable details are the shop's filters. */
  filterable: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  images: Array<ProductImage>;
  title: Scalars['String']['output'];
};

export type ProductDetailInput = {
  description: Scalars['String']['input'];
  filterable?: InputMaybe<Scalars['Boolean']['input']>;
  title: Scalars['String']['input'];
};

export type ProductFilterGroup = {
  __typename?: 'ProductFilterGroup';
  title: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

export type ProductFilterInput = {
  title: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type ProductFilters = {
  __typename?: 'ProductFilters';
  collections: Array<Scalars['String']['output']>;
  filters: Array<ProductFilterGroup>;
};

export type ProductImage = {
  __typename?: 'ProductImage';
  alt: Scalars['String']['output'];
  /** The picture's name at the lab: what removeProductImage takes. */
  path: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ProductImageUpload = {
  __typename?: 'ProductImageUpload';
  expiresAt: Scalars['DateTime']['output'];
  /** What addProductImage takes once the file is PUT. */
  key: Scalars['String']['output'];
  /** Signed, expiring PUT link (the body is the JPEG or PNG file). */
  uploadUrl: Scalars['String']['output'];
};

export type ProductInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  collection?: InputMaybe<Scalars['String']['input']>;
  /** The two colours of the lab's drawn pictures (main, band), each 3 or 6 hex digits with or without '#' (spec §5's hex colour helper: BAD_USER_INPUT 'input is not a valid hex color.' with field 'colors.{i}'); [] for the default colours. Ignored on a lab without the product-images extension. */
  colors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Cents; null: members pay the list price. */
  memberPrice?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Cents. */
  price?: InputMaybe<Scalars['Int']['input']>;
  productType?: InputMaybe<ProductType>;
  sku?: InputMaybe<Scalars['String']['input']>;
  stock?: InputMaybe<Scalars['Int']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  /** Lower-case words joined by dashes; made from the name when left out on create. */
  urlName?: InputMaybe<Scalars['String']['input']>;
};

export type ProductPage = {
  __typename?: 'ProductPage';
  count: Scalars['Int']['output'];
  items: Array<Product>;
};

export type ProductType =
  | 'DIGITAL'
  | 'FULFILLMENT_SERVICE_ADD_ON'
  | 'PRINT'
  | 'PRODUCT'
  | 'SERVICE_ADD_ON'
  | 'SUBSCRIPTION';

export type ProductsFilter = {
  collection?: InputMaybe<Scalars['String']['input']>;
  /** Products with every one of these details. */
  details?: InputMaybe<Array<ProductFilterInput>>;
  /** Staff: products taken out of the shop too. */
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A signed, expiring link to PUT a new avatar to: the body is the picture (image/jpeg, at most 150 px a side). */
export type ProfilePicUpload = {
  __typename?: 'ProfilePicUpload';
  expiresAt: Scalars['DateTime']['output'];
  /** Same-origin path (/files/profile-pics/…); the PUT answers { id, profileImageUrl }. */
  uploadUrl: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** What adding rush to these rolls would cost. */
  addRushQuote: AddRushQuote;
  blogPosts?: Maybe<Array<BlogPost>>;
  /** The viewer's cart as the browser keeps it (decision 099), checked and priced: lines cut to stock with each cut in `changes`, member prices when the plan is in force. A line's id is its product's id. */
  cartQuote: Cart;
  /** Film stocks to pick from when adding rolls (free text is allowed too). */
  filmStocks: Array<Scalars['String']['output']>;
  generalStats?: Maybe<GeneralStats>;
  /**
   * The extension features the lab does not offer, each with the sentence a person reads in its place (the same one a
   * FEATURE_UNAVAILABLE error carries): a client shows it where the feature's controls would be.
   */
  labFeatureNotes: Array<LabFeatureNote>;
  /**
   * The extension features the lab offers (docs/lab-extensions.md names them: 'cart', 'share-links', …), sorted. A
   * field or mutation that needs one that is off answers FEATURE_UNAVAILABLE; a client hides its controls up front.
   */
  labFeatures: Array<Scalars['String']['output']>;
  /** Null, with an error on this path, when the lab cannot answer (the rest of the query still answers). */
  locations?: Maybe<Array<Location>>;
  /** The logged-in user; null for visitors and for an invalid or expired token. */
  me?: Maybe<User>;
  /** The membership plans; legacy (inactive) plans only when asked. */
  membershipPlans: Array<MembershipPlan>;
  messenger?: Maybe<Messenger>;
  /** A courier's stops between two lab-time dates (default today), for admins and the courier. */
  messengerRoute: Route;
  /** Couriers: every one for admins; a courier gets their own. */
  messengers: Array<Messenger>;
  /** Any order by id: the owner or an admin. */
  order?: Maybe<Order>;
  /** The server's price for an order being built. */
  orderQuote: OrderQuote;
  /** Every order in the lab, newest first (admins). */
  orders: OrderPage;
  /**
   * The same orders as a connection (admins): `first` (1–100) after a cursor. Without a search, as fast on the last
   * page as on the first where the lab pages by cursor (extension keyset-paging); a search pages by offset.
   */
  ordersConnection: OrderConnection;
  place?: Maybe<Place>;
  /** The nearest named place to a point (a located frame), to offer as its photo location; null when none is known. */
  placeName?: Maybe<PlaceName>;
  /** Address suggestions for what was typed (the client debounces 500 ms). */
  placeSuggestions: Array<PlaceSuggestion>;
  /** A year's cost on each current tier for what a person shoots. */
  priceComparison: PriceComparison;
  /** The papers and sizes the lab prints large formats on (public). */
  printPapers: Array<Paper>;
  product?: Maybe<Product>;
  /** One product by the name in its URL. */
  productByName?: Maybe<Product>;
  /** The shop's collections and the filters of one collection. */
  productFilters: ProductFilters;
  /** The shop's active products, by collection (signed-in users; prices for the person asking). */
  products: ProductPage;
  /** The admin header's quick order search (at most 10 orders). */
  quickSearchOrders: OrderSearchResult;
  /** Rolls that reached `event` in the last `days` days (1–60), `first` (1–100) at a time after a cursor (admins). */
  rollEventPage: RollEventPage;
  /**
   * Rolls that reached `event`, by the lab's day, newest day first (admins): the first 100 rolls.
   * @deprecated Holds only the first 100 rolls of the window; page with rollEventPage.
   */
  rollEvents: Array<RollEventDay>;
  /** A public share link's scans; no login needed. NOT_FOUND for an unknown, expired or revoked code; BAD_USER_INPUT with field 'password' when a password is needed or wrong (not UNAUTHENTICATED: a visitor's session is not at stake). */
  sharedScans: SharedScans;
  /** The sign-in providers the lab accepts now; empty unless social sign-in is configured. */
  socialSignInProviders: Array<SocialSignInProvider>;
  /**
   * Community submissions. `selected: true` is the public gallery (newest pick first by default); anything else is
   * staff's list, for admins. `limit` 1–100; `sortBy` selectedAt, createdAt or id; `search` matches the handle and film.
   */
  socialSubmissions: SocialSubmissionPage;
  /** Any user, for admins. */
  user?: Maybe<User>;
  /** Users matching a search (name, e-mail or phone) and a role, for admins (role VENDOR lists the print shops). */
  users: UserPage;
  /** Whether a password-reset link's token is still valid. */
  validatePasswordResetToken: Scalars['Boolean']['output'];
  /** The print orders sent to the signed-in VENDOR's shop (all of them for staff), newest first. */
  vendorOrders: Array<VendorOrder>;
  zipCodes?: Maybe<Array<ZipCode>>;
};


export type QueryAddRushQuoteArgs = {
  orderId: Scalars['ID']['input'];
  rollIds: Array<Scalars['ID']['input']>;
};


export type QueryCartQuoteArgs = {
  items: Array<CartItemInput>;
};


export type QueryMembershipPlansArgs = {
  includeLegacy?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryMessengerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMessengerRouteArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  messengerId: Scalars['ID']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderQuoteArgs = {
  input: OrderQuoteInput;
};


export type QueryOrdersArgs = {
  filter?: InputMaybe<OrdersFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrdersConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrdersFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPlaceArgs = {
  placeId: Scalars['String']['input'];
};


export type QueryPlaceNameArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};


export type QueryPlaceSuggestionsArgs = {
  input: Scalars['String']['input'];
};


export type QueryPriceComparisonArgs = {
  input: PriceCalculatorInput;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductByNameArgs = {
  urlName: Scalars['String']['input'];
};


export type QueryProductFiltersArgs = {
  collection?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductsArgs = {
  filter?: InputMaybe<ProductsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryQuickSearchOrdersArgs = {
  search: Scalars['String']['input'];
};


export type QueryRollEventPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  days?: InputMaybe<Scalars['Int']['input']>;
  event: RollEvent;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRollEventsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  event: RollEvent;
};


export type QuerySharedScansArgs = {
  code: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySocialSubmissionsArgs = {
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  selected?: InputMaybe<Scalars['Boolean']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<Role>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryValidatePasswordResetTokenArgs = {
  token: Scalars['String']['input'];
};


export type QueryZipCodesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ReadExposureLogInput = {
  /** The exported file's text, at most 2 MB. */
  content: Scalars['String']['input'];
  source: ExposureLogSource;
};

export type ReferralInvitation = {
  __typename?: 'ReferralInvitation';
  email: Scalars['String']['output'];
  sentAt: Scalars['DateTime']['output'];
};

export type Referrals = {
  __typename?: 'Referrals';
  code: Scalars['String']['output'];
  /** The welcome credit (cents) a friend gets on signing up with the code (docs/decisions/092-referral-reward.md). */
  friendCredit: Scalars['Int']['output'];
  /** Friends who signed up with the code, newest first (at most 100). */
  friends: Array<ReferredFriend>;
  invitations: Array<ReferralInvitation>;
  /** The credit (cents) the referrer earns when a friend's first order is paid. */
  referrerCredit: Scalars['Int']['output'];
  /** Account credit (cents) earned from friends' first paid orders, in all. */
  totalEarned: Scalars['Int']['output'];
};

/** A friend who signed up with a referral code, as the referrer sees them. */
export type ReferredFriend = {
  __typename?: 'ReferredFriend';
  /** Credit (cents) earned for this friend: the reward once their first order is paid, else 0. */
  creditEarned: Scalars['Int']['output'];
  /** First name and last initial only ('Sam K.'). */
  name: Scalars['String']['output'];
  /** Whether they have placed a development order (not canceled). */
  ordered: Scalars['Boolean']['output'];
  signedUpAt: Scalars['DateTime']['output'];
};

export type ReturnNegativesInput = {
  negativesAction: NegativesAction;
  orderId: Scalars['ID']['input'];
  /** Needed when the negatives are shipped. */
  returnShipment?: InputMaybe<ReturnShipmentInput>;
};

/** How the negatives come back (spec §3 'Return-shipment parameters'). */
export type ReturnShipmentInput = {
  addressId: Scalars['ID']['input'];
  serviceLevel: ServiceLevel;
};

export type Role =
  | 'ADMIN'
  | 'CUSTOMER'
  | 'MESSENGER'
  | 'VENDOR';

/** A roll already on the order, with the options to change. */
export type RollEditInput = {
  addPrints?: InputMaybe<Scalars['Boolean']['input']>;
  addRush?: InputMaybe<Scalars['Boolean']['input']>;
  crossProcess?: InputMaybe<Scalars['Boolean']['input']>;
  format?: InputMaybe<FilmFormat>;
  halfFrames?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  negativesAction?: InputMaybe<NegativesAction>;
  notes?: InputMaybe<Scalars['String']['input']>;
  process?: InputMaybe<FilmProcess>;
  pushPull?: InputMaybe<Scalars['Int']['input']>;
  scanQuality?: InputMaybe<ScanQuality>;
  sleeving?: InputMaybe<Sleeving>;
  stock?: InputMaybe<Scalars['String']['input']>;
};

/** What happens to a roll in the lab, in the order it usually happens (docs/decisions/050). */
export type RollEvent =
  /** Scans delivered: the customer has been told they are ready. */
  | 'DELIVERED'
  | 'DEVELOPED'
  | 'RECEIVED'
  | 'SCANNED'
  /** Negatives sent back to the customer. */
  | 'SHIPPED'
  /** Scans uploaded to the customer's platform. */
  | 'SYNCED';

export type RollEventDay = {
  __typename?: 'RollEventDay';
  /** Every roll that reached the event that day, whichever page holds them. */
  count: Scalars['Int']['output'];
  /** The lab's calendar day, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** This page's rolls of the day (none when the page holds none of them). */
  rolls: Array<RollEventRoll>;
};

export type RollEventEntry = {
  __typename?: 'RollEventEntry';
  at: Scalars['DateTime']['output'];
  event: RollEvent;
  /** Who recorded it (a staff member's first name), null for automatic events. */
  recordedBy?: Maybe<Scalars['String']['output']>;
};

/** A page of the roll-events dashboard: every day with a roll and its count, and this page's rolls in their days. */
export type RollEventPage = {
  __typename?: 'RollEventPage';
  days: Array<RollEventDay>;
  pageInfo: PageInfo;
};

export type RollEventRoll = {
  __typename?: 'RollEventRoll';
  at: Scalars['DateTime']['output'];
  customerId: Scalars['ID']['output'];
  customerName: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  roll: FilmRoll;
};

export type RollInput = {
  addPrints?: InputMaybe<Scalars['Boolean']['input']>;
  addRush?: InputMaybe<Scalars['Boolean']['input']>;
  crossProcess?: InputMaybe<Scalars['Boolean']['input']>;
  format: FilmFormat;
  halfFrames?: InputMaybe<Scalars['Boolean']['input']>;
  negativesAction?: InputMaybe<NegativesAction>;
  notes?: InputMaybe<Scalars['String']['input']>;
  process: FilmProcess;
  pushPull?: InputMaybe<Scalars['Int']['input']>;
  /** Defaults to the plan's default scan quality. */
  scanQuality?: InputMaybe<ScanQuality>;
  sleeving?: InputMaybe<Sleeving>;
  /** Brand and model as the customer typed or picked them, e.g. 'Kodak Portra 400'. */
  stock: Scalars['String']['input'];
};

export type RotateDirection =
  | 'LEFT'
  | 'RIGHT';

export type Route = {
  __typename?: 'Route';
  days: Array<RouteDay>;
  from: Scalars['String']['output'];
  messengerId: Scalars['ID']['output'];
  to: Scalars['String']['output'];
};

export type RouteDay = {
  __typename?: 'RouteDay';
  /** Lab-time date, '2026-11-25'. */
  date: Scalars['String']['output'];
  stops: Array<RouteStop>;
};

/** A stop on a courier's route. */
export type RouteStop = {
  __typename?: 'RouteStop';
  address: StopAddress;
  customerId: Scalars['ID']['output'];
  customerName: Scalars['String']['output'];
  customerPhone?: Maybe<Scalars['String']['output']>;
  doneAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: StopKind;
  messengerId: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** When the customer was told the courier is on the way. */
  notifiedAt?: Maybe<Scalars['DateTime']['output']>;
  orderId?: Maybe<Scalars['ID']['output']>;
  /** '10' followed by the order id. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** Rolls on the order (what to collect or bring). */
  rollCount: Scalars['Int']['output'];
  status: StopStatus;
  windowEnd: Scalars['DateTime']['output'];
  windowStart: Scalars['DateTime']['output'];
};

/** A card saved with the payments processor (docs/decisions/071-account-settings.md). */
export type SavedCard = {
  __typename?: 'SavedCard';
  /** visa, mastercard… */
  brand: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  /** 'visa •••• 4242'. */
  label: Scalars['String']['output'];
  last4: Scalars['String']['output'];
};

/** One frame of a roll on the platform. Image links are signed and expire (they stay the same for a few hours so browsers can cache them). */
export type Scan = {
  __typename?: 'Scan';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The exposure as logged in the field (issue 27); null when nothing was, or when the lab does not keep logs. */
  exposure?: Maybe<Exposure>;
  /** Film brand and model, for the lightbox's bottom bar. */
  filmBrand: Scalars['String']['output'];
  filmModel: Scalars['String']['output'];
  /** Position on the roll, 1-based, in the order the customer sees (reverse-scans flips it). */
  frame: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  /** Bytes of the hi-res file. */
  hiResBytes: Scalars['Float']['output'];
  /** The scan as the lab made it; null when the roll's storage has expired. */
  hiResUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  locations: Array<PhotoLocation>;
  /** Longest side about 1800 px (JPEG); null when the roll's storage has expired. */
  midResUrl?: Maybe<Scalars['String']['output']>;
  /** The file's name as uploaded, e.g. 'R31-F07.jpg'. */
  name: Scalars['String']['output'];
  rollId: Scalars['ID']['output'];
  /** Quarter turns clockwise applied so far: 0, 90, 180 or 270. */
  rotation: Scalars['Int']['output'];
  tags: Array<Tag>;
  /** Longest side 300 px (JPEG). */
  thumbnailUrl: Scalars['String']['output'];
  /** Sizes unlocked for this scan (TIFFs are unlocked on Very Nice and Super Nice without paying). */
  unlocked: Array<UnlockSize>;
  /** Pixel size of the hi-res image as it now stands (after rotation). */
  width: Scalars['Int']['output'];
};

export type ScanConnection = {
  __typename?: 'ScanConnection';
  edges: Array<ScanEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ScanDetailsInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type ScanEdge = {
  __typename?: 'ScanEdge';
  cursor: Scalars['String']['output'];
  node: Scan;
};

export type ScanExposureInput = {
  /** Null clears the scan's exposure (setScanExposures only). */
  exposure?: InputMaybe<ExposureInput>;
  scanId: Scalars['ID']['input'];
};

export type ScanFilter = {
  format?: InputMaybe<FilmFormat>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  process?: InputMaybe<FilmProcess>;
  rollId?: InputMaybe<Scalars['ID']['input']>;
  /** Matches the scan's name, description, tags and locations. */
  search?: InputMaybe<Scalars['String']['input']>;
  stock?: InputMaybe<Scalars['String']['input']>;
  /** Scans with every one of these tags (on the scan or its roll). */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ScanFilters = {
  __typename?: 'ScanFilters';
  /** The earliest and latest roll dates. */
  firstDate?: Maybe<Scalars['DateTime']['output']>;
  formats: Array<FilmFormat>;
  lastDate?: Maybe<Scalars['DateTime']['output']>;
  locations: Array<PhotoLocation>;
  processes: Array<FilmProcess>;
  /** Film stocks ('Kodak Portra 400') on the user's rolls. */
  stocks: Array<Scalars['String']['output']>;
  tags: Array<Tag>;
};

export type ScanPage = {
  __typename?: 'ScanPage';
  count: Scalars['Int']['output'];
  items: Array<Scan>;
};

export type ScanQuality =
  | 'PRO'
  | 'STANDARD_2K'
  | 'STANDARD_4K'
  | 'STANDARD_4K_PRE_SCAN';

/** A place to PUT one scan's file: the lab processes it when the PUT completes. */
export type ScanUpload = {
  __typename?: 'ScanUpload';
  expiresAt: Scalars['DateTime']['output'];
  scan: Scan;
  /** Signed, expiring PUT link (the body is the file). */
  uploadUrl: Scalars['String']['output'];
};

export type ScanUploadFileInput = {
  bytes: Scalars['Float']['input'];
  /** image/jpeg, image/tiff or image/png. */
  contentType: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type ServiceLevel =
  | 'fedex_2_day'
  | 'fedex_ground'
  | 'return_negatives'
  | 'standard_overnight'
  | 'usps_first';

/** One sign-in that is still open (docs/decisions/110-sessions-and-revocation.md). */
export type Session = {
  __typename?: 'Session';
  /** The country the sign-in came from (its English name), when known. */
  country?: Maybe<Scalars['String']['output']>;
  /** The session this request was made with. */
  current: Scalars['Boolean']['output'];
  /** Browser and device read from the user agent, e.g. 'Safari on iPhone'. */
  device: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Moves at most once a minute. */
  lastSeenAt: Scalars['DateTime']['output'];
  method: SignInMethod;
  signedInAt: Scalars['DateTime']['output'];
};

export type SetScanExposuresInput = {
  /** 1–100 scans. */
  scans: Array<ScanExposureInput>;
  /** The customer whose scans they are (staff); defaults to the caller. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A public link to some scans (spec §7 share). The code is unguessable; the password is stored hashed. */
export type ShareLink = {
  __typename?: 'ShareLink';
  allowDownload: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Null: never expires. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  hasPassword: Scalars['Boolean']['output'];
  /** The public page: /shared-scans/{code}. */
  path: Scalars['String']['output'];
  /** The first shared scans' thumbnails. */
  previewScans: Array<Scan>;
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  scanCount: Scalars['Int']['output'];
  /** Times the public page was opened. */
  viewCount: Scalars['Int']['output'];
};

/** One scan on a public share page: only what the sharer chose to show. */
export type SharedScan = {
  __typename?: 'SharedScan';
  filmBrand: Scalars['String']['output'];
  filmModel: Scalars['String']['output'];
  frame: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  hiResUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  midResUrl: Scalars['String']['output'];
  thumbnailUrl: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type SharedScans = {
  __typename?: 'SharedScans';
  allowDownload: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  /** The shared scans as a zip manifest; null when downloads are not allowed. */
  download?: Maybe<DownloadManifest>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  scans: Array<SharedScan>;
  /** The sharer's first name. */
  sharedBy: Scalars['String']['output'];
};

export type ShipVendorOrderInput = {
  carrier: Carrier;
  id: Scalars['ID']['input'];
  trackingNumber: Scalars['String']['input'];
};

export type Shipment = {
  __typename?: 'Shipment';
  address?: Maybe<Address>;
  carrier?: Maybe<Carrier>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** A short-lived link to the postage label PNG, for prepaid labels. */
  labelUrl?: Maybe<Scalars['String']['output']>;
  method: ShippingMethod;
  /** 'Drop Off', 'Ship Yourself', 'Prepaid Label', 'Return Mailer'. */
  methodLabel: Scalars['String']['output'];
  serviceLevel?: Maybe<ServiceLevel>;
  /** True for the return of negatives to the customer; false for film travelling to the lab. */
  toCustomer: Scalars['Boolean']['output'];
  trackingNumber?: Maybe<Scalars['String']['output']>;
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

export type ShippingMethod =
  /** One of the lab's couriers collects the film (customers in a courier's zip codes); needs `courierPickUp`. */
  | 'COURIER_PICK_UP'
  | 'DROP_OFF'
  | 'EXTERNAL_FULFILLMENT'
  | 'PREPAID_LABEL'
  | 'RETURN_MAILER';

export type SignInMethod =
  | 'FACEBOOK'
  | 'GOOGLE'
  | 'PASSWORD'
  | 'SIGNUP';

export type SignupInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  /** A friend's referral code (from /signup?ref=CODE); BAD_USER_INPUT on field referralCode when no member has it. */
  referralCode?: InputMaybe<Scalars['String']['input']>;
};

export type Sleeving =
  | 'CUT'
  | 'NONE'
  | 'UNCUT';

/** A sign-in provider people may use instead of a password (docs/decisions/073-account-security.md). */
export type SocialProvider =
  | 'FACEBOOK'
  | 'GOOGLE';

export type SocialSignInProvider = {
  __typename?: 'SocialSignInProvider';
  /** The button's name for it ('Google'). */
  name: Scalars['String']['output'];
  provider: SocialProvider;
  /** Where the browser goes to sign in there; it comes back to /login#provider=…&token=… with the provider's token. */
  startUrl: Scalars['String']['output'];
};

/** A customer's photograph sent to the community gallery (spec §3). */
export type SocialSubmission = {
  __typename?: 'SocialSubmission';
  filmBrand: Scalars['String']['output'];
  filmModel: Scalars['String']['output'];
  /** The sender's handle for display (spec §5): '@name', or the lab's own handle when they gave none. */
  handle: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  /** About 2400 px on the long side; the lightbox's 100% zoom. */
  hiResUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** About 1200 px on the long side. */
  midResUrl: Scalars['String']['output'];
  /** When staff picked it for the gallery; null while it waits. */
  selectedAt?: Maybe<Scalars['DateTime']['output']>;
  /** About 300 px on the long side. */
  thumbnailUrl: Scalars['String']['output'];
  /** Pixel size of the hi-res image (the lightbox sizes its slides from it). */
  width: Scalars['Int']['output'];
};

export type SocialSubmissionPage = {
  __typename?: 'SocialSubmissionPage';
  /** All matches, not just this page. */
  count: Scalars['Int']['output'];
  submissions: Array<SocialSubmission>;
};

export type StopAddress = {
  __typename?: 'StopAddress';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type StopKind =
  /** Negatives or prints going home. */
  | 'DELIVERY'
  /** Film to collect for the lab. */
  | 'PICK_UP';

export type StopStatus =
  | 'DONE'
  | 'MISSED'
  | 'SCHEDULED';

/** A newsletter subscriber (spec §3); its presence means the visitor has subscribed. */
export type Subscriber = {
  __typename?: 'Subscriber';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** '0' when none was given. */
  zip: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** A user's order and roll changes, live. Customers subscribe to their own; admins to any user's. */
  userEvents: UserEvent;
};


export type SubscriptionUserEventsArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A word the customer files rolls and scans under; '/' makes a hierarchy ('Film/Kodak/Portra 400'). Tags belong to the user. */
export type Tag = {
  __typename?: 'Tag';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Turnaround = {
  __typename?: 'Turnaround';
  /** Estimated business days to deliver scans, rounded up, at least 2. */
  estimatedDays: Scalars['Int']['output'];
  /** Rolls received and not yet delivered. */
  totalOutstanding: Scalars['Int']['output'];
};

export type UnlockPrice = {
  __typename?: 'UnlockPrice';
  /** Cents per scan on the user's plan; 0 when included. */
  amount: Scalars['Int']['output'];
  size: UnlockSize;
};

export type UnlockQuote = {
  __typename?: 'UnlockQuote';
  /** E.g. 'visa •••• 4242'; null when no card is on file (a payment token is then needed). */
  card?: Maybe<Scalars['String']['output']>;
  /** Of those, how many still need unlocking (already unlocked ones are free). */
  chargeableCount: Scalars['Int']['output'];
  /** Cents per scan on the user's plan. */
  pricePerUnlock: Scalars['Int']['output'];
  /** Scans asked for. */
  scanCount: Scalars['Int']['output'];
  size: UnlockSize;
  /** chargeableCount × pricePerUnlock, in cents: what the card on file is charged. */
  total: Scalars['Int']['output'];
};

export type UnlockScansPayload = {
  __typename?: 'UnlockScansPayload';
  /** Cents charged (0 when included or already unlocked). */
  charged: Scalars['Int']['output'];
  scans: Array<Scan>;
};

export type UnlockSize =
  /** The full-resolution JPEG at the highest quality. */
  | 'HD'
  /** 16-bit TIFF of the full scan (spec §4's default unlock size). */
  | 'SIXTEEN_BIT_TIFF';

export type UpdateOrderInput = {
  id: Scalars['ID']['input'];
  /** Admins only. */
  internalNotes?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  newRolls?: InputMaybe<Array<RollInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  removeRollIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  rolls?: InputMaybe<Array<RollEditInput>>;
};

export type UpdateShareLinkInput = {
  allowDownload?: InputMaybe<Scalars['Boolean']['input']>;
  code: Scalars['String']['input'];
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** Empty string removes the password; left out keeps it. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Each field left out or null keeps its current value: names and a phone are needed to match rolls and reach people. */
export type UpdateUserInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A person with an account at the lab. */
export type User = {
  __typename?: 'User';
  /** Credit on the account in cents (the payment customer's negative balance); 0 when none. */
  accountCredit: Scalars['Int']['output'];
  /** The account's role and access with who changed them (staff only; FEATURE_UNAVAILABLE on a lab without staff-accounts). */
  accountStatus?: Maybe<AccountStatus>;
  /** The membership flag kept by the lab (false when a paid plan has lapsed). */
  active: Scalars['Boolean']['output'];
  addresses: Array<Address>;
  /** Saved cards, newest first, the default marked. */
  cards?: Maybe<Array<SavedCard>>;
  /** The shop's cart, kept on the server so it follows the customer across devices (the user's own, or staff). */
  cart?: Maybe<Cart>;
  /** Courier pick-up windows at the user's address for the next 14 days (empty outside couriers' zip codes). */
  courierAvailability?: Maybe<CourierAvailability>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What is left of the membership's credits this period. */
  creditBalances?: Maybe<Array<CreditBalance>>;
  /** The last 4 digits and brand of the card on file, e.g. 'visa •••• 4242'; null when none. */
  defaultCard?: Maybe<Scalars['String']['output']>;
  /** The files of a pick-up, a roll or a selection, for a zip built in the browser (5 files at a time). */
  download?: Maybe<DownloadManifest>;
  email: Scalars['String']['output'];
  filmRoll?: Maybe<FilmRoll>;
  /** Rolls that have scans or are on their way to having them, newest first (the scan platform). */
  filmRolls?: Maybe<FilmRollPage>;
  /**
   * The same rolls as a connection: `first` (1–100) after a cursor, as fast on the last page as on the first where the
   * lab pages by cursor (extension keyset-paging; otherwise the cursors carry offsets).
   */
  filmRollsConnection?: Maybe<FilmRollConnection>;
  firstName: Scalars['String']['output'];
  /** True once the user has created their first development order. */
  firstOrderCreated: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** The plan in force, computed by the server from the payment-customer record (spec §4). */
  membership: Membership;
  /** The courier this user signs in as (MESSENGER users); null otherwise. */
  messenger?: Maybe<Messenger>;
  /** The user's orders, newest first. */
  orders?: Maybe<OrderPage>;
  phone?: Maybe<Scalars['String']['output']>;
  /** A check-in of rolls with its rolls, for downloading a pick-up's scans. */
  pickUp?: Maybe<PickUp>;
  /** Trial, storage and unlock terms of the user's plan for the scan platform. */
  platformAccess: PlatformAccess;
  preferences: Array<Preference>;
  /** One of the user's print drafts (self or admin). */
  printDraft?: Maybe<PrintDraft>;
  /** How many product credits (prepaid items) the user holds. */
  productCredits: Scalars['Int']['output'];
  profileImageUrl?: Maybe<Scalars['String']['output']>;
  referralCode?: Maybe<Scalars['String']['output']>;
  /** The referral code and the invitations sent by e-mail, newest first. */
  referrals?: Maybe<Referrals>;
  role: Role;
  scan?: Maybe<Scan>;
  /** What the user's rolls and scans can be filtered by (GET …/film-rolls/filters and …/scans/filters). */
  scanFilters?: Maybe<ScanFilters>;
  /** Scans across all rolls, in roll then frame order (newest roll first). */
  scans?: Maybe<ScanPage>;
  /** The same scans as a connection: `first` (1–100) after a cursor (see filmRollsConnection). */
  scansConnection?: Maybe<ScanConnection>;
  /** Where the user is signed in, this session first (the user's own only; FEATURE_UNAVAILABLE on a lab without sessions). */
  sessions?: Maybe<Array<Session>>;
  /** Share links the user made, newest first, revoked ones included. */
  shareLinks?: Maybe<Array<ShareLink>>;
  /** The user's tags, for suggestions when tagging. */
  tags?: Maybe<Array<Tag>>;
  /** What unlocking these scans at this size costs on the user's plan; sizes already unlocked cost nothing. */
  unlockQuote?: Maybe<UnlockQuote>;
  /** The print shops' progress on this customer's orders (self or admin). */
  vendorOrders?: Maybe<Array<VendorOrder>>;
};


/** A person with an account at the lab. */
export type UserCourierAvailabilityArgs = {
  addressId?: InputMaybe<Scalars['ID']['input']>;
};


/** A person with an account at the lab. */
export type UserDownloadArgs = {
  input: DownloadInput;
};


/** A person with an account at the lab. */
export type UserFilmRollArgs = {
  id: Scalars['ID']['input'];
};


/** A person with an account at the lab. */
export type UserFilmRollsArgs = {
  filter?: InputMaybe<FilmRollFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an account at the lab. */
export type UserFilmRollsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<FilmRollFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an account at the lab. */
export type UserOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderStatus>;
};


/** A person with an account at the lab. */
export type UserPickUpArgs = {
  id: Scalars['ID']['input'];
};


/** A person with an account at the lab. */
export type UserPrintDraftArgs = {
  id: Scalars['ID']['input'];
};


/** A person with an account at the lab. */
export type UserScanArgs = {
  id: Scalars['ID']['input'];
};


/** A person with an account at the lab. */
export type UserScansArgs = {
  filter?: InputMaybe<ScanFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an account at the lab. */
export type UserScansConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ScanFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an account at the lab. */
export type UserUnlockQuoteArgs = {
  scanIds: Array<Scalars['ID']['input']>;
  size: UnlockSize;
};

/** Something changed for a user: the client refreshes what shows it. */
export type UserEvent = {
  __typename?: 'UserEvent';
  at: Scalars['DateTime']['output'];
  event?: Maybe<RollEvent>;
  orderId?: Maybe<Scalars['ID']['output']>;
  /** Zip progress, 0–100. */
  progress?: Maybe<Scalars['Int']['output']>;
  rollId?: Maybe<Scalars['ID']['output']>;
  status?: Maybe<OrderStatus>;
  type: UserEventType;
  userId: Scalars['ID']['output'];
};

export type UserEventType =
  | 'ORDER_UPDATED'
  | 'ROLL_EVENT'
  /** Scans of `rollId` changed: uploaded, rotated, deleted, cleared, renamed or re-tagged. */
  | 'SCANS_CHANGED'
  /** Something of the user's changed (spec §7's zip-downloads socket says no more): reload their orders and rolls. */
  | 'USER_CHANGED'
  /** The lab is preparing files for download (unlocked sizes being rendered): `progress` 0–100. */
  | 'ZIP_PROGRESS';

export type UserPage = {
  __typename?: 'UserPage';
  count: Scalars['Int']['output'];
  items: Array<User>;
};

/** How the customer chose to receive an order's prints (decision 106). */
export type VendorDelivery =
  /** Picked up at the order's location (the lab, for a shop order): the shop sends them to the lab. */
  | 'PICK_UP'
  /** Shipped to shipTo. */
  | 'SHIP';

export type VendorOrder = {
  __typename?: 'VendorOrder';
  assignedAt: Scalars['DateTime']['output'];
  carrier?: Maybe<Carrier>;
  /** Shown to the vendor and staff only (null for the customer). */
  customerName?: Maybe<Scalars['String']['output']>;
  /** How the customer receives the prints; null for the customer. */
  delivery?: Maybe<VendorDelivery>;
  id: Scalars['ID']['output'];
  /** Where a pick-up order is collected: the order's location ('Shop' and 'Mail-in' mean the lab); null for the customer. */
  location?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  /** The order's number as the customer and staff know it ('10' followed by the id). */
  orderNumber: Scalars['String']['output'];
  printedAt?: Maybe<Scalars['DateTime']['output']>;
  prints: Array<VendorOrderPrint>;
  /** Where to ship; null for a pick-up (and for the customer). */
  shipTo?: Maybe<VendorShipTo>;
  shippedAt?: Maybe<Scalars['DateTime']['output']>;
  status: VendorOrderStatus;
  trackingNumber?: Maybe<Scalars['String']['output']>;
  vendorName: Scalars['String']['output'];
};

export type VendorOrderPrint = {
  __typename?: 'VendorOrderPrint';
  border: Scalars['Float']['output'];
  /** A signed link to the JPEG to print; null while the customer's draft is not converted. */
  fileUrl?: Maybe<Scalars['String']['output']>;
  frame?: Maybe<Scalars['Int']['output']>;
  height: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  paperName: Scalars['String']['output'];
  paperType: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** A 4x6 print's roll and frame (null for a large print), so the shop can tell 39 alike prints apart. */
  rollId?: Maybe<Scalars['ID']['output']>;
  /** The picture to tell the print by: the frame's thumbnail, a large print's own JPEG; signed. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** Inches. */
  width: Scalars['Float']['output'];
};

export type VendorOrderStatus =
  | 'ASSIGNED'
  | 'PRINTED'
  | 'SHIPPED';

export type VendorShipTo = {
  __typename?: 'VendorShipTo';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type WaitlistEntry = {
  __typename?: 'WaitlistEntry';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  zip?: Maybe<Scalars['String']['output']>;
};

/** A zip code the lab's own couriers serve. */
export type ZipCode = {
  __typename?: 'ZipCode';
  active: Scalars['Boolean']['output'];
  city: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountChange: ResolverTypeWrapper<AccountChange>;
  AccountChangeKind: AccountChangeKind;
  AccountStatus: ResolverTypeWrapper<AccountStatus>;
  AddOnPrices: ResolverTypeWrapper<AddOnPrices>;
  AddPrintsToCartInput: AddPrintsToCartInput;
  AddRouteStopInput: AddRouteStopInput;
  AddRushQuote: ResolverTypeWrapper<AddRushQuote>;
  Address: ResolverTypeWrapper<LabAddress>;
  AddressInput: AddressInput;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Benefit: ResolverTypeWrapper<Benefit>;
  BenefitType: BenefitType;
  BillingInterval: BillingInterval;
  BlogPost: ResolverTypeWrapper<BlogPost>;
  BookCourierPickUpInput: BookCourierPickUpInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Carrier: Carrier;
  Cart: ResolverTypeWrapper<Omit<Cart, 'lines'> & { lines: Array<ResolversTypes['CartLine']> }>;
  CartChange: ResolverTypeWrapper<CartChange>;
  CartDelivery: CartDelivery;
  CartItemInput: CartItemInput;
  CartLine: ResolverTypeWrapper<Omit<CartLine, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  CartPrint: ResolverTypeWrapper<CartPrint>;
  CartPrintItemInput: CartPrintItemInput;
  CartQuote: ResolverTypeWrapper<CartQuote>;
  CheckoutInput: CheckoutInput;
  CheckoutPayload: ResolverTypeWrapper<Omit<CheckoutPayload, 'order'> & { order: ResolversTypes['Order'] }>;
  ContactSheet: ResolverTypeWrapper<ContactSheet>;
  CourierAvailability: ResolverTypeWrapper<CourierAvailability>;
  CourierPickUp: ResolverTypeWrapper<Omit<CourierPickUp, 'stop'> & { stop: ResolversTypes['RouteStop'] }>;
  CourierPickUpChoiceInput: CourierPickUpChoiceInput;
  CourierWindow: ResolverTypeWrapper<CourierWindow>;
  CreateOrderInput: CreateOrderInput;
  CreateShareLinkInput: CreateShareLinkInput;
  CreditBalance: ResolverTypeWrapper<CreditBalance>;
  CreditKind: CreditKind;
  CreditUse: ResolverTypeWrapper<CreditUse>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DownloadFile: ResolverTypeWrapper<DownloadFile>;
  DownloadInput: DownloadInput;
  DownloadManifest: ResolverTypeWrapper<DownloadManifest>;
  DownloadSize: DownloadSize;
  Exposure: ResolverTypeWrapper<Exposure>;
  ExposureImport: ResolverTypeWrapper<ExposureImport>;
  ExposureInput: ExposureInput;
  ExposureLog: ResolverTypeWrapper<ExposureLog>;
  ExposureLogSource: ExposureLogSource;
  FilmFormat: FilmFormat;
  FilmProcess: FilmProcess;
  FilmRoll: ResolverTypeWrapper<LabFilmRoll>;
  FilmRollConnection: ResolverTypeWrapper<Omit<FilmRollConnection, 'edges'> & { edges: Array<ResolversTypes['FilmRollEdge']> }>;
  FilmRollEdge: ResolverTypeWrapper<Omit<FilmRollEdge, 'node'> & { node: ResolversTypes['FilmRoll'] }>;
  FilmRollFilter: FilmRollFilter;
  FilmRollPage: ResolverTypeWrapper<Omit<FilmRollPage, 'items'> & { items: Array<ResolversTypes['FilmRoll']> }>;
  FilmTypeOutstanding: ResolverTypeWrapper<FilmTypeOutstanding>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeneralStats: ResolverTypeWrapper<LabGeneralStats>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportExposureLogInput: ImportExposureLogInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JoinWaitlistInput: JoinWaitlistInput;
  LabFeatureNote: ResolverTypeWrapper<LabFeatureNote>;
  Location: ResolverTypeWrapper<LabLocation>;
  LocationCount: ResolverTypeWrapper<LocationCount>;
  LoggedFrame: ResolverTypeWrapper<LoggedFrame>;
  LoggedRoll: ResolverTypeWrapper<LoggedRoll>;
  Membership: ResolverTypeWrapper<MembershipSource>;
  MembershipPlan: ResolverTypeWrapper<MembershipPlanSource>;
  MembershipStatus: MembershipStatus;
  Messenger: ResolverTypeWrapper<LabMessenger>;
  MessengerHours: ResolverTypeWrapper<LabMessengerHours>;
  MessengerHoursInput: MessengerHoursInput;
  MessengerInput: MessengerInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NegativesAction: NegativesAction;
  NotifyNextStopPayload: ResolverTypeWrapper<Omit<NotifyNextStopPayload, 'stop'> & { stop: ResolversTypes['RouteStop'] }>;
  Order: ResolverTypeWrapper<LabOrderWrapper>;
  OrderActions: ResolverTypeWrapper<OrderActions>;
  OrderConnection: ResolverTypeWrapper<Omit<OrderConnection, 'edges'> & { edges: Array<ResolversTypes['OrderEdge']> }>;
  OrderCustomer: ResolverTypeWrapper<LabOrderCustomer>;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderKind: OrderKind;
  OrderLine: ResolverTypeWrapper<LabOrderLine>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderQuote: ResolverTypeWrapper<Omit<OrderQuote, 'lines'> & { lines: Array<ResolversTypes['OrderLine']> }>;
  OrderQuoteInput: OrderQuoteInput;
  OrderSearchResult: ResolverTypeWrapper<Omit<OrderSearchResult, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  OrderStatus: OrderStatus;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  OrdersFilter: OrdersFilter;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Paper: ResolverTypeWrapper<Paper>;
  PaperSize: ResolverTypeWrapper<PaperSize>;
  PaperType: PaperType;
  PhotoLocation: ResolverTypeWrapper<PhotoLocation>;
  PickUp: ResolverTypeWrapper<LabPickUp>;
  Place: ResolverTypeWrapper<Place>;
  PlaceName: ResolverTypeWrapper<PlaceName>;
  PlaceSuggestion: ResolverTypeWrapper<PlaceSuggestion>;
  PlanId: PlanId;
  PlatformAccess: ResolverTypeWrapper<PlatformAccess>;
  PlatformAccessStatus: PlatformAccessStatus;
  Preference: ResolverTypeWrapper<Preference>;
  PreferenceInput: PreferenceInput;
  PriceCalculatorInput: PriceCalculatorInput;
  PriceCalculatorRollsInput: PriceCalculatorRollsInput;
  PriceColumn: ResolverTypeWrapper<PriceColumnSource>;
  PriceComparison: ResolverTypeWrapper<Omit<PriceComparison, 'columns'> & { columns: Array<ResolversTypes['PriceColumn']> }>;
  Print: ResolverTypeWrapper<Print>;
  PrintDraft: ResolverTypeWrapper<PrintDraft>;
  PrintDraftUpload: ResolverTypeWrapper<PrintDraftUpload>;
  PrintKind: PrintKind;
  Product: ResolverTypeWrapper<LabProduct>;
  ProductDetail: ResolverTypeWrapper<ProductDetail>;
  ProductDetailInput: ProductDetailInput;
  ProductFilterGroup: ResolverTypeWrapper<ProductFilterGroup>;
  ProductFilterInput: ProductFilterInput;
  ProductFilters: ResolverTypeWrapper<ProductFilters>;
  ProductImage: ResolverTypeWrapper<ProductImage>;
  ProductImageUpload: ResolverTypeWrapper<ProductImageUpload>;
  ProductInput: ProductInput;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductType: ProductType;
  ProductsFilter: ProductsFilter;
  ProfilePicUpload: ResolverTypeWrapper<ProfilePicUpload>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReadExposureLogInput: ReadExposureLogInput;
  ReferralInvitation: ResolverTypeWrapper<ReferralInvitation>;
  Referrals: ResolverTypeWrapper<Referrals>;
  ReferredFriend: ResolverTypeWrapper<ReferredFriend>;
  ReturnNegativesInput: ReturnNegativesInput;
  ReturnShipmentInput: ReturnShipmentInput;
  Role: Role;
  RollEditInput: RollEditInput;
  RollEvent: RollEvent;
  RollEventDay: ResolverTypeWrapper<LabRollEventDay>;
  RollEventEntry: ResolverTypeWrapper<LabRollEventEntry>;
  RollEventPage: ResolverTypeWrapper<Omit<RollEventPage, 'days'> & { days: Array<ResolversTypes['RollEventDay']> }>;
  RollEventRoll: ResolverTypeWrapper<LabRollEventRoll>;
  RollInput: RollInput;
  RotateDirection: RotateDirection;
  Route: ResolverTypeWrapper<LabRoute>;
  RouteDay: ResolverTypeWrapper<Omit<RouteDay, 'stops'> & { stops: Array<ResolversTypes['RouteStop']> }>;
  RouteStop: ResolverTypeWrapper<LabStop>;
  SavedCard: ResolverTypeWrapper<SavedCard>;
  Scan: ResolverTypeWrapper<Scan>;
  ScanConnection: ResolverTypeWrapper<ScanConnection>;
  ScanDetailsInput: ScanDetailsInput;
  ScanEdge: ResolverTypeWrapper<ScanEdge>;
  ScanExposureInput: ScanExposureInput;
  ScanFilter: ScanFilter;
  ScanFilters: ResolverTypeWrapper<ScanFilters>;
  ScanPage: ResolverTypeWrapper<ScanPage>;
  ScanQuality: ScanQuality;
  ScanUpload: ResolverTypeWrapper<ScanUpload>;
  ScanUploadFileInput: ScanUploadFileInput;
  ServiceLevel: ServiceLevel;
  Session: ResolverTypeWrapper<Session>;
  SetScanExposuresInput: SetScanExposuresInput;
  ShareLink: ResolverTypeWrapper<ShareLink>;
  SharedScan: ResolverTypeWrapper<SharedScan>;
  SharedScans: ResolverTypeWrapper<SharedScans>;
  ShipVendorOrderInput: ShipVendorOrderInput;
  Shipment: ResolverTypeWrapper<LabShipment>;
  ShippingMethod: ShippingMethod;
  SignInMethod: SignInMethod;
  SignupInput: SignupInput;
  Sleeving: Sleeving;
  SocialProvider: SocialProvider;
  SocialSignInProvider: ResolverTypeWrapper<SocialSignInProvider>;
  SocialSubmission: ResolverTypeWrapper<LabSocialSubmission>;
  SocialSubmissionPage: ResolverTypeWrapper<Omit<SocialSubmissionPage, 'submissions'> & { submissions: Array<ResolversTypes['SocialSubmission']> }>;
  StopAddress: ResolverTypeWrapper<StopAddress>;
  StopKind: StopKind;
  StopStatus: StopStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscriber: ResolverTypeWrapper<LabSubscriber>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tag: ResolverTypeWrapper<Tag>;
  Turnaround: ResolverTypeWrapper<Turnaround>;
  UnlockPrice: ResolverTypeWrapper<UnlockPrice>;
  UnlockQuote: ResolverTypeWrapper<UnlockQuote>;
  UnlockScansPayload: ResolverTypeWrapper<UnlockScansPayload>;
  UnlockSize: UnlockSize;
  UpdateOrderInput: UpdateOrderInput;
  UpdateShareLinkInput: UpdateShareLinkInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<LabUser>;
  UserEvent: ResolverTypeWrapper<UserEvent>;
  UserEventType: UserEventType;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  VendorDelivery: VendorDelivery;
  VendorOrder: ResolverTypeWrapper<VendorOrder>;
  VendorOrderPrint: ResolverTypeWrapper<VendorOrderPrint>;
  VendorOrderStatus: VendorOrderStatus;
  VendorShipTo: ResolverTypeWrapper<VendorShipTo>;
  WaitlistEntry: ResolverTypeWrapper<LabWaitlistEntry>;
  ZipCode: ResolverTypeWrapper<LabZipCode>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountChange: AccountChange;
  AccountStatus: AccountStatus;
  AddOnPrices: AddOnPrices;
  AddPrintsToCartInput: AddPrintsToCartInput;
  AddRouteStopInput: AddRouteStopInput;
  AddRushQuote: AddRushQuote;
  Address: LabAddress;
  AddressInput: AddressInput;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Benefit: Benefit;
  BlogPost: BlogPost;
  BookCourierPickUpInput: BookCourierPickUpInput;
  Boolean: Scalars['Boolean']['output'];
  Cart: Omit<Cart, 'lines'> & { lines: Array<ResolversParentTypes['CartLine']> };
  CartChange: CartChange;
  CartItemInput: CartItemInput;
  CartLine: Omit<CartLine, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  CartPrint: CartPrint;
  CartPrintItemInput: CartPrintItemInput;
  CartQuote: CartQuote;
  CheckoutInput: CheckoutInput;
  CheckoutPayload: Omit<CheckoutPayload, 'order'> & { order: ResolversParentTypes['Order'] };
  ContactSheet: ContactSheet;
  CourierAvailability: CourierAvailability;
  CourierPickUp: Omit<CourierPickUp, 'stop'> & { stop: ResolversParentTypes['RouteStop'] };
  CourierPickUpChoiceInput: CourierPickUpChoiceInput;
  CourierWindow: CourierWindow;
  CreateOrderInput: CreateOrderInput;
  CreateShareLinkInput: CreateShareLinkInput;
  CreditBalance: CreditBalance;
  CreditUse: CreditUse;
  DateTime: Scalars['DateTime']['output'];
  DownloadFile: DownloadFile;
  DownloadInput: DownloadInput;
  DownloadManifest: DownloadManifest;
  Exposure: Exposure;
  ExposureImport: ExposureImport;
  ExposureInput: ExposureInput;
  ExposureLog: ExposureLog;
  FilmRoll: LabFilmRoll;
  FilmRollConnection: Omit<FilmRollConnection, 'edges'> & { edges: Array<ResolversParentTypes['FilmRollEdge']> };
  FilmRollEdge: Omit<FilmRollEdge, 'node'> & { node: ResolversParentTypes['FilmRoll'] };
  FilmRollFilter: FilmRollFilter;
  FilmRollPage: Omit<FilmRollPage, 'items'> & { items: Array<ResolversParentTypes['FilmRoll']> };
  FilmTypeOutstanding: FilmTypeOutstanding;
  Float: Scalars['Float']['output'];
  GeneralStats: LabGeneralStats;
  ID: Scalars['ID']['output'];
  ImportExposureLogInput: ImportExposureLogInput;
  Int: Scalars['Int']['output'];
  JoinWaitlistInput: JoinWaitlistInput;
  LabFeatureNote: LabFeatureNote;
  Location: LabLocation;
  LocationCount: LocationCount;
  LoggedFrame: LoggedFrame;
  LoggedRoll: LoggedRoll;
  Membership: MembershipSource;
  MembershipPlan: MembershipPlanSource;
  Messenger: LabMessenger;
  MessengerHours: LabMessengerHours;
  MessengerHoursInput: MessengerHoursInput;
  MessengerInput: MessengerInput;
  Mutation: Record<PropertyKey, never>;
  NotifyNextStopPayload: Omit<NotifyNextStopPayload, 'stop'> & { stop: ResolversParentTypes['RouteStop'] };
  Order: LabOrderWrapper;
  OrderActions: OrderActions;
  OrderConnection: Omit<OrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['OrderEdge']> };
  OrderCustomer: LabOrderCustomer;
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderLine: LabOrderLine;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderQuote: Omit<OrderQuote, 'lines'> & { lines: Array<ResolversParentTypes['OrderLine']> };
  OrderQuoteInput: OrderQuoteInput;
  OrderSearchResult: Omit<OrderSearchResult, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  OrderTotals: OrderTotals;
  OrdersFilter: OrdersFilter;
  PageInfo: PageInfo;
  Paper: Paper;
  PaperSize: PaperSize;
  PhotoLocation: PhotoLocation;
  PickUp: LabPickUp;
  Place: Place;
  PlaceName: PlaceName;
  PlaceSuggestion: PlaceSuggestion;
  PlatformAccess: PlatformAccess;
  Preference: Preference;
  PreferenceInput: PreferenceInput;
  PriceCalculatorInput: PriceCalculatorInput;
  PriceCalculatorRollsInput: PriceCalculatorRollsInput;
  PriceColumn: PriceColumnSource;
  PriceComparison: Omit<PriceComparison, 'columns'> & { columns: Array<ResolversParentTypes['PriceColumn']> };
  Print: Print;
  PrintDraft: PrintDraft;
  PrintDraftUpload: PrintDraftUpload;
  Product: LabProduct;
  ProductDetail: ProductDetail;
  ProductDetailInput: ProductDetailInput;
  ProductFilterGroup: ProductFilterGroup;
  ProductFilterInput: ProductFilterInput;
  ProductFilters: ProductFilters;
  ProductImage: ProductImage;
  ProductImageUpload: ProductImageUpload;
  ProductInput: ProductInput;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductsFilter: ProductsFilter;
  ProfilePicUpload: ProfilePicUpload;
  Query: Record<PropertyKey, never>;
  ReadExposureLogInput: ReadExposureLogInput;
  ReferralInvitation: ReferralInvitation;
  Referrals: Referrals;
  ReferredFriend: ReferredFriend;
  ReturnNegativesInput: ReturnNegativesInput;
  ReturnShipmentInput: ReturnShipmentInput;
  RollEditInput: RollEditInput;
  RollEventDay: LabRollEventDay;
  RollEventEntry: LabRollEventEntry;
  RollEventPage: Omit<RollEventPage, 'days'> & { days: Array<ResolversParentTypes['RollEventDay']> };
  RollEventRoll: LabRollEventRoll;
  RollInput: RollInput;
  Route: LabRoute;
  RouteDay: Omit<RouteDay, 'stops'> & { stops: Array<ResolversParentTypes['RouteStop']> };
  RouteStop: LabStop;
  SavedCard: SavedCard;
  Scan: Scan;
  ScanConnection: ScanConnection;
  ScanDetailsInput: ScanDetailsInput;
  ScanEdge: ScanEdge;
  ScanExposureInput: ScanExposureInput;
  ScanFilter: ScanFilter;
  ScanFilters: ScanFilters;
  ScanPage: ScanPage;
  ScanUpload: ScanUpload;
  ScanUploadFileInput: ScanUploadFileInput;
  Session: Session;
  SetScanExposuresInput: SetScanExposuresInput;
  ShareLink: ShareLink;
  SharedScan: SharedScan;
  SharedScans: SharedScans;
  ShipVendorOrderInput: ShipVendorOrderInput;
  Shipment: LabShipment;
  SignupInput: SignupInput;
  SocialSignInProvider: SocialSignInProvider;
  SocialSubmission: LabSocialSubmission;
  SocialSubmissionPage: Omit<SocialSubmissionPage, 'submissions'> & { submissions: Array<ResolversParentTypes['SocialSubmission']> };
  StopAddress: StopAddress;
  String: Scalars['String']['output'];
  Subscriber: LabSubscriber;
  Subscription: Record<PropertyKey, never>;
  Tag: Tag;
  Turnaround: Turnaround;
  UnlockPrice: UnlockPrice;
  UnlockQuote: UnlockQuote;
  UnlockScansPayload: UnlockScansPayload;
  UpdateOrderInput: UpdateOrderInput;
  UpdateShareLinkInput: UpdateShareLinkInput;
  UpdateUserInput: UpdateUserInput;
  User: LabUser;
  UserEvent: UserEvent;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  VendorOrder: VendorOrder;
  VendorOrderPrint: VendorOrderPrint;
  VendorShipTo: VendorShipTo;
  WaitlistEntry: LabWaitlistEntry;
  ZipCode: LabZipCode;
}>;

export type AccountChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountChange'] = ResolversParentTypes['AccountChange']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  byName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromRole?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AccountChangeKind'], ParentType, ContextType>;
  toRole?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
}>;

export type AccountStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountStatus'] = ResolversParentTypes['AccountStatus']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['AccountChange']>, ParentType, ContextType>;
  deactivated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deactivatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type AddOnPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddOnPrices'] = ResolversParentTypes['AddOnPrices']> = ResolversObject<{
  additionalRoll?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cutSleeving?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  devScan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  e6DevScan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ecn2DevScan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  halfFrames?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prints4x6?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proScan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pushPull?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnNegatives?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rush?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scan4K?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uncutSleeving?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AddRushQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddRushQuote'] = ResolversParentTypes['AddRushQuote']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditsApplied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rollCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type BenefitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Benefit'] = ResolversParentTypes['Benefit']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BenefitType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BlogPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogPost'] = ResolversParentTypes['BlogPost']> = ResolversObject<{
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['CartChange']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['CartQuote'], ParentType, ContextType, Partial<CartQuoteArgs>>;
}>;

export type CartChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartChange'] = ResolversParentTypes['CartChange']> = ResolversObject<{
  from?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CartLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  print?: Resolver<Maybe<ResolversTypes['CartPrint']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CartPrintResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartPrint'] = ResolversParentTypes['CartPrint']> = ResolversObject<{
  border?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  draft?: Resolver<Maybe<ResolversTypes['PrintDraft']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PrintKind'], ParentType, ContextType>;
  paperName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paperType?: Resolver<ResolversTypes['PaperType'], ParentType, ContextType>;
  printCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scans?: Resolver<Array<ResolversTypes['Scan']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CartQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartQuote'] = ResolversParentTypes['CartQuote']> = ResolversObject<{
  credit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberPriced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberSavings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  needsDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CheckoutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutPayload'] = ResolversParentTypes['CheckoutPayload']> = ResolversObject<{
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContactSheetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactSheet'] = ResolversParentTypes['ContactSheet']> = ResolversObject<{
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CourierAvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CourierAvailability'] = ResolversParentTypes['CourierAvailability']> = ResolversObject<{
  addressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  windows?: Resolver<Array<ResolversTypes['CourierWindow']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CourierPickUpResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CourierPickUp'] = ResolversParentTypes['CourierPickUp']> = ResolversObject<{
  messengerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stop?: Resolver<ResolversTypes['RouteStop'], ParentType, ContextType>;
}>;

export type CourierWindowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CourierWindow'] = ResolversParentTypes['CourierWindow']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  messengerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messengerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CreditBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditBalance'] = ResolversParentTypes['CreditBalance']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['CreditKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type CreditUseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditUse'] = ResolversParentTypes['CreditUse']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['CreditKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DownloadFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadFile'] = ResolversParentTypes['DownloadFile']> = ResolversObject<{
  bytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DownloadManifestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadManifest'] = ResolversParentTypes['DownloadManifest']> = ResolversObject<{
  fileCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['DownloadFile']>, ParentType, ContextType>;
  totalBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ExposureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Exposure'] = ResolversParentTypes['Exposure']> = ResolversObject<{
  altitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cameraMake?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cameraModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exposureCompensation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  exposureTime?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fNumber?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  filter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  focalLength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  iso?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lens?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shutter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  takenAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ExposureImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExposureImport'] = ResolversParentTypes['ExposureImport']> = ResolversObject<{
  camera?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frameCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ExposureLogSource'], ParentType, ContextType>;
}>;

export type ExposureLogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExposureLog'] = ResolversParentTypes['ExposureLog']> = ResolversObject<{
  rolls?: Resolver<Array<ResolversTypes['LoggedRoll']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ExposureLogSource'], ParentType, ContextType>;
}>;

export type FilmRollResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilmRoll'] = ResolversParentTypes['FilmRoll']> = ResolversObject<{
  addPrints?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addRush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  camera?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactSheet?: Resolver<Maybe<ResolversTypes['ContactSheet']>, ParentType, ContextType>;
  crossProcess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estimatedReadyAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['RollEventEntry']>, ParentType, ContextType>;
  exposureImport?: Resolver<Maybe<ResolversTypes['ExposureImport']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['FilmFormat'], ParentType, ContextType>;
  formatLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  halfFrames?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['PhotoLocation']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  negativesAction?: Resolver<ResolversTypes['NegativesAction'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pickUpId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  previewScans?: Resolver<Array<ResolversTypes['Scan']>, ParentType, ContextType, RequireFields<FilmRollPreviewScansArgs, 'limit'>>;
  process?: Resolver<ResolversTypes['FilmProcess'], ParentType, ContextType>;
  processLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pushPull?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scanCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scanQuality?: Resolver<ResolversTypes['ScanQuality'], ParentType, ContextType>;
  scans?: Resolver<Maybe<ResolversTypes['ScanPage']>, ParentType, ContextType, RequireFields<FilmRollScansArgs, 'limit' | 'offset'>>;
  sleeving?: Resolver<ResolversTypes['Sleeving'], ParentType, ContextType>;
  stage?: Resolver<Maybe<ResolversTypes['RollEvent']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storageExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  storageExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  syncedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
}>;

export type FilmRollConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilmRollConnection'] = ResolversParentTypes['FilmRollConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['FilmRollEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FilmRollEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilmRollEdge'] = ResolversParentTypes['FilmRollEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType>;
}>;

export type FilmRollPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilmRollPage'] = ResolversParentTypes['FilmRollPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FilmRoll']>, ParentType, ContextType>;
}>;

export type FilmTypeOutstandingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilmTypeOutstanding'] = ResolversParentTypes['FilmTypeOutstanding']> = ResolversObject<{
  process?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalOutstanding?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GeneralStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeneralStats'] = ResolversParentTypes['GeneralStats']> = ResolversObject<{
  ordersByLocation?: Resolver<Array<ResolversTypes['LocationCount']>, ParentType, ContextType>;
  outstandingByProcess?: Resolver<Array<ResolversTypes['FilmTypeOutstanding']>, ParentType, ContextType>;
  rollsDevelopedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rollsScannedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rollsSyncedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rollsSyncedYesterday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  turnaround?: Resolver<ResolversTypes['Turnaround'], ParentType, ContextType>;
}>;

export type LabFeatureNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LabFeatureNote'] = ResolversParentTypes['LabFeatureNote']> = ResolversObject<{
  feature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocationCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocationCount'] = ResolversParentTypes['LocationCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoggedFrameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoggedFrame'] = ResolversParentTypes['LoggedFrame']> = ResolversObject<{
  altitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cameraMake?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cameraModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exposureCompensation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  exposureTime?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fNumber?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  filter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  focalLength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lens?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shutter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  takenAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoggedRollResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoggedRoll'] = ResolversParentTypes['LoggedRoll']> = ResolversObject<{
  cameraMake?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cameraModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filmStock?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frames?: Resolver<Array<ResolversTypes['LoggedFrame']>, ParentType, ContextType>;
  iso?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lapsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['PlanId'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MembershipStatus'], ParentType, ContextType>;
  superTier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MembershipPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipPlan'] = ResolversParentTypes['MembershipPlan']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addOnPrices?: Resolver<ResolversTypes['AddOnPrices'], ParentType, ContextType>;
  benefits?: Resolver<Array<ResolversTypes['Benefit']>, ParentType, ContextType>;
  billingInterval?: Resolver<ResolversTypes['BillingInterval'], ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['PlanId'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proScanCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rollCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rushCredits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scan4KCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MessengerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Messenger'] = ResolversParentTypes['Messenger']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['MessengerHours']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  zipCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MessengerHoursResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessengerHours'] = ResolversParentTypes['MessengerHours']> = ResolversObject<{
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekdayLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addCard?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAddCardArgs, 'paymentToken'>>;
  addMessengerHours?: Resolver<ResolversTypes['Messenger'], ParentType, ContextType, RequireFields<MutationAddMessengerHoursArgs, 'input' | 'messengerId'>>;
  addPrintsToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddPrintsToCartArgs, 'input'>>;
  addProductDetail?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationAddProductDetailArgs, 'input' | 'productId'>>;
  addProductImage?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationAddProductImageArgs, 'key' | 'productId'>>;
  addRollLocation?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType, RequireFields<MutationAddRollLocationArgs, 'name' | 'rollId'>>;
  addRollTag?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType, RequireFields<MutationAddRollTagArgs, 'name' | 'rollId'>>;
  addRollsEvent?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddRollsEventArgs, 'event' | 'orderId'>>;
  addRouteStop?: Resolver<ResolversTypes['RouteStop'], ParentType, ContextType, RequireFields<MutationAddRouteStopArgs, 'input'>>;
  addRush?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddRushArgs, 'orderId' | 'rollIds'>>;
  addScanLocation?: Resolver<Array<ResolversTypes['Scan']>, ParentType, ContextType, RequireFields<MutationAddScanLocationArgs, 'name' | 'scanIds'>>;
  addScanTag?: Resolver<Array<ResolversTypes['Scan']>, ParentType, ContextType, RequireFields<MutationAddScanTagArgs, 'name' | 'scanIds'>>;
  addToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'productId'>>;
  attachPayment?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAttachPaymentArgs, 'orderId' | 'paymentId'>>;
  bookCourierPickUp?: Resolver<ResolversTypes['RouteStop'], ParentType, ContextType, RequireFields<MutationBookCourierPickUpArgs, 'input'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderId'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  changeUserRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangeUserRoleArgs, 'role' | 'userId'>>;
  checkout?: Resolver<ResolversTypes['CheckoutPayload'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'input'>>;
  clearRollScans?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType, RequireFields<MutationClearRollScansArgs, 'rollId'>>;
  completeOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCompleteOrderArgs, 'orderId'>>;
  convertPrintDraft?: Resolver<ResolversTypes['PrintDraft'], ParentType, ContextType, RequireFields<MutationConvertPrintDraftArgs, 'id'>>;
  createAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  createMessenger?: Resolver<ResolversTypes['Messenger'], ParentType, ContextType, RequireFields<MutationCreateMessengerArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createShareLink?: Resolver<ResolversTypes['ShareLink'], ParentType, ContextType, RequireFields<MutationCreateShareLinkArgs, 'input'>>;
  deactivateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeactivateUserArgs, 'userId'>>;
  deleteAddress?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  deleteMessengerHours?: Resolver<ResolversTypes['Messenger'], ParentType, ContextType, RequireFields<MutationDeleteMessengerHoursArgs, 'hoursId' | 'messengerId'>>;
  deleteOrder?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteOrderArgs, 'id'>>;
  deleteScan?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType, RequireFields<MutationDeleteScanArgs, 'scanId'>>;
  facebookSignIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationFacebookSignInArgs, 'token'>>;
  googleSignIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationGoogleSignInArgs, 'token'>>;
  importExposureLog?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType, RequireFields<MutationImportExposureLogArgs, 'input'>>;
  invoiceOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationInvoiceOrderArgs, 'orderId'>>;
  joinWaitlist?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  markPrintsReady?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationMarkPrintsReadyArgs, 'orderId'>>;
  markVendorOrderPrinted?: Resolver<ResolversTypes['VendorOrder'], ParentType, ContextType, RequireFields<MutationMarkVendorOrderPrintedArgs, 'id'>>;
  markVendorOrderShipped?: Resolver<ResolversTypes['VendorOrder'], ParentType, ContextType, RequireFields<MutationMarkVendorOrderShippedArgs, 'input'>>;
  notifyNextStop?: Resolver<ResolversTypes['NotifyNextStopPayload'], ParentType, ContextType, RequireFields<MutationNotifyNextStopArgs, 'messengerId'>>;
  payOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'orderId' | 'saveCard'>>;
  purchaseMembership?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationPurchaseMembershipArgs, 'paymentToken' | 'planId'>>;
  reactivateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationReactivateUserArgs, 'userId'>>;
  readExposureLog?: Resolver<ResolversTypes['ExposureLog'], ParentType, ContextType, RequireFields<MutationReadExposureLogArgs, 'input'>>;
  receiveOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationReceiveOrderArgs, 'orderId' | 'rollCount'>>;
  removeCard?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRemoveCardArgs, 'cardId'>>;
  removeCartLine?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveCartLineArgs, 'lineId'>>;
  removeProductDetail?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationRemoveProductDetailArgs, 'detailId' | 'productId'>>;
  removeProductImage?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationRemoveProductImageArgs, 'path' | 'productId'>>;
  removeRollLocation?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType, RequireFields<MutationRemoveRollLocationArgs, 'locationId' | 'rollId'>>;
  removeRollTag?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType, RequireFields<MutationRemoveRollTagArgs, 'rollId' | 'tagId'>>;
  removeScanLocation?: Resolver<Array<ResolversTypes['Scan']>, ParentType, ContextType, RequireFields<MutationRemoveScanLocationArgs, 'locationId' | 'scanIds'>>;
  removeScanTag?: Resolver<Array<ResolversTypes['Scan']>, ParentType, ContextType, RequireFields<MutationRemoveScanTagArgs, 'scanIds' | 'tagId'>>;
  renameFilmRoll?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType, RequireFields<MutationRenameFilmRollArgs, 'rollId'>>;
  renameRollLocation?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType, RequireFields<MutationRenameRollLocationArgs, 'locationId' | 'name' | 'rollId'>>;
  renameRollTag?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType, RequireFields<MutationRenameRollTagArgs, 'name' | 'rollId' | 'tagId'>>;
  renameScanLocation?: Resolver<ResolversTypes['Scan'], ParentType, ContextType, RequireFields<MutationRenameScanLocationArgs, 'locationId' | 'name' | 'scanId'>>;
  renameScanTag?: Resolver<ResolversTypes['Scan'], ParentType, ContextType, RequireFields<MutationRenameScanTagArgs, 'name' | 'scanId' | 'tagId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestShippingLabel?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationRequestShippingLabelArgs, 'addressId' | 'orderId'>>;
  requestTwoFactorCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  reverseRollScans?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType, RequireFields<MutationReverseRollScansArgs, 'rollId'>>;
  revokeShareLink?: Resolver<ResolversTypes['ShareLink'], ParentType, ContextType, RequireFields<MutationRevokeShareLinkArgs, 'code'>>;
  rotateScan?: Resolver<ResolversTypes['Scan'], ParentType, ContextType, RequireFields<MutationRotateScanArgs, 'direction' | 'scanId'>>;
  selectSocialSubmission?: Resolver<ResolversTypes['SocialSubmission'], ParentType, ContextType, RequireFields<MutationSelectSocialSubmissionArgs, 'id'>>;
  sendInvoice?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSendInvoiceArgs, 'orderId'>>;
  sendPrintsToVendor?: Resolver<ResolversTypes['VendorOrder'], ParentType, ContextType, RequireFields<MutationSendPrintsToVendorArgs, 'orderId' | 'vendorId'>>;
  sendReferral?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSendReferralArgs, 'email'>>;
  setCartLineQuantity?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationSetCartLineQuantityArgs, 'lineId' | 'quantity'>>;
  setDefaultCard?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetDefaultCardArgs, 'cardId'>>;
  setMembershipRenewal?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetMembershipRenewalArgs, 'renew'>>;
  setReturnNegatives?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSetReturnNegativesArgs, 'input'>>;
  setScanExposures?: Resolver<Array<ResolversTypes['Scan']>, ParentType, ContextType, RequireFields<MutationSetScanExposuresArgs, 'input'>>;
  setStopStatus?: Resolver<ResolversTypes['RouteStop'], ParentType, ContextType, RequireFields<MutationSetStopStatusArgs, 'messengerId' | 'status' | 'stopId'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signOutOtherSessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  signOutSession?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType, RequireFields<MutationSignOutSessionArgs, 'id'>>;
  signup?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignupArgs, 'input'>>;
  startPrintDraftUpload?: Resolver<ResolversTypes['PrintDraftUpload'], ParentType, ContextType, RequireFields<MutationStartPrintDraftUploadArgs, 'name'>>;
  startProductImageUpload?: Resolver<ResolversTypes['ProductImageUpload'], ParentType, ContextType, RequireFields<MutationStartProductImageUploadArgs, 'contentType' | 'productId'>>;
  startProfilePicUpload?: Resolver<ResolversTypes['ProfilePicUpload'], ParentType, ContextType, RequireFields<MutationStartProfilePicUploadArgs, 'fileType'>>;
  startScanUploads?: Resolver<Array<ResolversTypes['ScanUpload']>, ParentType, ContextType, RequireFields<MutationStartScanUploadsArgs, 'files' | 'rollId'>>;
  submitScanToCommunity?: Resolver<ResolversTypes['SocialSubmission'], ParentType, ContextType, RequireFields<MutationSubmitScanToCommunityArgs, 'scanId'>>;
  subscribe?: Resolver<ResolversTypes['Subscriber'], ParentType, ContextType, RequireFields<MutationSubscribeArgs, 'email'>>;
  undoExposureImport?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType, RequireFields<MutationUndoExposureImportArgs, 'importId' | 'rollId'>>;
  unlockScans?: Resolver<ResolversTypes['UnlockScansPayload'], ParentType, ContextType, RequireFields<MutationUnlockScansArgs, 'saveCard' | 'scanIds' | 'size'>>;
  updateAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateEmail?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateEmailArgs, 'email'>>;
  updateMessenger?: Resolver<ResolversTypes['Messenger'], ParentType, ContextType, RequireFields<MutationUpdateMessengerArgs, 'id' | 'input'>>;
  updateMessengerHours?: Resolver<ResolversTypes['Messenger'], ParentType, ContextType, RequireFields<MutationUpdateMessengerHoursArgs, 'hoursId' | 'input' | 'messengerId'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'input'>>;
  updatePreferences?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdatePreferencesArgs, 'preferences'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProductDetail?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductDetailArgs, 'detailId' | 'input' | 'productId'>>;
  updateScan?: Resolver<ResolversTypes['Scan'], ParentType, ContextType, RequireFields<MutationUpdateScanArgs, 'input' | 'scanId'>>;
  updateShareLink?: Resolver<ResolversTypes['ShareLink'], ParentType, ContextType, RequireFields<MutationUpdateShareLinkArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  verifyTwoFactorCode?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationVerifyTwoFactorCodeArgs, 'code'>>;
}>;

export type NotifyNextStopPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotifyNextStopPayload'] = ResolversParentTypes['NotifyNextStopPayload']> = ResolversObject<{
  notified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stop?: Resolver<ResolversTypes['RouteStop'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  actions?: Resolver<ResolversTypes['OrderActions'], ParentType, ContextType>;
  canceledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  countMismatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  courierPickUp?: Resolver<Maybe<ResolversTypes['CourierPickUp']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  credits?: Resolver<Array<ResolversTypes['CreditUse']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['OrderCustomer'], ParentType, ContextType>;
  expectedRollCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoicedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  invoicedTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pickUps?: Resolver<Array<ResolversTypes['PickUp']>, ParentType, ContextType>;
  prints?: Resolver<Array<ResolversTypes['Print']>, ParentType, ContextType>;
  printsReadyAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  receivedRollCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rollCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rolls?: Resolver<Array<ResolversTypes['FilmRoll']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
}>;

export type OrderActionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderActions'] = ResolversParentTypes['OrderActions']> = ResolversObject<{
  addRollsEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addRush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attachPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markPrintsReady?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  receive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestLabel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  returnNegatives?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendInvoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
}>;

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditsApplied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type OrderQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderQuote'] = ResolversParentTypes['OrderQuote']> = ResolversObject<{
  credits?: Resolver<Array<ResolversTypes['CreditUse']>, ParentType, ContextType>;
  defaultScanQuality?: Resolver<ResolversTypes['ScanQuality'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
}>;

export type OrderSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSearchResult'] = ResolversParentTypes['OrderSearchResult']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type OrderTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderTotals'] = ResolversParentTypes['OrderTotals']> = ResolversObject<{
  credit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PaperResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Paper'] = ResolversParentTypes['Paper']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paperType?: Resolver<ResolversTypes['PaperType'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['PaperSize']>, ParentType, ContextType>;
}>;

export type PaperSizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaperSize'] = ResolversParentTypes['PaperSize']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PhotoLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhotoLocation'] = ResolversParentTypes['PhotoLocation']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PickUpResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PickUp'] = ResolversParentTypes['PickUp']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rollCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rolls?: Resolver<Maybe<Array<ResolversTypes['FilmRoll']>>, ParentType, ContextType>;
}>;

export type PlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlaceNameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceName'] = ResolversParentTypes['PlaceName']> = ResolversObject<{
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlaceSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceSuggestion'] = ResolversParentTypes['PlaceSuggestion']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlatformAccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlatformAccess'] = ResolversParentTypes['PlatformAccess']> = ResolversObject<{
  status?: Resolver<ResolversTypes['PlatformAccessStatus'], ParentType, ContextType>;
  storageDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tiffsIncluded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trialEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  unlockPrices?: Resolver<Array<ResolversTypes['UnlockPrice']>, ParentType, ContextType>;
}>;

export type PreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Preference'] = ResolversParentTypes['Preference']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PriceColumnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceColumn'] = ResolversParentTypes['PriceColumn']> = ResolversObject<{
  best?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  devScan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membership?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perRoll?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['PlanId'], ParentType, ContextType>;
  prints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proScan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rush?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scan4K?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sleeving?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PriceComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceComparison'] = ResolversParentTypes['PriceComparison']> = ResolversObject<{
  columns?: Resolver<Array<ResolversTypes['PriceColumn']>, ParentType, ContextType>;
}>;

export type PrintResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Print'] = ResolversParentTypes['Print']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  border?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  draft?: Resolver<Maybe<ResolversTypes['PrintDraft']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PrintKind'], ParentType, ContextType>;
  paperName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paperType?: Resolver<ResolversTypes['PaperType'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scan?: Resolver<Maybe<ResolversTypes['Scan']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PrintDraftResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrintDraft'] = ResolversParentTypes['PrintDraft']> = ResolversObject<{
  converted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PrintDraftUploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrintDraftUpload'] = ResolversParentTypes['PrintDraftUpload']> = ResolversObject<{
  draft?: Resolver<ResolversTypes['PrintDraft'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  collection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colors?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['ProductDetail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  memberPriced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yourPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductDetail'] = ResolversParentTypes['ProductDetail']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filterable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductFilterGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFilterGroup'] = ResolversParentTypes['ProductFilterGroup']> = ResolversObject<{
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductFiltersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFilters'] = ResolversParentTypes['ProductFilters']> = ResolversObject<{
  collections?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['ProductFilterGroup']>, ParentType, ContextType>;
}>;

export type ProductImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductImageUploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductImageUpload'] = ResolversParentTypes['ProductImageUpload']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type ProfilePicUploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfilePicUpload'] = ResolversParentTypes['ProfilePicUpload']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  addRushQuote?: Resolver<ResolversTypes['AddRushQuote'], ParentType, ContextType, RequireFields<QueryAddRushQuoteArgs, 'orderId' | 'rollIds'>>;
  blogPosts?: Resolver<Maybe<Array<ResolversTypes['BlogPost']>>, ParentType, ContextType>;
  cartQuote?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<QueryCartQuoteArgs, 'items'>>;
  filmStocks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  generalStats?: Resolver<Maybe<ResolversTypes['GeneralStats']>, ParentType, ContextType>;
  labFeatureNotes?: Resolver<Array<ResolversTypes['LabFeatureNote']>, ParentType, ContextType>;
  labFeatures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  locations?: Resolver<Maybe<Array<ResolversTypes['Location']>>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  membershipPlans?: Resolver<Array<ResolversTypes['MembershipPlan']>, ParentType, ContextType, RequireFields<QueryMembershipPlansArgs, 'includeLegacy'>>;
  messenger?: Resolver<Maybe<ResolversTypes['Messenger']>, ParentType, ContextType, RequireFields<QueryMessengerArgs, 'id'>>;
  messengerRoute?: Resolver<ResolversTypes['Route'], ParentType, ContextType, RequireFields<QueryMessengerRouteArgs, 'messengerId'>>;
  messengers?: Resolver<Array<ResolversTypes['Messenger']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderQuote?: Resolver<ResolversTypes['OrderQuote'], ParentType, ContextType, RequireFields<QueryOrderQuoteArgs, 'input'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'limit' | 'offset'>>;
  ordersConnection?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QueryOrdersConnectionArgs, 'first'>>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlaceArgs, 'placeId'>>;
  placeName?: Resolver<Maybe<ResolversTypes['PlaceName']>, ParentType, ContextType, RequireFields<QueryPlaceNameArgs, 'latitude' | 'longitude'>>;
  placeSuggestions?: Resolver<Array<ResolversTypes['PlaceSuggestion']>, ParentType, ContextType, RequireFields<QueryPlaceSuggestionsArgs, 'input'>>;
  priceComparison?: Resolver<ResolversTypes['PriceComparison'], ParentType, ContextType, RequireFields<QueryPriceComparisonArgs, 'input'>>;
  printPapers?: Resolver<Array<ResolversTypes['Paper']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productByName?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductByNameArgs, 'urlName'>>;
  productFilters?: Resolver<ResolversTypes['ProductFilters'], ParentType, ContextType, Partial<QueryProductFiltersArgs>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'limit' | 'offset'>>;
  quickSearchOrders?: Resolver<ResolversTypes['OrderSearchResult'], ParentType, ContextType, RequireFields<QueryQuickSearchOrdersArgs, 'search'>>;
  rollEventPage?: Resolver<ResolversTypes['RollEventPage'], ParentType, ContextType, RequireFields<QueryRollEventPageArgs, 'days' | 'event' | 'first'>>;
  rollEvents?: Resolver<Array<ResolversTypes['RollEventDay']>, ParentType, ContextType, RequireFields<QueryRollEventsArgs, 'days' | 'event'>>;
  sharedScans?: Resolver<ResolversTypes['SharedScans'], ParentType, ContextType, RequireFields<QuerySharedScansArgs, 'code'>>;
  socialSignInProviders?: Resolver<Array<ResolversTypes['SocialSignInProvider']>, ParentType, ContextType>;
  socialSubmissions?: Resolver<ResolversTypes['SocialSubmissionPage'], ParentType, ContextType, RequireFields<QuerySocialSubmissionsArgs, 'limit' | 'offset'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset'>>;
  validatePasswordResetToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryValidatePasswordResetTokenArgs, 'token'>>;
  vendorOrders?: Resolver<Array<ResolversTypes['VendorOrder']>, ParentType, ContextType>;
  zipCodes?: Resolver<Maybe<Array<ResolversTypes['ZipCode']>>, ParentType, ContextType, Partial<QueryZipCodesArgs>>;
}>;

export type ReferralInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReferralInvitation'] = ResolversParentTypes['ReferralInvitation']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ReferralsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Referrals'] = ResolversParentTypes['Referrals']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  friendCredit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  friends?: Resolver<Array<ResolversTypes['ReferredFriend']>, ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['ReferralInvitation']>, ParentType, ContextType>;
  referrerCredit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEarned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReferredFriendResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReferredFriend'] = ResolversParentTypes['ReferredFriend']> = ResolversObject<{
  creditEarned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signedUpAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type RollEventDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RollEventDay'] = ResolversParentTypes['RollEventDay']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rolls?: Resolver<Array<ResolversTypes['RollEventRoll']>, ParentType, ContextType>;
}>;

export type RollEventEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RollEventEntry'] = ResolversParentTypes['RollEventEntry']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['RollEvent'], ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RollEventPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RollEventPage'] = ResolversParentTypes['RollEventPage']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['RollEventDay']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type RollEventRollResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RollEventRoll'] = ResolversParentTypes['RollEventRoll']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roll?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType>;
}>;

export type RouteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Route'] = ResolversParentTypes['Route']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['RouteDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messengerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RouteDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RouteDay'] = ResolversParentTypes['RouteDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stops?: Resolver<Array<ResolversTypes['RouteStop']>, ParentType, ContextType>;
}>;

export type RouteStopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RouteStop'] = ResolversParentTypes['RouteStop']> = ResolversObject<{
  address?: Resolver<ResolversTypes['StopAddress'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StopKind'], ParentType, ContextType>;
  messengerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rollCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StopStatus'], ParentType, ContextType>;
  windowEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  windowStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SavedCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedCard'] = ResolversParentTypes['SavedCard']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Scan'] = ResolversParentTypes['Scan']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exposure?: Resolver<Maybe<ResolversTypes['Exposure']>, ParentType, ContextType>;
  filmBrand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filmModel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frame?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hiResBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hiResUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['PhotoLocation']>, ParentType, ContextType>;
  midResUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rollId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rotation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unlocked?: Resolver<Array<ResolversTypes['UnlockSize']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ScanConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScanConnection'] = ResolversParentTypes['ScanConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ScanEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ScanEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScanEdge'] = ResolversParentTypes['ScanEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Scan'], ParentType, ContextType>;
}>;

export type ScanFiltersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScanFilters'] = ResolversParentTypes['ScanFilters']> = ResolversObject<{
  firstDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  formats?: Resolver<Array<ResolversTypes['FilmFormat']>, ParentType, ContextType>;
  lastDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['PhotoLocation']>, ParentType, ContextType>;
  processes?: Resolver<Array<ResolversTypes['FilmProcess']>, ParentType, ContextType>;
  stocks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
}>;

export type ScanPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScanPage'] = ResolversParentTypes['ScanPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Scan']>, ParentType, ContextType>;
}>;

export type ScanUploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScanUpload'] = ResolversParentTypes['ScanUpload']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  scan?: Resolver<ResolversTypes['Scan'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['SignInMethod'], ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ShareLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShareLink'] = ResolversParentTypes['ShareLink']> = ResolversObject<{
  allowDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewScans?: Resolver<Array<ResolversTypes['Scan']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scanCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SharedScanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedScan'] = ResolversParentTypes['SharedScan']> = ResolversObject<{
  filmBrand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filmModel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frame?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hiResUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  midResUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SharedScansResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedScans'] = ResolversParentTypes['SharedScans']> = ResolversObject<{
  allowDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  download?: Resolver<Maybe<ResolversTypes['DownloadManifest']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scans?: Resolver<Array<ResolversTypes['SharedScan']>, ParentType, ContextType>;
  sharedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShipmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['Carrier']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType>;
  methodLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceLevel?: Resolver<Maybe<ResolversTypes['ServiceLevel']>, ParentType, ContextType>;
  toCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SocialSignInProviderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialSignInProvider'] = ResolversParentTypes['SocialSignInProvider']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['SocialProvider'], ParentType, ContextType>;
  startUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SocialSubmissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialSubmission'] = ResolversParentTypes['SocialSubmission']> = ResolversObject<{
  filmBrand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filmModel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hiResUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  midResUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selectedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SocialSubmissionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialSubmissionPage'] = ResolversParentTypes['SocialSubmissionPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submissions?: Resolver<Array<ResolversTypes['SocialSubmission']>, ParentType, ContextType>;
}>;

export type StopAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StopAddress'] = ResolversParentTypes['StopAddress']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscriber'] = ResolversParentTypes['Subscriber']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  userEvents?: SubscriptionResolver<ResolversTypes['UserEvent'], "userEvents", ParentType, ContextType, Partial<SubscriptionUserEventsArgs>>;
}>;

export type TagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TurnaroundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Turnaround'] = ResolversParentTypes['Turnaround']> = ResolversObject<{
  estimatedDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOutstanding?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UnlockPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnlockPrice'] = ResolversParentTypes['UnlockPrice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['UnlockSize'], ParentType, ContextType>;
}>;

export type UnlockQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnlockQuote'] = ResolversParentTypes['UnlockQuote']> = ResolversObject<{
  card?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chargeableCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricePerUnlock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scanCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['UnlockSize'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UnlockScansPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnlockScansPayload'] = ResolversParentTypes['UnlockScansPayload']> = ResolversObject<{
  charged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scans?: Resolver<Array<ResolversTypes['Scan']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  accountCredit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  accountStatus?: Resolver<Maybe<ResolversTypes['AccountStatus']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  cards?: Resolver<Maybe<Array<ResolversTypes['SavedCard']>>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  courierAvailability?: Resolver<Maybe<ResolversTypes['CourierAvailability']>, ParentType, ContextType, Partial<UserCourierAvailabilityArgs>>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  creditBalances?: Resolver<Maybe<Array<ResolversTypes['CreditBalance']>>, ParentType, ContextType>;
  defaultCard?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  download?: Resolver<Maybe<ResolversTypes['DownloadManifest']>, ParentType, ContextType, RequireFields<UserDownloadArgs, 'input'>>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filmRoll?: Resolver<Maybe<ResolversTypes['FilmRoll']>, ParentType, ContextType, RequireFields<UserFilmRollArgs, 'id'>>;
  filmRolls?: Resolver<Maybe<ResolversTypes['FilmRollPage']>, ParentType, ContextType, RequireFields<UserFilmRollsArgs, 'limit' | 'offset'>>;
  filmRollsConnection?: Resolver<Maybe<ResolversTypes['FilmRollConnection']>, ParentType, ContextType, RequireFields<UserFilmRollsConnectionArgs, 'first'>>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstOrderCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membership?: Resolver<ResolversTypes['Membership'], ParentType, ContextType>;
  messenger?: Resolver<Maybe<ResolversTypes['Messenger']>, ParentType, ContextType>;
  orders?: Resolver<Maybe<ResolversTypes['OrderPage']>, ParentType, ContextType, RequireFields<UserOrdersArgs, 'limit' | 'offset'>>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickUp?: Resolver<Maybe<ResolversTypes['PickUp']>, ParentType, ContextType, RequireFields<UserPickUpArgs, 'id'>>;
  platformAccess?: Resolver<ResolversTypes['PlatformAccess'], ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['Preference']>, ParentType, ContextType>;
  printDraft?: Resolver<Maybe<ResolversTypes['PrintDraft']>, ParentType, ContextType, RequireFields<UserPrintDraftArgs, 'id'>>;
  productCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profileImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referrals?: Resolver<Maybe<ResolversTypes['Referrals']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  scan?: Resolver<Maybe<ResolversTypes['Scan']>, ParentType, ContextType, RequireFields<UserScanArgs, 'id'>>;
  scanFilters?: Resolver<Maybe<ResolversTypes['ScanFilters']>, ParentType, ContextType>;
  scans?: Resolver<Maybe<ResolversTypes['ScanPage']>, ParentType, ContextType, RequireFields<UserScansArgs, 'limit' | 'offset'>>;
  scansConnection?: Resolver<Maybe<ResolversTypes['ScanConnection']>, ParentType, ContextType, RequireFields<UserScansConnectionArgs, 'first'>>;
  sessions?: Resolver<Maybe<Array<ResolversTypes['Session']>>, ParentType, ContextType>;
  shareLinks?: Resolver<Maybe<Array<ResolversTypes['ShareLink']>>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<ResolversTypes['Tag']>>, ParentType, ContextType>;
  unlockQuote?: Resolver<Maybe<ResolversTypes['UnlockQuote']>, ParentType, ContextType, RequireFields<UserUnlockQuoteArgs, 'scanIds' | 'size'>>;
  vendorOrders?: Resolver<Maybe<Array<ResolversTypes['VendorOrder']>>, ParentType, ContextType>;
}>;

export type UserEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserEvent'] = ResolversParentTypes['UserEvent']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['RollEvent']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rollId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserEventType'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type VendorOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VendorOrder'] = ResolversParentTypes['VendorOrder']> = ResolversObject<{
  assignedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['Carrier']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery?: Resolver<Maybe<ResolversTypes['VendorDelivery']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  printedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  prints?: Resolver<Array<ResolversTypes['VendorOrderPrint']>, ParentType, ContextType>;
  shipTo?: Resolver<Maybe<ResolversTypes['VendorShipTo']>, ParentType, ContextType>;
  shippedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VendorOrderStatus'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VendorOrderPrintResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VendorOrderPrint'] = ResolversParentTypes['VendorOrderPrint']> = ResolversObject<{
  border?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frame?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paperName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paperType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rollId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type VendorShipToResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VendorShipTo'] = ResolversParentTypes['VendorShipTo']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WaitlistEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitlistEntry'] = ResolversParentTypes['WaitlistEntry']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ZipCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ZipCode'] = ResolversParentTypes['ZipCode']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AccountChange?: AccountChangeResolvers<ContextType>;
  AccountStatus?: AccountStatusResolvers<ContextType>;
  AddOnPrices?: AddOnPricesResolvers<ContextType>;
  AddRushQuote?: AddRushQuoteResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Benefit?: BenefitResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartChange?: CartChangeResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartPrint?: CartPrintResolvers<ContextType>;
  CartQuote?: CartQuoteResolvers<ContextType>;
  CheckoutPayload?: CheckoutPayloadResolvers<ContextType>;
  ContactSheet?: ContactSheetResolvers<ContextType>;
  CourierAvailability?: CourierAvailabilityResolvers<ContextType>;
  CourierPickUp?: CourierPickUpResolvers<ContextType>;
  CourierWindow?: CourierWindowResolvers<ContextType>;
  CreditBalance?: CreditBalanceResolvers<ContextType>;
  CreditUse?: CreditUseResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DownloadFile?: DownloadFileResolvers<ContextType>;
  DownloadManifest?: DownloadManifestResolvers<ContextType>;
  Exposure?: ExposureResolvers<ContextType>;
  ExposureImport?: ExposureImportResolvers<ContextType>;
  ExposureLog?: ExposureLogResolvers<ContextType>;
  FilmRoll?: FilmRollResolvers<ContextType>;
  FilmRollConnection?: FilmRollConnectionResolvers<ContextType>;
  FilmRollEdge?: FilmRollEdgeResolvers<ContextType>;
  FilmRollPage?: FilmRollPageResolvers<ContextType>;
  FilmTypeOutstanding?: FilmTypeOutstandingResolvers<ContextType>;
  GeneralStats?: GeneralStatsResolvers<ContextType>;
  LabFeatureNote?: LabFeatureNoteResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationCount?: LocationCountResolvers<ContextType>;
  LoggedFrame?: LoggedFrameResolvers<ContextType>;
  LoggedRoll?: LoggedRollResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MembershipPlan?: MembershipPlanResolvers<ContextType>;
  Messenger?: MessengerResolvers<ContextType>;
  MessengerHours?: MessengerHoursResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotifyNextStopPayload?: NotifyNextStopPayloadResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderActions?: OrderActionsResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderQuote?: OrderQuoteResolvers<ContextType>;
  OrderSearchResult?: OrderSearchResultResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Paper?: PaperResolvers<ContextType>;
  PaperSize?: PaperSizeResolvers<ContextType>;
  PhotoLocation?: PhotoLocationResolvers<ContextType>;
  PickUp?: PickUpResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PlaceName?: PlaceNameResolvers<ContextType>;
  PlaceSuggestion?: PlaceSuggestionResolvers<ContextType>;
  PlatformAccess?: PlatformAccessResolvers<ContextType>;
  Preference?: PreferenceResolvers<ContextType>;
  PriceColumn?: PriceColumnResolvers<ContextType>;
  PriceComparison?: PriceComparisonResolvers<ContextType>;
  Print?: PrintResolvers<ContextType>;
  PrintDraft?: PrintDraftResolvers<ContextType>;
  PrintDraftUpload?: PrintDraftUploadResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductDetail?: ProductDetailResolvers<ContextType>;
  ProductFilterGroup?: ProductFilterGroupResolvers<ContextType>;
  ProductFilters?: ProductFiltersResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductImageUpload?: ProductImageUploadResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProfilePicUpload?: ProfilePicUploadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReferralInvitation?: ReferralInvitationResolvers<ContextType>;
  Referrals?: ReferralsResolvers<ContextType>;
  ReferredFriend?: ReferredFriendResolvers<ContextType>;
  RollEventDay?: RollEventDayResolvers<ContextType>;
  RollEventEntry?: RollEventEntryResolvers<ContextType>;
  RollEventPage?: RollEventPageResolvers<ContextType>;
  RollEventRoll?: RollEventRollResolvers<ContextType>;
  Route?: RouteResolvers<ContextType>;
  RouteDay?: RouteDayResolvers<ContextType>;
  RouteStop?: RouteStopResolvers<ContextType>;
  SavedCard?: SavedCardResolvers<ContextType>;
  Scan?: ScanResolvers<ContextType>;
  ScanConnection?: ScanConnectionResolvers<ContextType>;
  ScanEdge?: ScanEdgeResolvers<ContextType>;
  ScanFilters?: ScanFiltersResolvers<ContextType>;
  ScanPage?: ScanPageResolvers<ContextType>;
  ScanUpload?: ScanUploadResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  ShareLink?: ShareLinkResolvers<ContextType>;
  SharedScan?: SharedScanResolvers<ContextType>;
  SharedScans?: SharedScansResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  SocialSignInProvider?: SocialSignInProviderResolvers<ContextType>;
  SocialSubmission?: SocialSubmissionResolvers<ContextType>;
  SocialSubmissionPage?: SocialSubmissionPageResolvers<ContextType>;
  StopAddress?: StopAddressResolvers<ContextType>;
  Subscriber?: SubscriberResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  Turnaround?: TurnaroundResolvers<ContextType>;
  UnlockPrice?: UnlockPriceResolvers<ContextType>;
  UnlockQuote?: UnlockQuoteResolvers<ContextType>;
  UnlockScansPayload?: UnlockScansPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserEvent?: UserEventResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  VendorOrder?: VendorOrderResolvers<ContextType>;
  VendorOrderPrint?: VendorOrderPrintResolvers<ContextType>;
  VendorShipTo?: VendorShipToResolvers<ContextType>;
  WaitlistEntry?: WaitlistEntryResolvers<ContextType>;
  ZipCode?: ZipCodeResolvers<ContextType>;
}>;

