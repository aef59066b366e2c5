/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AddressFields on Address {\n    id\n    placeId\n    address1\n    address2\n    city\n    state\n    zip\n    country\n    primary\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  query AddressBook($userId: ID!, $asAdmin: Boolean!) {\n    me @skip(if: $asAdmin) {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n  }\n": typeof types.AddressBookDocument,
    "\n  query PlaceSuggestions($input: String!) {\n    placeSuggestions(input: $input) {\n      placeId\n      description\n    }\n  }\n": typeof types.PlaceSuggestionsDocument,
    "\n  query PlaceDetails($placeId: String!) {\n    place(placeId: $placeId) {\n      placeId\n      formattedAddress\n      address1\n      city\n      state\n      zip\n    }\n  }\n": typeof types.PlaceDetailsDocument,
    "\n  mutation CreateAddress($input: AddressInput!, $userId: ID) {\n    createAddress(input: $input, userId: $userId) {\n      ...AddressFields\n    }\n  }\n": typeof types.CreateAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!, $userId: ID) {\n    updateAddress(id: $id, input: $input, userId: $userId) {\n      ...AddressFields\n    }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      firstName\n      lastName\n      phone\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query Me {\n    me {\n      id\n      role\n      email\n      firstName\n      lastName\n      phone\n      profileImageUrl\n      referralCode\n      firstOrderCreated\n      active\n      accountCredit\n      productCredits\n      membership {\n        planId\n        label\n        status\n        periodEnd\n        lapsed\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.SignupDocument,
    "\n  query ValidatePasswordResetToken($token: String!) {\n    validatePasswordResetToken(token: $token)\n  }\n": typeof types.ValidatePasswordResetTokenDocument,
    "\n  query BlogPosts {\n    blogPosts {\n      title\n      url\n    }\n  }\n": typeof types.BlogPostsDocument,
    "\n  query CommunityGallery {\n    socialSubmissions(selected: true, limit: 25, offset: 0, sortBy: \"selectedAt\", desc: true) {\n      count\n      submissions {\n        id\n        handle\n        width\n        height\n        thumbnailUrl\n        midResUrl\n        hiResUrl\n        filmBrand\n        filmModel\n      }\n    }\n  }\n": typeof types.CommunityGalleryDocument,
    "\n  mutation Subscribe($email: String!, $zip: String) {\n    subscribe(email: $email, zip: $zip) {\n      id\n      email\n      zip\n    }\n  }\n": typeof types.SubscribeDocument,
    "\n  query MembershipPlans {\n    membershipPlans {\n      id\n      label\n      desc\n      price\n      billingInterval\n      active\n      benefits {\n        key\n        label\n        type\n        value\n        amount\n      }\n    }\n  }\n": typeof types.MembershipPlansDocument,
    "\n  query PriceComparison($input: PriceCalculatorInput!) {\n    priceComparison(input: $input) {\n      columns {\n        planId\n        label\n        membership\n        devScan\n        rush\n        scan4K\n        proScan\n        sleeving\n        prints\n        total\n        perRoll\n        best\n      }\n    }\n  }\n": typeof types.PriceComparisonDocument,
    "\n  mutation PurchaseMembership($planId: ID!, $paymentToken: String!, $promoCode: String) {\n    purchaseMembership(planId: $planId, paymentToken: $paymentToken, promoCode: $promoCode) {\n      id\n      active\n      accountCredit\n      productCredits\n      membership {\n        planId\n        label\n        status\n        periodEnd\n        lapsed\n      }\n    }\n  }\n": typeof types.PurchaseMembershipDocument,
    "\n  query AddRushQuote($orderId: ID!, $rollIds: [ID!]!) {\n    addRushQuote(orderId: $orderId, rollIds: $rollIds) {\n      rollCount\n      unitAmount\n      creditsApplied\n      amount\n    }\n  }\n": typeof types.AddRushQuoteDocument,
    "\n  mutation AddRush($orderId: ID!, $rollIds: [ID!]!) {\n    addRush(orderId: $orderId, rollIds: $rollIds) {\n      ...OrderFields\n    }\n  }\n": typeof types.AddRushDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  mutation DeleteOrder($id: ID!) {\n    deleteOrder(id: $id)\n  }\n": typeof types.DeleteOrderDocument,
    "\n  query DropOffLocations {\n    locations {\n      id\n      name\n      address1\n      city\n      hours\n    }\n  }\n": typeof types.DropOffLocationsDocument,
    "\n  query FilmStocks {\n    filmStocks\n  }\n": typeof types.FilmStocksDocument,
    "\n  query OrderCustomer($userId: ID!, $asAdmin: Boolean!) {\n    me @skip(if: $asAdmin) {\n      ...OrderCustomerFields\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      ...OrderCustomerFields\n    }\n  }\n\n  fragment OrderCustomerFields on User {\n    id\n    firstName\n    firstOrderCreated\n    defaultCard\n    preferences {\n      key\n      value\n    }\n  }\n": typeof types.OrderCustomerDocument,
    "\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    location\n    notes\n    createdAt\n    invoicedAt\n    paidAt\n    completedAt\n    canceledAt\n    printsReadyAt\n    customer {\n      id\n      firstName\n      lastName\n      email\n    }\n    rollCount\n    expectedRollCount\n    receivedRollCount\n    countMismatch\n    rolls {\n      id\n      process\n      processLabel\n      format\n      formatLabel\n      stock\n      pushPull\n      crossProcess\n      addPrints\n      addRush\n      sleeving\n      scanQuality\n      halfFrames\n      negativesAction\n      notes\n      stage\n      estimatedReadyAt\n      events {\n        event\n        at\n        recordedBy\n      }\n    }\n    shipments {\n      id\n      method\n      methodLabel\n      serviceLevel\n      toCustomer\n      carrier\n      trackingNumber\n      trackingUrl\n      labelUrl\n      createdAt\n      address {\n        id\n        address1\n        address2\n        city\n        state\n        zip\n      }\n    }\n    lines {\n      key\n      description\n      unitAmount\n      quantity\n      creditsApplied\n      amount\n    }\n    credits {\n      kind\n      label\n      quantity\n      value\n    }\n    totals {\n      subtotal\n      discount\n      credit\n      creditLabel\n      tax\n      total\n    }\n    actions {\n      edit\n      delete\n      pay\n      addRush\n      returnNegatives\n    }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  query OrderQuote($input: OrderQuoteInput!) {\n    orderQuote(input: $input) {\n      defaultScanQuality\n      lines {\n        key\n        description\n        unitAmount\n        quantity\n        creditsApplied\n        amount\n      }\n      credits {\n        kind\n        label\n        quantity\n        value\n      }\n      totals {\n        subtotal\n        discount\n        credit\n        creditLabel\n        tax\n        total\n      }\n    }\n  }\n": typeof types.OrderQuoteDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n": typeof types.OrderDocument,
    "\n  mutation PayOrder($orderId: ID!, $paymentToken: String) {\n    payOrder(orderId: $orderId, paymentToken: $paymentToken) {\n      ...OrderFields\n    }\n  }\n": typeof types.PayOrderDocument,
    "\n  mutation SetReturnNegatives($input: ReturnNegativesInput!) {\n    setReturnNegatives(input: $input) {\n      ...OrderFields\n    }\n  }\n": typeof types.SetReturnNegativesDocument,
    "\n  mutation UpdateOrder($input: UpdateOrderInput!) {\n    updateOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n": typeof types.UpdateOrderDocument,
    "\n  query UserOrders($userId: ID!, $asAdmin: Boolean!, $limit: Int!, $offset: Int!) {\n    me @skip(if: $asAdmin) {\n      id\n      orders(limit: $limit, offset: $offset) {\n        ...OrderPageFields\n      }\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      id\n      orders(limit: $limit, offset: $offset) {\n        ...OrderPageFields\n      }\n    }\n  }\n\n  fragment OrderPageFields on OrderPage {\n    count\n    items {\n      id\n      number\n      status\n      createdAt\n      rollCount\n      location\n      totals {\n        total\n      }\n    }\n  }\n": typeof types.UserOrdersDocument,
};
const documents: Documents = {
    "\n  fragment AddressFields on Address {\n    id\n    placeId\n    address1\n    address2\n    city\n    state\n    zip\n    country\n    primary\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  query AddressBook($userId: ID!, $asAdmin: Boolean!) {\n    me @skip(if: $asAdmin) {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n  }\n": types.AddressBookDocument,
    "\n  query PlaceSuggestions($input: String!) {\n    placeSuggestions(input: $input) {\n      placeId\n      description\n    }\n  }\n": types.PlaceSuggestionsDocument,
    "\n  query PlaceDetails($placeId: String!) {\n    place(placeId: $placeId) {\n      placeId\n      formattedAddress\n      address1\n      city\n      state\n      zip\n    }\n  }\n": types.PlaceDetailsDocument,
    "\n  mutation CreateAddress($input: AddressInput!, $userId: ID) {\n    createAddress(input: $input, userId: $userId) {\n      ...AddressFields\n    }\n  }\n": types.CreateAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!, $userId: ID) {\n    updateAddress(id: $id, input: $input, userId: $userId) {\n      ...AddressFields\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      firstName\n      lastName\n      phone\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  query Me {\n    me {\n      id\n      role\n      email\n      firstName\n      lastName\n      phone\n      profileImageUrl\n      referralCode\n      firstOrderCreated\n      active\n      accountCredit\n      productCredits\n      membership {\n        planId\n        label\n        status\n        periodEnd\n        lapsed\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.SignupDocument,
    "\n  query ValidatePasswordResetToken($token: String!) {\n    validatePasswordResetToken(token: $token)\n  }\n": types.ValidatePasswordResetTokenDocument,
    "\n  query BlogPosts {\n    blogPosts {\n      title\n      url\n    }\n  }\n": types.BlogPostsDocument,
    "\n  query CommunityGallery {\n    socialSubmissions(selected: true, limit: 25, offset: 0, sortBy: \"selectedAt\", desc: true) {\n      count\n      submissions {\n        id\n        handle\n        width\n        height\n        thumbnailUrl\n        midResUrl\n        hiResUrl\n        filmBrand\n        filmModel\n      }\n    }\n  }\n": types.CommunityGalleryDocument,
    "\n  mutation Subscribe($email: String!, $zip: String) {\n    subscribe(email: $email, zip: $zip) {\n      id\n      email\n      zip\n    }\n  }\n": types.SubscribeDocument,
    "\n  query MembershipPlans {\n    membershipPlans {\n      id\n      label\n      desc\n      price\n      billingInterval\n      active\n      benefits {\n        key\n        label\n        type\n        value\n        amount\n      }\n    }\n  }\n": types.MembershipPlansDocument,
    "\n  query PriceComparison($input: PriceCalculatorInput!) {\n    priceComparison(input: $input) {\n      columns {\n        planId\n        label\n        membership\n        devScan\n        rush\n        scan4K\n        proScan\n        sleeving\n        prints\n        total\n        perRoll\n        best\n      }\n    }\n  }\n": types.PriceComparisonDocument,
    "\n  mutation PurchaseMembership($planId: ID!, $paymentToken: String!, $promoCode: String) {\n    purchaseMembership(planId: $planId, paymentToken: $paymentToken, promoCode: $promoCode) {\n      id\n      active\n      accountCredit\n      productCredits\n      membership {\n        planId\n        label\n        status\n        periodEnd\n        lapsed\n      }\n    }\n  }\n": types.PurchaseMembershipDocument,
    "\n  query AddRushQuote($orderId: ID!, $rollIds: [ID!]!) {\n    addRushQuote(orderId: $orderId, rollIds: $rollIds) {\n      rollCount\n      unitAmount\n      creditsApplied\n      amount\n    }\n  }\n": types.AddRushQuoteDocument,
    "\n  mutation AddRush($orderId: ID!, $rollIds: [ID!]!) {\n    addRush(orderId: $orderId, rollIds: $rollIds) {\n      ...OrderFields\n    }\n  }\n": types.AddRushDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n": types.CreateOrderDocument,
    "\n  mutation DeleteOrder($id: ID!) {\n    deleteOrder(id: $id)\n  }\n": types.DeleteOrderDocument,
    "\n  query DropOffLocations {\n    locations {\n      id\n      name\n      address1\n      city\n      hours\n    }\n  }\n": types.DropOffLocationsDocument,
    "\n  query FilmStocks {\n    filmStocks\n  }\n": types.FilmStocksDocument,
    "\n  query OrderCustomer($userId: ID!, $asAdmin: Boolean!) {\n    me @skip(if: $asAdmin) {\n      ...OrderCustomerFields\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      ...OrderCustomerFields\n    }\n  }\n\n  fragment OrderCustomerFields on User {\n    id\n    firstName\n    firstOrderCreated\n    defaultCard\n    preferences {\n      key\n      value\n    }\n  }\n": types.OrderCustomerDocument,
    "\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    location\n    notes\n    createdAt\n    invoicedAt\n    paidAt\n    completedAt\n    canceledAt\n    printsReadyAt\n    customer {\n      id\n      firstName\n      lastName\n      email\n    }\n    rollCount\n    expectedRollCount\n    receivedRollCount\n    countMismatch\n    rolls {\n      id\n      process\n      processLabel\n      format\n      formatLabel\n      stock\n      pushPull\n      crossProcess\n      addPrints\n      addRush\n      sleeving\n      scanQuality\n      halfFrames\n      negativesAction\n      notes\n      stage\n      estimatedReadyAt\n      events {\n        event\n        at\n        recordedBy\n      }\n    }\n    shipments {\n      id\n      method\n      methodLabel\n      serviceLevel\n      toCustomer\n      carrier\n      trackingNumber\n      trackingUrl\n      labelUrl\n      createdAt\n      address {\n        id\n        address1\n        address2\n        city\n        state\n        zip\n      }\n    }\n    lines {\n      key\n      description\n      unitAmount\n      quantity\n      creditsApplied\n      amount\n    }\n    credits {\n      kind\n      label\n      quantity\n      value\n    }\n    totals {\n      subtotal\n      discount\n      credit\n      creditLabel\n      tax\n      total\n    }\n    actions {\n      edit\n      delete\n      pay\n      addRush\n      returnNegatives\n    }\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  query OrderQuote($input: OrderQuoteInput!) {\n    orderQuote(input: $input) {\n      defaultScanQuality\n      lines {\n        key\n        description\n        unitAmount\n        quantity\n        creditsApplied\n        amount\n      }\n      credits {\n        kind\n        label\n        quantity\n        value\n      }\n      totals {\n        subtotal\n        discount\n        credit\n        creditLabel\n        tax\n        total\n      }\n    }\n  }\n": types.OrderQuoteDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n": types.OrderDocument,
    "\n  mutation PayOrder($orderId: ID!, $paymentToken: String) {\n    payOrder(orderId: $orderId, paymentToken: $paymentToken) {\n      ...OrderFields\n    }\n  }\n": types.PayOrderDocument,
    "\n  mutation SetReturnNegatives($input: ReturnNegativesInput!) {\n    setReturnNegatives(input: $input) {\n      ...OrderFields\n    }\n  }\n": types.SetReturnNegativesDocument,
    "\n  mutation UpdateOrder($input: UpdateOrderInput!) {\n    updateOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n": types.UpdateOrderDocument,
    "\n  query UserOrders($userId: ID!, $asAdmin: Boolean!, $limit: Int!, $offset: Int!) {\n    me @skip(if: $asAdmin) {\n      id\n      orders(limit: $limit, offset: $offset) {\n        ...OrderPageFields\n      }\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      id\n      orders(limit: $limit, offset: $offset) {\n        ...OrderPageFields\n      }\n    }\n  }\n\n  fragment OrderPageFields on OrderPage {\n    count\n    items {\n      id\n      number\n      status\n      createdAt\n      rollCount\n      location\n      totals {\n        total\n      }\n    }\n  }\n": types.UserOrdersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    id\n    placeId\n    address1\n    address2\n    city\n    state\n    zip\n    country\n    primary\n  }\n"): (typeof documents)["\n  fragment AddressFields on Address {\n    id\n    placeId\n    address1\n    address2\n    city\n    state\n    zip\n    country\n    primary\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressBook($userId: ID!, $asAdmin: Boolean!) {\n    me @skip(if: $asAdmin) {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AddressBook($userId: ID!, $asAdmin: Boolean!) {\n    me @skip(if: $asAdmin) {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceSuggestions($input: String!) {\n    placeSuggestions(input: $input) {\n      placeId\n      description\n    }\n  }\n"): (typeof documents)["\n  query PlaceSuggestions($input: String!) {\n    placeSuggestions(input: $input) {\n      placeId\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceDetails($placeId: String!) {\n    place(placeId: $placeId) {\n      placeId\n      formattedAddress\n      address1\n      city\n      state\n      zip\n    }\n  }\n"): (typeof documents)["\n  query PlaceDetails($placeId: String!) {\n    place(placeId: $placeId) {\n      placeId\n      formattedAddress\n      address1\n      city\n      state\n      zip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAddress($input: AddressInput!, $userId: ID) {\n    createAddress(input: $input, userId: $userId) {\n      ...AddressFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAddress($input: AddressInput!, $userId: ID) {\n    createAddress(input: $input, userId: $userId) {\n      ...AddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!, $userId: ID) {\n    updateAddress(id: $id, input: $input, userId: $userId) {\n      ...AddressFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAddress($id: ID!, $input: AddressInput!, $userId: ID) {\n    updateAddress(id: $id, input: $input, userId: $userId) {\n      ...AddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      firstName\n      lastName\n      phone\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      firstName\n      lastName\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      role\n      email\n      firstName\n      lastName\n      phone\n      profileImageUrl\n      referralCode\n      firstOrderCreated\n      active\n      accountCredit\n      productCredits\n      membership {\n        planId\n        label\n        status\n        periodEnd\n        lapsed\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      role\n      email\n      firstName\n      lastName\n      phone\n      profileImageUrl\n      referralCode\n      firstOrderCreated\n      active\n      accountCredit\n      productCredits\n      membership {\n        planId\n        label\n        status\n        periodEnd\n        lapsed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidatePasswordResetToken($token: String!) {\n    validatePasswordResetToken(token: $token)\n  }\n"): (typeof documents)["\n  query ValidatePasswordResetToken($token: String!) {\n    validatePasswordResetToken(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPosts {\n    blogPosts {\n      title\n      url\n    }\n  }\n"): (typeof documents)["\n  query BlogPosts {\n    blogPosts {\n      title\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityGallery {\n    socialSubmissions(selected: true, limit: 25, offset: 0, sortBy: \"selectedAt\", desc: true) {\n      count\n      submissions {\n        id\n        handle\n        width\n        height\n        thumbnailUrl\n        midResUrl\n        hiResUrl\n        filmBrand\n        filmModel\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommunityGallery {\n    socialSubmissions(selected: true, limit: 25, offset: 0, sortBy: \"selectedAt\", desc: true) {\n      count\n      submissions {\n        id\n        handle\n        width\n        height\n        thumbnailUrl\n        midResUrl\n        hiResUrl\n        filmBrand\n        filmModel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Subscribe($email: String!, $zip: String) {\n    subscribe(email: $email, zip: $zip) {\n      id\n      email\n      zip\n    }\n  }\n"): (typeof documents)["\n  mutation Subscribe($email: String!, $zip: String) {\n    subscribe(email: $email, zip: $zip) {\n      id\n      email\n      zip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipPlans {\n    membershipPlans {\n      id\n      label\n      desc\n      price\n      billingInterval\n      active\n      benefits {\n        key\n        label\n        type\n        value\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query MembershipPlans {\n    membershipPlans {\n      id\n      label\n      desc\n      price\n      billingInterval\n      active\n      benefits {\n        key\n        label\n        type\n        value\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceComparison($input: PriceCalculatorInput!) {\n    priceComparison(input: $input) {\n      columns {\n        planId\n        label\n        membership\n        devScan\n        rush\n        scan4K\n        proScan\n        sleeving\n        prints\n        total\n        perRoll\n        best\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceComparison($input: PriceCalculatorInput!) {\n    priceComparison(input: $input) {\n      columns {\n        planId\n        label\n        membership\n        devScan\n        rush\n        scan4K\n        proScan\n        sleeving\n        prints\n        total\n        perRoll\n        best\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseMembership($planId: ID!, $paymentToken: String!, $promoCode: String) {\n    purchaseMembership(planId: $planId, paymentToken: $paymentToken, promoCode: $promoCode) {\n      id\n      active\n      accountCredit\n      productCredits\n      membership {\n        planId\n        label\n        status\n        periodEnd\n        lapsed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PurchaseMembership($planId: ID!, $paymentToken: String!, $promoCode: String) {\n    purchaseMembership(planId: $planId, paymentToken: $paymentToken, promoCode: $promoCode) {\n      id\n      active\n      accountCredit\n      productCredits\n      membership {\n        planId\n        label\n        status\n        periodEnd\n        lapsed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddRushQuote($orderId: ID!, $rollIds: [ID!]!) {\n    addRushQuote(orderId: $orderId, rollIds: $rollIds) {\n      rollCount\n      unitAmount\n      creditsApplied\n      amount\n    }\n  }\n"): (typeof documents)["\n  query AddRushQuote($orderId: ID!, $rollIds: [ID!]!) {\n    addRushQuote(orderId: $orderId, rollIds: $rollIds) {\n      rollCount\n      unitAmount\n      creditsApplied\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRush($orderId: ID!, $rollIds: [ID!]!) {\n    addRush(orderId: $orderId, rollIds: $rollIds) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddRush($orderId: ID!, $rollIds: [ID!]!) {\n    addRush(orderId: $orderId, rollIds: $rollIds) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrder($id: ID!) {\n    deleteOrder(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteOrder($id: ID!) {\n    deleteOrder(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DropOffLocations {\n    locations {\n      id\n      name\n      address1\n      city\n      hours\n    }\n  }\n"): (typeof documents)["\n  query DropOffLocations {\n    locations {\n      id\n      name\n      address1\n      city\n      hours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilmStocks {\n    filmStocks\n  }\n"): (typeof documents)["\n  query FilmStocks {\n    filmStocks\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderCustomer($userId: ID!, $asAdmin: Boolean!) {\n    me @skip(if: $asAdmin) {\n      ...OrderCustomerFields\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      ...OrderCustomerFields\n    }\n  }\n\n  fragment OrderCustomerFields on User {\n    id\n    firstName\n    firstOrderCreated\n    defaultCard\n    preferences {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query OrderCustomer($userId: ID!, $asAdmin: Boolean!) {\n    me @skip(if: $asAdmin) {\n      ...OrderCustomerFields\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      ...OrderCustomerFields\n    }\n  }\n\n  fragment OrderCustomerFields on User {\n    id\n    firstName\n    firstOrderCreated\n    defaultCard\n    preferences {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    location\n    notes\n    createdAt\n    invoicedAt\n    paidAt\n    completedAt\n    canceledAt\n    printsReadyAt\n    customer {\n      id\n      firstName\n      lastName\n      email\n    }\n    rollCount\n    expectedRollCount\n    receivedRollCount\n    countMismatch\n    rolls {\n      id\n      process\n      processLabel\n      format\n      formatLabel\n      stock\n      pushPull\n      crossProcess\n      addPrints\n      addRush\n      sleeving\n      scanQuality\n      halfFrames\n      negativesAction\n      notes\n      stage\n      estimatedReadyAt\n      events {\n        event\n        at\n        recordedBy\n      }\n    }\n    shipments {\n      id\n      method\n      methodLabel\n      serviceLevel\n      toCustomer\n      carrier\n      trackingNumber\n      trackingUrl\n      labelUrl\n      createdAt\n      address {\n        id\n        address1\n        address2\n        city\n        state\n        zip\n      }\n    }\n    lines {\n      key\n      description\n      unitAmount\n      quantity\n      creditsApplied\n      amount\n    }\n    credits {\n      kind\n      label\n      quantity\n      value\n    }\n    totals {\n      subtotal\n      discount\n      credit\n      creditLabel\n      tax\n      total\n    }\n    actions {\n      edit\n      delete\n      pay\n      addRush\n      returnNegatives\n    }\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    location\n    notes\n    createdAt\n    invoicedAt\n    paidAt\n    completedAt\n    canceledAt\n    printsReadyAt\n    customer {\n      id\n      firstName\n      lastName\n      email\n    }\n    rollCount\n    expectedRollCount\n    receivedRollCount\n    countMismatch\n    rolls {\n      id\n      process\n      processLabel\n      format\n      formatLabel\n      stock\n      pushPull\n      crossProcess\n      addPrints\n      addRush\n      sleeving\n      scanQuality\n      halfFrames\n      negativesAction\n      notes\n      stage\n      estimatedReadyAt\n      events {\n        event\n        at\n        recordedBy\n      }\n    }\n    shipments {\n      id\n      method\n      methodLabel\n      serviceLevel\n      toCustomer\n      carrier\n      trackingNumber\n      trackingUrl\n      labelUrl\n      createdAt\n      address {\n        id\n        address1\n        address2\n        city\n        state\n        zip\n      }\n    }\n    lines {\n      key\n      description\n      unitAmount\n      quantity\n      creditsApplied\n      amount\n    }\n    credits {\n      kind\n      label\n      quantity\n      value\n    }\n    totals {\n      subtotal\n      discount\n      credit\n      creditLabel\n      tax\n      total\n    }\n    actions {\n      edit\n      delete\n      pay\n      addRush\n      returnNegatives\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderQuote($input: OrderQuoteInput!) {\n    orderQuote(input: $input) {\n      defaultScanQuality\n      lines {\n        key\n        description\n        unitAmount\n        quantity\n        creditsApplied\n        amount\n      }\n      credits {\n        kind\n        label\n        quantity\n        value\n      }\n      totals {\n        subtotal\n        discount\n        credit\n        creditLabel\n        tax\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderQuote($input: OrderQuoteInput!) {\n    orderQuote(input: $input) {\n      defaultScanQuality\n      lines {\n        key\n        description\n        unitAmount\n        quantity\n        creditsApplied\n        amount\n      }\n      credits {\n        kind\n        label\n        quantity\n        value\n      }\n      totals {\n        subtotal\n        discount\n        credit\n        creditLabel\n        tax\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOrder($orderId: ID!, $paymentToken: String) {\n    payOrder(orderId: $orderId, paymentToken: $paymentToken) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation PayOrder($orderId: ID!, $paymentToken: String) {\n    payOrder(orderId: $orderId, paymentToken: $paymentToken) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReturnNegatives($input: ReturnNegativesInput!) {\n    setReturnNegatives(input: $input) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetReturnNegatives($input: ReturnNegativesInput!) {\n    setReturnNegatives(input: $input) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrder($input: UpdateOrderInput!) {\n    updateOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrder($input: UpdateOrderInput!) {\n    updateOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserOrders($userId: ID!, $asAdmin: Boolean!, $limit: Int!, $offset: Int!) {\n    me @skip(if: $asAdmin) {\n      id\n      orders(limit: $limit, offset: $offset) {\n        ...OrderPageFields\n      }\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      id\n      orders(limit: $limit, offset: $offset) {\n        ...OrderPageFields\n      }\n    }\n  }\n\n  fragment OrderPageFields on OrderPage {\n    count\n    items {\n      id\n      number\n      status\n      createdAt\n      rollCount\n      location\n      totals {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserOrders($userId: ID!, $asAdmin: Boolean!, $limit: Int!, $offset: Int!) {\n    me @skip(if: $asAdmin) {\n      id\n      orders(limit: $limit, offset: $offset) {\n        ...OrderPageFields\n      }\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      id\n      orders(limit: $limit, offset: $offset) {\n        ...OrderPageFields\n      }\n    }\n  }\n\n  fragment OrderPageFields on OrderPage {\n    count\n    items {\n      id\n      number\n      status\n      createdAt\n      rollCount\n      location\n      totals {\n        total\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;