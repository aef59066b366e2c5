import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { LabUser, LabAddress, LabGeneralStats, LabLocation, LabZipCode, LabWaitlistEntry, LabOrderWrapper } from '../../lab-client/types.js';
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
  /** Adds an address to the logged-in user's address book. */
  createAddress: Address;
  /** Removes an address; answers the user with the remaining addresses. */
  deleteAddress: User;
  joinWaitlist: WaitlistEntry;
  login: AuthPayload;
  /** Buys an active paid plan for the logged-in user with a card token; answers the user with the new membership. */
  purchaseMembership: User;
  /** Always true, whether or not the e-mail has an account (no account discovery). */
  requestPasswordReset: Scalars['Boolean']['output'];
  resetPassword: Scalars['Boolean']['output'];
  /** Picks a submission for the community gallery or takes it out (admins); without `selected` it toggles. */
  selectSocialSubmission: SocialSubmission;
  signup: AuthPayload;
  /** Adds the e-mail to the newsletter; an e-mail already on it answers the stored subscriber (not an error). */
  subscribe: Subscriber;
  updateAddress: Address;
  /** Updates the logged-in user's own names and phone. */
  updateUser: User;
};


export type MutationCreateAddressArgs = {
  input: AddressInput;
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationJoinWaitlistArgs = {
  input: JoinWaitlistInput;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationPurchaseMembershipArgs = {
  paymentToken: Scalars['String']['input'];
  planId: Scalars['ID']['input'];
  promoCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSelectSocialSubmissionArgs = {
  id: Scalars['ID']['input'];
  selected?: InputMaybe<Scalars['Boolean']['input']>;
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
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};

export type Order = {
  __typename?: 'Order';
  id: Scalars['ID']['output'];
  status: OrderStatus;
  totals: OrderTotals;
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

export type Query = {
  __typename?: 'Query';
  blogPosts?: Maybe<Array<BlogPost>>;
  generalStats?: Maybe<GeneralStats>;
  /** Null, with an error on this path, when the lab cannot answer (the rest of the query still answers). */
  locations?: Maybe<Array<Location>>;
  /** The logged-in user; null for visitors and for an invalid or expired token. */
  me?: Maybe<User>;
  /** The membership plans; legacy (inactive) plans only when asked. */
  membershipPlans: Array<MembershipPlan>;
  /** A year's cost on each current tier for what a person shoots. */
  priceComparison: PriceComparison;
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


export type QueryMembershipPlansArgs = {
  includeLegacy?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryPriceComparisonArgs = {
  input: PriceCalculatorInput;
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

export type Role =
  | 'ADMIN'
  | 'CUSTOMER'
  | 'MESSENGER'
  | 'VENDOR';

export type SignupInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
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

/** A newsletter subscriber (spec §3); its presence means the visitor has subscribed. */
export type Subscriber = {
  __typename?: 'Subscriber';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** '0' when none was given. */
  zip: Scalars['String']['output'];
};

export type Turnaround = {
  __typename?: 'Turnaround';
  /** Estimated business days to deliver scans, rounded up, at least 2. */
  estimatedDays: Scalars['Int']['output'];
  /** Rolls received and not yet delivered. */
  totalOutstanding: Scalars['Int']['output'];
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
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** True once the user has created their first development order. */
  firstOrderCreated: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** The plan in force, computed by the server from the payment-customer record (spec §4). */
  membership: Membership;
  phone?: Maybe<Scalars['String']['output']>;
  preferences: Array<Preference>;
  /** How many product credits (prepaid items) the user holds. */
  productCredits: Scalars['Int']['output'];
  profileImageUrl?: Maybe<Scalars['String']['output']>;
  referralCode?: Maybe<Scalars['String']['output']>;
  role: Role;
};

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
  Address: ResolverTypeWrapper<LabAddress>;
  AddressInput: AddressInput;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Benefit: ResolverTypeWrapper<Benefit>;
  BenefitType: BenefitType;
  BillingInterval: BillingInterval;
  BlogPost: ResolverTypeWrapper<BlogPost>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
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
  Order: ResolverTypeWrapper<LabOrderWrapper>;
  OrderStatus: OrderStatus;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  PlanId: PlanId;
  Preference: ResolverTypeWrapper<Preference>;
  PriceCalculatorInput: PriceCalculatorInput;
  PriceCalculatorRollsInput: PriceCalculatorRollsInput;
  PriceColumn: ResolverTypeWrapper<PriceColumnSource>;
  PriceComparison: ResolverTypeWrapper<Omit<PriceComparison, 'columns'> & { columns: Array<ResolversTypes['PriceColumn']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SignupInput: SignupInput;
  SocialSubmission: ResolverTypeWrapper<LabSocialSubmission>;
  SocialSubmissionPage: ResolverTypeWrapper<Omit<SocialSubmissionPage, 'submissions'> & { submissions: Array<ResolversTypes['SocialSubmission']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscriber: ResolverTypeWrapper<LabSubscriber>;
  Turnaround: ResolverTypeWrapper<Turnaround>;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<LabUser>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  WaitlistEntry: ResolverTypeWrapper<LabWaitlistEntry>;
  ZipCode: ResolverTypeWrapper<LabZipCode>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddOnPrices: AddOnPrices;
  Address: LabAddress;
  AddressInput: AddressInput;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Benefit: Benefit;
  BlogPost: BlogPost;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
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
  OrderTotals: OrderTotals;
  Preference: Preference;
  PriceCalculatorInput: PriceCalculatorInput;
  PriceCalculatorRollsInput: PriceCalculatorRollsInput;
  PriceColumn: PriceColumnSource;
  PriceComparison: Omit<PriceComparison, 'columns'> & { columns: Array<ResolversParentTypes['PriceColumn']> };
  Query: Record<PropertyKey, never>;
  SignupInput: SignupInput;
  SocialSubmission: LabSocialSubmission;
  SocialSubmissionPage: Omit<SocialSubmissionPage, 'submissions'> & { submissions: Array<ResolversParentTypes['SocialSubmission']> };
  String: Scalars['String']['output'];
  Subscriber: LabSubscriber;
  Turnaround: Turnaround;
  UpdateUserInput: UpdateUserInput;
  User: LabUser;
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

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

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
  createAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  deleteAddress?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  joinWaitlist?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  purchaseMembership?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationPurchaseMembershipArgs, 'paymentToken' | 'planId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  selectSocialSubmission?: Resolver<ResolversTypes['SocialSubmission'], ParentType, ContextType, RequireFields<MutationSelectSocialSubmissionArgs, 'id'>>;
  signup?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignupArgs, 'input'>>;
  subscribe?: Resolver<ResolversTypes['Subscriber'], ParentType, ContextType, RequireFields<MutationSubscribeArgs, 'email'>>;
  updateAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
}>;

export type OrderTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderTotals'] = ResolversParentTypes['OrderTotals']> = ResolversObject<{
  credit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  blogPosts?: Resolver<Maybe<Array<ResolversTypes['BlogPost']>>, ParentType, ContextType>;
  generalStats?: Resolver<Maybe<ResolversTypes['GeneralStats']>, ParentType, ContextType>;
  locations?: Resolver<Maybe<Array<ResolversTypes['Location']>>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  membershipPlans?: Resolver<Array<ResolversTypes['MembershipPlan']>, ParentType, ContextType, RequireFields<QueryMembershipPlansArgs, 'includeLegacy'>>;
  priceComparison?: Resolver<ResolversTypes['PriceComparison'], ParentType, ContextType, RequireFields<QueryPriceComparisonArgs, 'input'>>;
  socialSubmissions?: Resolver<ResolversTypes['SocialSubmissionPage'], ParentType, ContextType, RequireFields<QuerySocialSubmissionsArgs, 'limit' | 'offset'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset'>>;
  validatePasswordResetToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryValidatePasswordResetTokenArgs, 'token'>>;
  zipCodes?: Resolver<Maybe<Array<ResolversTypes['ZipCode']>>, ParentType, ContextType, Partial<QueryZipCodesArgs>>;
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

export type TurnaroundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Turnaround'] = ResolversParentTypes['Turnaround']> = ResolversObject<{
  estimatedDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOutstanding?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  accountCredit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstOrderCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membership?: Resolver<ResolversTypes['Membership'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['Preference']>, ParentType, ContextType>;
  productCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profileImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
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
  Address?: AddressResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Benefit?: BenefitResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FilmTypeOutstanding?: FilmTypeOutstandingResolvers<ContextType>;
  GeneralStats?: GeneralStatsResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationCount?: LocationCountResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MembershipPlan?: MembershipPlanResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  Preference?: PreferenceResolvers<ContextType>;
  PriceColumn?: PriceColumnResolvers<ContextType>;
  PriceComparison?: PriceComparisonResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SocialSubmission?: SocialSubmissionResolvers<ContextType>;
  SocialSubmissionPage?: SocialSubmissionPageResolvers<ContextType>;
  Subscriber?: SubscriberResolvers<ContextType>;
  Turnaround?: TurnaroundResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  WaitlistEntry?: WaitlistEntryResolvers<ContextType>;
  ZipCode?: ZipCodeResolvers<ContextType>;
}>;

