import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { LabUser, LabAddress, LabGeneralStats, LabLocation, LabZipCode, LabWaitlistEntry } from '../lab-client/types.js';
import type { GraphQLContext } from './context.js';
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds an address to the logged-in user's address book. */
  createAddress: Address;
  /** Removes an address; answers the user with the remaining addresses. */
  deleteAddress: User;
  joinWaitlist: WaitlistEntry;
  login: AuthPayload;
  /** Always true, whether or not the e-mail has an account (no account discovery). */
  requestPasswordReset: Scalars['Boolean']['output'];
  resetPassword: Scalars['Boolean']['output'];
  signup: AuthPayload;
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


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSignupArgs = {
  input: SignupInput;
};


export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: AddressInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};

/** One saved user preference (spec §3 'User preferences'). */
export type Preference = {
  __typename?: 'Preference';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  blogPosts: Array<BlogPost>;
  generalStats?: Maybe<GeneralStats>;
  locations: Array<Location>;
  /** The logged-in user; null for visitors and for an invalid or expired token. */
  me?: Maybe<User>;
  /** Any user, for admins. */
  user?: Maybe<User>;
  /** Users matching a search (name, e-mail or phone), for admins. */
  users: UserPage;
  /** Whether a password-reset link's token is still valid. */
  validatePasswordResetToken: Scalars['Boolean']['output'];
  zipCodes: Array<ZipCode>;
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

export type Turnaround = {
  __typename?: 'Turnaround';
  /** Estimated business days to deliver scans, rounded up, at least 2. */
  estimatedDays: Scalars['Int']['output'];
  /** Rolls received and not yet delivered. */
  totalOutstanding: Scalars['Int']['output'];
};

export type UpdateUserInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A person with an account at the lab. */
export type User = {
  __typename?: 'User';
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
  phone?: Maybe<Scalars['String']['output']>;
  preferences: Array<Preference>;
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
  Address: ResolverTypeWrapper<LabAddress>;
  AddressInput: AddressInput;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
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
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Preference: ResolverTypeWrapper<Preference>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SignupInput: SignupInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Turnaround: ResolverTypeWrapper<Turnaround>;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<LabUser>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  WaitlistEntry: ResolverTypeWrapper<LabWaitlistEntry>;
  ZipCode: ResolverTypeWrapper<LabZipCode>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Address: LabAddress;
  AddressInput: AddressInput;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
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
  Mutation: Record<PropertyKey, never>;
  Preference: Preference;
  Query: Record<PropertyKey, never>;
  SignupInput: SignupInput;
  String: Scalars['String']['output'];
  Turnaround: Turnaround;
  UpdateUserInput: UpdateUserInput;
  User: LabUser;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  WaitlistEntry: LabWaitlistEntry;
  ZipCode: LabZipCode;
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

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  createAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  deleteAddress?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  joinWaitlist?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  signup?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignupArgs, 'input'>>;
  updateAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
}>;

export type PreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Preference'] = ResolversParentTypes['Preference']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  blogPosts?: Resolver<Array<ResolversTypes['BlogPost']>, ParentType, ContextType>;
  generalStats?: Resolver<Maybe<ResolversTypes['GeneralStats']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset'>>;
  validatePasswordResetToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryValidatePasswordResetTokenArgs, 'token'>>;
  zipCodes?: Resolver<Array<ResolversTypes['ZipCode']>, ParentType, ContextType, Partial<QueryZipCodesArgs>>;
}>;

export type TurnaroundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Turnaround'] = ResolversParentTypes['Turnaround']> = ResolversObject<{
  estimatedDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOutstanding?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstOrderCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['Preference']>, ParentType, ContextType>;
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
  Address?: AddressResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FilmTypeOutstanding?: FilmTypeOutstandingResolvers<ContextType>;
  GeneralStats?: GeneralStatsResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationCount?: LocationCountResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Preference?: PreferenceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Turnaround?: TurnaroundResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  WaitlistEntry?: WaitlistEntryResolvers<ContextType>;
  ZipCode?: ZipCodeResolvers<ContextType>;
}>;

