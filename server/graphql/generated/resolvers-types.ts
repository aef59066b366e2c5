import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { LabUser, LabAddress, LabGeneralStats, LabLocation, LabZipCode, LabWaitlistEntry, LabOrderWrapper, LabOrderCustomer, LabOrderLine, LabFilmRoll, LabRollEventEntry, LabShipment, LabPickUp, LabRollEventRoll, LabRollEventDay } from '../../lab-client/types.js';
import type { LabSocialSubmission } from '../../lab-client/social.js';
import type { LabSubscriber } from '../../lab-client/subscribers.js';
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

export type Carrier =
  | 'FEDEX'
  | 'UPS'
  | 'USPS';

export type CreateOrderInput = {
  /** A fresh random key per attempt: sending the same key twice creates one order (a double click). */
  idempotencyKey: Scalars['String']['input'];
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
  crossProcess: Scalars['Boolean']['output'];
  /** When the scans should be ready, from the lab's current turnaround; null once synced or while not received. */
  estimatedReadyAt?: Maybe<Scalars['DateTime']['output']>;
  /** Every event recorded for the roll, oldest first. */
  events: Array<RollEventEntry>;
  format: FilmFormat;
  /** '35mm', '120' or 'Disposable'. */
  formatLabel: Scalars['String']['output'];
  halfFrames: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  model: Scalars['String']['output'];
  negativesAction: NegativesAction;
  notes?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  /** The pick-up (check-in) the roll arrived in; null until the lab receives it. */
  pickUpId?: Maybe<Scalars['ID']['output']>;
  process: FilmProcess;
  /** 'C-41', 'BW', 'E-6' or 'ECN-2'. */
  processLabel: Scalars['String']['output'];
  /** Push (+) or pull (−) in stops, −3 to +3; 0 is box speed. */
  pushPull: Scalars['Int']['output'];
  scanQuality: ScanQuality;
  sleeving: Sleeving;
  /** The latest event reached; null while the roll is on its way to the lab. */
  stage?: Maybe<RollEvent>;
  /** Brand and model as one name, e.g. 'Kodak Portra 400'. */
  stock: Scalars['String']['output'];
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

export type JoinWaitlistInput = {
  email: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Admins: record an event on some rolls of the order, or on all when rollIds is left out. */
  addRollsEvent: Order;
  addRush: Order;
  /** Admins: record a payment the card reader took. */
  attachPayment: Order;
  cancelOrder: Order;
  completeOrder: Order;
  /** Adds an address to the logged-in user's address book; admins pass `userId` to add one to a customer's. */
  createAddress: Address;
  /** Creates a development order; sets firstOrderCreated on the first. */
  createOrder: Order;
  /** Removes an address; answers the user with the remaining addresses. */
  deleteAddress: User;
  /** Deletes an OPEN order the lab has not received; answers its id. */
  deleteOrder: Scalars['ID']['output'];
  /** Admins: fix the lines and totals and move the order to INVOICED. */
  invoiceOrder: Order;
  joinWaitlist: WaitlistEntry;
  login: AuthPayload;
  markPrintsReady: Order;
  /** Pays an INVOICED order with the card on file, or with a new card token (which becomes the default). */
  payOrder: Order;
  /** Buys an active paid plan for the logged-in user with a card token; answers the user with the new membership. */
  purchaseMembership: User;
  /** Admins: check rolls in; a count other than the order's is flagged to the customer. */
  receiveOrder: Order;
  /** Always true, whether or not the e-mail has an account (no account discovery). */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** A prepaid shipping label for sending the film of an OPEN order (spec §2 'Free Shipping Label dialog'). */
  requestShippingLabel: Shipment;
  resetPassword: Scalars['Boolean']['output'];
  /** Picks a submission for the community gallery or takes it out (admins); without `selected` it toggles. */
  selectSocialSubmission: SocialSubmission;
  /** Admins: e-mail the invoice to the customer. */
  sendInvoice: Order;
  setReturnNegatives: Order;
  signup: AuthPayload;
  /** Adds the e-mail to the newsletter; an e-mail already on it answers the stored subscriber (not an error). */
  subscribe: Subscriber;
  /** Changes a saved address; admins pass `userId` for a customer's address. */
  updateAddress: Address;
  /** Changes an OPEN order before the lab receives it (admins: any time it is OPEN). */
  updateOrder: Order;
  /** Updates the logged-in user's own names and phone. */
  updateUser: User;
};


export type MutationAddRollsEventArgs = {
  event: RollEvent;
  orderId: Scalars['ID']['input'];
  rollIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationAddRushArgs = {
  orderId: Scalars['ID']['input'];
  rollIds: Array<Scalars['ID']['input']>;
};


export type MutationAttachPaymentArgs = {
  orderId: Scalars['ID']['input'];
  paymentId: Scalars['String']['input'];
};


export type MutationCancelOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationCompleteOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationCreateAddressArgs = {
  input: AddressInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOrderArgs = {
  id: Scalars['ID']['input'];
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


export type MutationPayOrderArgs = {
  orderId: Scalars['ID']['input'];
  paymentToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPurchaseMembershipArgs = {
  paymentToken: Scalars['String']['input'];
  planId: Scalars['ID']['input'];
  promoCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationReceiveOrderArgs = {
  orderId: Scalars['ID']['input'];
  rollCount: Scalars['Int']['input'];
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


export type MutationSelectSocialSubmissionArgs = {
  id: Scalars['ID']['input'];
  selected?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSendInvoiceArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationSetReturnNegativesArgs = {
  input: ReturnNegativesInput;
};


export type MutationSignupArgs = {
  input: SignupInput;
};


export type MutationSubscribeArgs = {
  email: Scalars['String']['input'];
  zip?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: AddressInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateOrderArgs = {
  input: UpdateOrderInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
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

export type Order = {
  __typename?: 'Order';
  actions: OrderActions;
  canceledAt?: Maybe<Scalars['DateTime']['output']>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The lab counted a different number of rolls than the order lists. */
  countMismatch: Scalars['Boolean']['output'];
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
  lines: Array<OrderLine>;
  /** A drop-off location's name, or 'Mail-in'. */
  location: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** The number people see and search for: '10' followed by the id (spec §2). */
  number: Scalars['String']['output'];
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  pickUps: Array<PickUp>;
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

export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
};

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

/** A check-in of rolls at the lab (spec §3 'Pick-up'). */
export type PickUp = {
  __typename?: 'PickUp';
  id: Scalars['ID']['output'];
  location: Scalars['String']['output'];
  receivedAt: Scalars['DateTime']['output'];
  /** Rolls the lab counted. */
  rollCount: Scalars['Int']['output'];
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

/** One saved user preference (spec §3 'User preferences'). */
export type Preference = {
  __typename?: 'Preference';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
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

export type ProductType =
  | 'DIGITAL'
  | 'FULFILLMENT_SERVICE_ADD_ON'
  | 'PRINT'
  | 'PRODUCT'
  | 'SERVICE_ADD_ON'
  | 'SUBSCRIPTION';

export type Query = {
  __typename?: 'Query';
  /** What adding rush to these rolls would cost. */
  addRushQuote: AddRushQuote;
  blogPosts?: Maybe<Array<BlogPost>>;
  /** Film stocks to pick from when adding rolls (free text is allowed too). */
  filmStocks: Array<Scalars['String']['output']>;
  generalStats?: Maybe<GeneralStats>;
  /** Null, with an error on this path, when the lab cannot answer (the rest of the query still answers). */
  locations?: Maybe<Array<Location>>;
  /** The logged-in user; null for visitors and for an invalid or expired token. */
  me?: Maybe<User>;
  /** The membership plans; legacy (inactive) plans only when asked. */
  membershipPlans: Array<MembershipPlan>;
  /** Any order by id: the owner or an admin. */
  order?: Maybe<Order>;
  /** The server's price for an order being built. */
  orderQuote: OrderQuote;
  /** Every order in the lab, newest first (admins). */
  orders: OrderPage;
  place?: Maybe<Place>;
  /** Address suggestions for what was typed (the client debounces 500 ms). */
  placeSuggestions: Array<PlaceSuggestion>;
  /** A year's cost on each current tier for what a person shoots. */
  priceComparison: PriceComparison;
  /** The admin header's quick order search (at most 10 orders). */
  quickSearchOrders: OrderSearchResult;
  /** Rolls that reached `event`, by the lab's day, newest day first (admins). */
  rollEvents: Array<RollEventDay>;
  /**
   * Community submissions. `selected: true` is the public gallery (newest pick first by default); anything else is
   * staff's list, for admins. `limit` 1–100; `sortBy` selectedAt, createdAt or id; `search` matches the handle and film.
   */
  socialSubmissions: SocialSubmissionPage;
  /** Any user, for admins. */
  user?: Maybe<User>;
  /** Users matching a search (name, e-mail or phone), for admins. */
  users: UserPage;
  /** Whether a password-reset link's token is still valid. */
  validatePasswordResetToken: Scalars['Boolean']['output'];
  zipCodes?: Maybe<Array<ZipCode>>;
};


export type QueryAddRushQuoteArgs = {
  orderId: Scalars['ID']['input'];
  rollIds: Array<Scalars['ID']['input']>;
};


export type QueryMembershipPlansArgs = {
  includeLegacy?: InputMaybe<Scalars['Boolean']['input']>;
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


export type QueryPlaceArgs = {
  placeId: Scalars['String']['input'];
};


export type QueryPlaceSuggestionsArgs = {
  input: Scalars['String']['input'];
};


export type QueryPriceComparisonArgs = {
  input: PriceCalculatorInput;
};


export type QueryQuickSearchOrdersArgs = {
  search: Scalars['String']['input'];
};


export type QueryRollEventsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  event: RollEvent;
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
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryValidatePasswordResetTokenArgs = {
  token: Scalars['String']['input'];
};


export type QueryZipCodesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
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
  /** The lab's calendar day, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  rolls: Array<RollEventRoll>;
};

export type RollEventEntry = {
  __typename?: 'RollEventEntry';
  at: Scalars['DateTime']['output'];
  event: RollEvent;
  /** Who recorded it (a staff member's first name), null for automatic events. */
  recordedBy?: Maybe<Scalars['String']['output']>;
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

export type ScanQuality =
  | 'PRO'
  | 'STANDARD_2K'
  | 'STANDARD_4K'
  | 'STANDARD_4K_PRE_SCAN';

export type ServiceLevel =
  | 'fedex_2_day'
  | 'fedex_ground'
  | 'return_negatives'
  | 'standard_overnight'
  | 'usps_first';

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
  | 'DROP_OFF'
  | 'EXTERNAL_FULFILLMENT'
  | 'PREPAID_LABEL'
  | 'RETURN_MAILER';

export type SignupInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type Sleeving =
  | 'CUT'
  | 'NONE'
  | 'UNCUT';

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

export type Turnaround = {
  __typename?: 'Turnaround';
  /** Estimated business days to deliver scans, rounded up, at least 2. */
  estimatedDays: Scalars['Int']['output'];
  /** Rolls received and not yet delivered. */
  totalOutstanding: Scalars['Int']['output'];
};

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
  /** The membership flag kept by the lab (false when a paid plan has lapsed). */
  active: Scalars['Boolean']['output'];
  addresses: Array<Address>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What is left of the membership's credits this period. */
  creditBalances?: Maybe<Array<CreditBalance>>;
  /** The last 4 digits and brand of the card on file, e.g. 'visa •••• 4242'; null when none. */
  defaultCard?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** True once the user has created their first development order. */
  firstOrderCreated: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** The plan in force, computed by the server from the payment-customer record (spec §4). */
  membership: Membership;
  /** The user's orders, newest first. */
  orders?: Maybe<OrderPage>;
  phone?: Maybe<Scalars['String']['output']>;
  preferences: Array<Preference>;
  /** How many product credits (prepaid items) the user holds. */
  productCredits: Scalars['Int']['output'];
  profileImageUrl?: Maybe<Scalars['String']['output']>;
  referralCode?: Maybe<Scalars['String']['output']>;
  role: Role;
};


/** A person with an account at the lab. */
export type UserOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderStatus>;
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
  | 'ZIP_PROGRESS';

export type UserPage = {
  __typename?: 'UserPage';
  count: Scalars['Int']['output'];
  items: Array<User>;
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
  AddOnPrices: ResolverTypeWrapper<AddOnPrices>;
  AddRushQuote: ResolverTypeWrapper<AddRushQuote>;
  Address: ResolverTypeWrapper<LabAddress>;
  AddressInput: AddressInput;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Benefit: ResolverTypeWrapper<Benefit>;
  BenefitType: BenefitType;
  BillingInterval: BillingInterval;
  BlogPost: ResolverTypeWrapper<BlogPost>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Carrier: Carrier;
  CreateOrderInput: CreateOrderInput;
  CreditBalance: ResolverTypeWrapper<CreditBalance>;
  CreditKind: CreditKind;
  CreditUse: ResolverTypeWrapper<CreditUse>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FilmFormat: FilmFormat;
  FilmProcess: FilmProcess;
  FilmRoll: ResolverTypeWrapper<LabFilmRoll>;
  FilmTypeOutstanding: ResolverTypeWrapper<FilmTypeOutstanding>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeneralStats: ResolverTypeWrapper<LabGeneralStats>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JoinWaitlistInput: JoinWaitlistInput;
  Location: ResolverTypeWrapper<LabLocation>;
  LocationCount: ResolverTypeWrapper<LocationCount>;
  Membership: ResolverTypeWrapper<MembershipSource>;
  MembershipPlan: ResolverTypeWrapper<MembershipPlanSource>;
  MembershipStatus: MembershipStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NegativesAction: NegativesAction;
  Order: ResolverTypeWrapper<LabOrderWrapper>;
  OrderActions: ResolverTypeWrapper<OrderActions>;
  OrderCustomer: ResolverTypeWrapper<LabOrderCustomer>;
  OrderLine: ResolverTypeWrapper<LabOrderLine>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderQuote: ResolverTypeWrapper<Omit<OrderQuote, 'lines'> & { lines: Array<ResolversTypes['OrderLine']> }>;
  OrderQuoteInput: OrderQuoteInput;
  OrderSearchResult: ResolverTypeWrapper<Omit<OrderSearchResult, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  OrderStatus: OrderStatus;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  OrdersFilter: OrdersFilter;
  PickUp: ResolverTypeWrapper<LabPickUp>;
  Place: ResolverTypeWrapper<Place>;
  PlaceSuggestion: ResolverTypeWrapper<PlaceSuggestion>;
  PlanId: PlanId;
  Preference: ResolverTypeWrapper<Preference>;
  PriceCalculatorInput: PriceCalculatorInput;
  PriceCalculatorRollsInput: PriceCalculatorRollsInput;
  PriceColumn: ResolverTypeWrapper<PriceColumnSource>;
  PriceComparison: ResolverTypeWrapper<Omit<PriceComparison, 'columns'> & { columns: Array<ResolversTypes['PriceColumn']> }>;
  ProductType: ProductType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReturnNegativesInput: ReturnNegativesInput;
  ReturnShipmentInput: ReturnShipmentInput;
  Role: Role;
  RollEditInput: RollEditInput;
  RollEvent: RollEvent;
  RollEventDay: ResolverTypeWrapper<LabRollEventDay>;
  RollEventEntry: ResolverTypeWrapper<LabRollEventEntry>;
  RollEventRoll: ResolverTypeWrapper<LabRollEventRoll>;
  RollInput: RollInput;
  ScanQuality: ScanQuality;
  ServiceLevel: ServiceLevel;
  Shipment: ResolverTypeWrapper<LabShipment>;
  ShippingMethod: ShippingMethod;
  SignupInput: SignupInput;
  Sleeving: Sleeving;
  SocialSubmission: ResolverTypeWrapper<LabSocialSubmission>;
  SocialSubmissionPage: ResolverTypeWrapper<Omit<SocialSubmissionPage, 'submissions'> & { submissions: Array<ResolversTypes['SocialSubmission']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscriber: ResolverTypeWrapper<LabSubscriber>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Turnaround: ResolverTypeWrapper<Turnaround>;
  UpdateOrderInput: UpdateOrderInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<LabUser>;
  UserEvent: ResolverTypeWrapper<UserEvent>;
  UserEventType: UserEventType;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  WaitlistEntry: ResolverTypeWrapper<LabWaitlistEntry>;
  ZipCode: ResolverTypeWrapper<LabZipCode>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddOnPrices: AddOnPrices;
  AddRushQuote: AddRushQuote;
  Address: LabAddress;
  AddressInput: AddressInput;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Benefit: Benefit;
  BlogPost: BlogPost;
  Boolean: Scalars['Boolean']['output'];
  CreateOrderInput: CreateOrderInput;
  CreditBalance: CreditBalance;
  CreditUse: CreditUse;
  DateTime: Scalars['DateTime']['output'];
  FilmRoll: LabFilmRoll;
  FilmTypeOutstanding: FilmTypeOutstanding;
  Float: Scalars['Float']['output'];
  GeneralStats: LabGeneralStats;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JoinWaitlistInput: JoinWaitlistInput;
  Location: LabLocation;
  LocationCount: LocationCount;
  Membership: MembershipSource;
  MembershipPlan: MembershipPlanSource;
  Mutation: Record<PropertyKey, never>;
  Order: LabOrderWrapper;
  OrderActions: OrderActions;
  OrderCustomer: LabOrderCustomer;
  OrderLine: LabOrderLine;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderQuote: Omit<OrderQuote, 'lines'> & { lines: Array<ResolversParentTypes['OrderLine']> };
  OrderQuoteInput: OrderQuoteInput;
  OrderSearchResult: Omit<OrderSearchResult, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  OrderTotals: OrderTotals;
  OrdersFilter: OrdersFilter;
  PickUp: LabPickUp;
  Place: Place;
  PlaceSuggestion: PlaceSuggestion;
  Preference: Preference;
  PriceCalculatorInput: PriceCalculatorInput;
  PriceCalculatorRollsInput: PriceCalculatorRollsInput;
  PriceColumn: PriceColumnSource;
  PriceComparison: Omit<PriceComparison, 'columns'> & { columns: Array<ResolversParentTypes['PriceColumn']> };
  Query: Record<PropertyKey, never>;
  ReturnNegativesInput: ReturnNegativesInput;
  ReturnShipmentInput: ReturnShipmentInput;
  RollEditInput: RollEditInput;
  RollEventDay: LabRollEventDay;
  RollEventEntry: LabRollEventEntry;
  RollEventRoll: LabRollEventRoll;
  RollInput: RollInput;
  Shipment: LabShipment;
  SignupInput: SignupInput;
  SocialSubmission: LabSocialSubmission;
  SocialSubmissionPage: Omit<SocialSubmissionPage, 'submissions'> & { submissions: Array<ResolversParentTypes['SocialSubmission']> };
  String: Scalars['String']['output'];
  Subscriber: LabSubscriber;
  Subscription: Record<PropertyKey, never>;
  Turnaround: Turnaround;
  UpdateOrderInput: UpdateOrderInput;
  UpdateUserInput: UpdateUserInput;
  User: LabUser;
  UserEvent: UserEvent;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  WaitlistEntry: LabWaitlistEntry;
  ZipCode: LabZipCode;
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

export type FilmRollResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilmRoll'] = ResolversParentTypes['FilmRoll']> = ResolversObject<{
  addPrints?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addRush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  crossProcess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estimatedReadyAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['RollEventEntry']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['FilmFormat'], ParentType, ContextType>;
  formatLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  halfFrames?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negativesAction?: Resolver<ResolversTypes['NegativesAction'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pickUpId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  process?: Resolver<ResolversTypes['FilmProcess'], ParentType, ContextType>;
  processLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pushPull?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scanQuality?: Resolver<ResolversTypes['ScanQuality'], ParentType, ContextType>;
  sleeving?: Resolver<ResolversTypes['Sleeving'], ParentType, ContextType>;
  stage?: Resolver<Maybe<ResolversTypes['RollEvent']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addRollsEvent?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddRollsEventArgs, 'event' | 'orderId'>>;
  addRush?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddRushArgs, 'orderId' | 'rollIds'>>;
  attachPayment?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAttachPaymentArgs, 'orderId' | 'paymentId'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderId'>>;
  completeOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCompleteOrderArgs, 'orderId'>>;
  createAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  deleteAddress?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  deleteOrder?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteOrderArgs, 'id'>>;
  invoiceOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationInvoiceOrderArgs, 'orderId'>>;
  joinWaitlist?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  markPrintsReady?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationMarkPrintsReadyArgs, 'orderId'>>;
  payOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'orderId'>>;
  purchaseMembership?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationPurchaseMembershipArgs, 'paymentToken' | 'planId'>>;
  receiveOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationReceiveOrderArgs, 'orderId' | 'rollCount'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestShippingLabel?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationRequestShippingLabelArgs, 'addressId' | 'orderId'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  selectSocialSubmission?: Resolver<ResolversTypes['SocialSubmission'], ParentType, ContextType, RequireFields<MutationSelectSocialSubmissionArgs, 'id'>>;
  sendInvoice?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSendInvoiceArgs, 'orderId'>>;
  setReturnNegatives?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSetReturnNegativesArgs, 'input'>>;
  signup?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignupArgs, 'input'>>;
  subscribe?: Resolver<ResolversTypes['Subscriber'], ParentType, ContextType, RequireFields<MutationSubscribeArgs, 'email'>>;
  updateAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  actions?: Resolver<ResolversTypes['OrderActions'], ParentType, ContextType>;
  canceledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  countMismatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  credits?: Resolver<Array<ResolversTypes['CreditUse']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['OrderCustomer'], ParentType, ContextType>;
  expectedRollCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoicedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  invoicedTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pickUps?: Resolver<Array<ResolversTypes['PickUp']>, ParentType, ContextType>;
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

export type OrderCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type PickUpResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PickUp'] = ResolversParentTypes['PickUp']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rollCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlaceSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceSuggestion'] = ResolversParentTypes['PlaceSuggestion']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  addRushQuote?: Resolver<ResolversTypes['AddRushQuote'], ParentType, ContextType, RequireFields<QueryAddRushQuoteArgs, 'orderId' | 'rollIds'>>;
  blogPosts?: Resolver<Maybe<Array<ResolversTypes['BlogPost']>>, ParentType, ContextType>;
  filmStocks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  generalStats?: Resolver<Maybe<ResolversTypes['GeneralStats']>, ParentType, ContextType>;
  locations?: Resolver<Maybe<Array<ResolversTypes['Location']>>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  membershipPlans?: Resolver<Array<ResolversTypes['MembershipPlan']>, ParentType, ContextType, RequireFields<QueryMembershipPlansArgs, 'includeLegacy'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderQuote?: Resolver<ResolversTypes['OrderQuote'], ParentType, ContextType, RequireFields<QueryOrderQuoteArgs, 'input'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'limit' | 'offset'>>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlaceArgs, 'placeId'>>;
  placeSuggestions?: Resolver<Array<ResolversTypes['PlaceSuggestion']>, ParentType, ContextType, RequireFields<QueryPlaceSuggestionsArgs, 'input'>>;
  priceComparison?: Resolver<ResolversTypes['PriceComparison'], ParentType, ContextType, RequireFields<QueryPriceComparisonArgs, 'input'>>;
  quickSearchOrders?: Resolver<ResolversTypes['OrderSearchResult'], ParentType, ContextType, RequireFields<QueryQuickSearchOrdersArgs, 'search'>>;
  rollEvents?: Resolver<Array<ResolversTypes['RollEventDay']>, ParentType, ContextType, RequireFields<QueryRollEventsArgs, 'days' | 'event'>>;
  socialSubmissions?: Resolver<ResolversTypes['SocialSubmissionPage'], ParentType, ContextType, RequireFields<QuerySocialSubmissionsArgs, 'limit' | 'offset'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset'>>;
  validatePasswordResetToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryValidatePasswordResetTokenArgs, 'token'>>;
  zipCodes?: Resolver<Maybe<Array<ResolversTypes['ZipCode']>>, ParentType, ContextType, Partial<QueryZipCodesArgs>>;
}>;

export type RollEventDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RollEventDay'] = ResolversParentTypes['RollEventDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rolls?: Resolver<Array<ResolversTypes['RollEventRoll']>, ParentType, ContextType>;
}>;

export type RollEventEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RollEventEntry'] = ResolversParentTypes['RollEventEntry']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['RollEvent'], ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RollEventRollResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RollEventRoll'] = ResolversParentTypes['RollEventRoll']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roll?: Resolver<ResolversTypes['FilmRoll'], ParentType, ContextType>;
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

export type SubscriberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscriber'] = ResolversParentTypes['Subscriber']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  userEvents?: SubscriptionResolver<ResolversTypes['UserEvent'], "userEvents", ParentType, ContextType, Partial<SubscriptionUserEventsArgs>>;
}>;

export type TurnaroundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Turnaround'] = ResolversParentTypes['Turnaround']> = ResolversObject<{
  estimatedDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOutstanding?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  accountCredit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  creditBalances?: Resolver<Maybe<Array<ResolversTypes['CreditBalance']>>, ParentType, ContextType>;
  defaultCard?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstOrderCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membership?: Resolver<ResolversTypes['Membership'], ParentType, ContextType>;
  orders?: Resolver<Maybe<ResolversTypes['OrderPage']>, ParentType, ContextType, RequireFields<UserOrdersArgs, 'limit' | 'offset'>>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['Preference']>, ParentType, ContextType>;
  productCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profileImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
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
  AddOnPrices?: AddOnPricesResolvers<ContextType>;
  AddRushQuote?: AddRushQuoteResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Benefit?: BenefitResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  CreditBalance?: CreditBalanceResolvers<ContextType>;
  CreditUse?: CreditUseResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FilmRoll?: FilmRollResolvers<ContextType>;
  FilmTypeOutstanding?: FilmTypeOutstandingResolvers<ContextType>;
  GeneralStats?: GeneralStatsResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationCount?: LocationCountResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MembershipPlan?: MembershipPlanResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderActions?: OrderActionsResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderQuote?: OrderQuoteResolvers<ContextType>;
  OrderSearchResult?: OrderSearchResultResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  PickUp?: PickUpResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PlaceSuggestion?: PlaceSuggestionResolvers<ContextType>;
  Preference?: PreferenceResolvers<ContextType>;
  PriceColumn?: PriceColumnResolvers<ContextType>;
  PriceComparison?: PriceComparisonResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RollEventDay?: RollEventDayResolvers<ContextType>;
  RollEventEntry?: RollEventEntryResolvers<ContextType>;
  RollEventRoll?: RollEventRollResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  SocialSubmission?: SocialSubmissionResolvers<ContextType>;
  SocialSubmissionPage?: SocialSubmissionPageResolvers<ContextType>;
  Subscriber?: SubscriberResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Turnaround?: TurnaroundResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserEvent?: UserEventResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  WaitlistEntry?: WaitlistEntryResolvers<ContextType>;
  ZipCode?: ZipCodeResolvers<ContextType>;
}>;

