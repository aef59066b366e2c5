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
    "\n  mutation AddRollsEvent($orderId: ID!, $event: RollEvent!, $rollIds: [ID!]) {\n    addRollsEvent(orderId: $orderId, event: $event, rollIds: $rollIds) {\n      ...AdminOrderPanelFields\n    }\n  }\n": typeof types.AddRollsEventDocument,
    "\n  query AdminLocations {\n    locations {\n      id\n      name\n    }\n  }\n": typeof types.AdminLocationsDocument,
    "\n  fragment AdminOrderPanelFields on Order {\n    id\n    number\n    status\n    actions {\n      addRush\n      receive\n      addRollsEvent\n      invoice\n      sendInvoice\n      attachPayment\n      markPrintsReady\n      complete\n      cancel\n    }\n    rolls {\n      id\n      stock\n      processLabel\n      formatLabel\n      stage\n    }\n    expectedRollCount\n    receivedRollCount\n    countMismatch\n    internalNotes\n  }\n": typeof types.AdminOrderPanelFieldsFragmentDoc,
    "\n  query AdminOrderPanel($id: ID!) {\n    order(id: $id) {\n      ...AdminOrderPanelFields\n    }\n  }\n": typeof types.AdminOrderPanelDocument,
    "\n  query AdminOrders($filter: OrdersFilter, $limit: Int, $offset: Int) {\n    orders(filter: $filter, limit: $limit, offset: $offset) {\n      count\n      items {\n        id\n        number\n        status\n        location\n        createdAt\n        rollCount\n        customer {\n          id\n          firstName\n          lastName\n          email\n        }\n        invoicedTotal\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  mutation AttachPayment($orderId: ID!, $paymentId: String!) {\n    attachPayment(orderId: $orderId, paymentId: $paymentId) {\n      ...AdminOrderPanelFields\n    }\n  }\n": typeof types.AttachPaymentDocument,
    "\n  mutation CancelOrder($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation CompleteOrder($orderId: ID!) {\n    completeOrder(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n": typeof types.CompleteOrderDocument,
    "\n  query AdminGeneralStats {\n    generalStats {\n      turnaround {\n        estimatedDays\n        totalOutstanding\n      }\n      outstandingByProcess {\n        process\n        totalOutstanding\n      }\n      rollsScannedToday\n      rollsDevelopedToday\n      rollsSyncedToday\n      rollsSyncedYesterday\n      ordersByLocation {\n        location\n        count\n      }\n    }\n  }\n": typeof types.AdminGeneralStatsDocument,
    "\n  mutation InvoiceOrder($orderId: ID!) {\n    invoiceOrder(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n": typeof types.InvoiceOrderDocument,
    "\n  mutation MarkPrintsReady($orderId: ID!) {\n    markPrintsReady(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n": typeof types.MarkPrintsReadyDocument,
    "\n  query QuickSearchOrders($search: String!) {\n    quickSearchOrders(search: $search) {\n      count\n      orders {\n        id\n        number\n        status\n        customer {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n": typeof types.QuickSearchOrdersDocument,
    "\n  mutation ReceiveOrder($orderId: ID!, $rollCount: Int!) {\n    receiveOrder(orderId: $orderId, rollCount: $rollCount) {\n      ...AdminOrderPanelFields\n    }\n  }\n": typeof types.ReceiveOrderDocument,
    "\n  query RollEvents($event: RollEvent!, $days: Int) {\n    rollEvents(event: $event, days: $days) {\n      date\n      rolls {\n        orderId\n        orderNumber\n        customerId\n        customerName\n        at\n        roll {\n          id\n          stock\n          processLabel\n          formatLabel\n        }\n      }\n    }\n  }\n": typeof types.RollEventsDocument,
    "\n  mutation SendInvoice($orderId: ID!) {\n    sendInvoice(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n": typeof types.SendInvoiceDocument,
    "\n  mutation UpdateInternalNotes($id: ID!, $internalNotes: String!) {\n    updateOrder(input: { id: $id, internalNotes: $internalNotes }) {\n      ...AdminOrderPanelFields\n    }\n  }\n": typeof types.UpdateInternalNotesDocument,
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
    "\n  query ShippingLabelOrders {\n    me {\n      id\n      membership {\n        planId\n        lapsed\n      }\n      orders(status: OPEN, limit: 100) {\n        count\n        items {\n          id\n          number\n          createdAt\n          rollCount\n          actions {\n            requestLabel\n          }\n          shipments {\n            id\n            method\n            toCustomer\n            labelUrl\n          }\n        }\n      }\n    }\n  }\n": typeof types.ShippingLabelOrdersDocument,
    "\n  mutation RequestShippingLabel($orderId: ID!, $addressId: ID!) {\n    requestShippingLabel(orderId: $orderId, addressId: $addressId) {\n      id\n      method\n      toCustomer\n      labelUrl\n      createdAt\n    }\n  }\n": typeof types.RequestShippingLabelDocument,
    "\n  subscription UserEvents($userId: ID) {\n    userEvents(userId: $userId) {\n      type\n      userId\n      orderId\n      rollId\n      event\n      status\n      at\n    }\n  }\n": typeof types.UserEventsDocument,
};
const documents: Documents = {
    "\n  fragment AddressFields on Address {\n    id\n    placeId\n    address1\n    address2\n    city\n    state\n    zip\n    country\n    primary\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  query AddressBook($userId: ID!, $asAdmin: Boolean!) {\n    me @skip(if: $asAdmin) {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n    user(id: $userId) @include(if: $asAdmin) {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n  }\n": types.AddressBookDocument,
    "\n  query PlaceSuggestions($input: String!) {\n    placeSuggestions(input: $input) {\n      placeId\n      description\n    }\n  }\n": types.PlaceSuggestionsDocument,
    "\n  query PlaceDetails($placeId: String!) {\n    place(placeId: $placeId) {\n      placeId\n      formattedAddress\n      address1\n      city\n      state\n      zip\n    }\n  }\n": types.PlaceDetailsDocument,
    "\n  mutation CreateAddress($input: AddressInput!, $userId: ID) {\n    createAddress(input: $input, userId: $userId) {\n      ...AddressFields\n    }\n  }\n": types.CreateAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!, $userId: ID) {\n    updateAddress(id: $id, input: $input, userId: $userId) {\n      ...AddressFields\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      firstName\n      lastName\n      phone\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation AddRollsEvent($orderId: ID!, $event: RollEvent!, $rollIds: [ID!]) {\n    addRollsEvent(orderId: $orderId, event: $event, rollIds: $rollIds) {\n      ...AdminOrderPanelFields\n    }\n  }\n": types.AddRollsEventDocument,
    "\n  query AdminLocations {\n    locations {\n      id\n      name\n    }\n  }\n": types.AdminLocationsDocument,
    "\n  fragment AdminOrderPanelFields on Order {\n    id\n    number\n    status\n    actions {\n      addRush\n      receive\n      addRollsEvent\n      invoice\n      sendInvoice\n      attachPayment\n      markPrintsReady\n      complete\n      cancel\n    }\n    rolls {\n      id\n      stock\n      processLabel\n      formatLabel\n      stage\n    }\n    expectedRollCount\n    receivedRollCount\n    countMismatch\n    internalNotes\n  }\n": types.AdminOrderPanelFieldsFragmentDoc,
    "\n  query AdminOrderPanel($id: ID!) {\n    order(id: $id) {\n      ...AdminOrderPanelFields\n    }\n  }\n": types.AdminOrderPanelDocument,
    "\n  query AdminOrders($filter: OrdersFilter, $limit: Int, $offset: Int) {\n    orders(filter: $filter, limit: $limit, offset: $offset) {\n      count\n      items {\n        id\n        number\n        status\n        location\n        createdAt\n        rollCount\n        customer {\n          id\n          firstName\n          lastName\n          email\n        }\n        invoicedTotal\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  mutation AttachPayment($orderId: ID!, $paymentId: String!) {\n    attachPayment(orderId: $orderId, paymentId: $paymentId) {\n      ...AdminOrderPanelFields\n    }\n  }\n": types.AttachPaymentDocument,
    "\n  mutation CancelOrder($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation CompleteOrder($orderId: ID!) {\n    completeOrder(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n": types.CompleteOrderDocument,
    "\n  query AdminGeneralStats {\n    generalStats {\n      turnaround {\n        estimatedDays\n        totalOutstanding\n      }\n      outstandingByProcess {\n        process\n        totalOutstanding\n      }\n      rollsScannedToday\n      rollsDevelopedToday\n      rollsSyncedToday\n      rollsSyncedYesterday\n      ordersByLocation {\n        location\n        count\n      }\n    }\n  }\n": types.AdminGeneralStatsDocument,
    "\n  mutation InvoiceOrder($orderId: ID!) {\n    invoiceOrder(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n": types.InvoiceOrderDocument,
    "\n  mutation MarkPrintsReady($orderId: ID!) {\n    markPrintsReady(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n": types.MarkPrintsReadyDocument,
    "\n  query QuickSearchOrders($search: String!) {\n    quickSearchOrders(search: $search) {\n      count\n      orders {\n        id\n        number\n        status\n        customer {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n": types.QuickSearchOrdersDocument,
    "\n  mutation ReceiveOrder($orderId: ID!, $rollCount: Int!) {\n    receiveOrder(orderId: $orderId, rollCount: $rollCount) {\n      ...AdminOrderPanelFields\n    }\n  }\n": types.ReceiveOrderDocument,
    "\n  query RollEvents($event: RollEvent!, $days: Int) {\n    rollEvents(event: $event, days: $days) {\n      date\n      rolls {\n        orderId\n        orderNumber\n        customerId\n        customerName\n        at\n        roll {\n          id\n          stock\n          processLabel\n          formatLabel\n        }\n      }\n    }\n  }\n": types.RollEventsDocument,
    "\n  mutation SendInvoice($orderId: ID!) {\n    sendInvoice(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n": types.SendInvoiceDocument,
    "\n  mutation UpdateInternalNotes($id: ID!, $internalNotes: String!) {\n    updateOrder(input: { id: $id, internalNotes: $internalNotes }) {\n      ...AdminOrderPanelFields\n    }\n  }\n": types.UpdateInternalNotesDocument,
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
    "\n  query ShippingLabelOrders {\n    me {\n      id\n      membership {\n        planId\n        lapsed\n      }\n      orders(status: OPEN, limit: 100) {\n        count\n        items {\n          id\n          number\n          createdAt\n          rollCount\n          actions {\n            requestLabel\n          }\n          shipments {\n            id\n            method\n            toCustomer\n            labelUrl\n          }\n        }\n      }\n    }\n  }\n": types.ShippingLabelOrdersDocument,
    "\n  mutation RequestShippingLabel($orderId: ID!, $addressId: ID!) {\n    requestShippingLabel(orderId: $orderId, addressId: $addressId) {\n      id\n      method\n      toCustomer\n      labelUrl\n      createdAt\n    }\n  }\n": types.RequestShippingLabelDocument,
    "\n  subscription UserEvents($userId: ID) {\n    userEvents(userId: $userId) {\n      type\n      userId\n      orderId\n      rollId\n      event\n      status\n      at\n    }\n  }\n": types.UserEventsDocument,
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
export function graphql(source: "\n  mutation AddRollsEvent($orderId: ID!, $event: RollEvent!, $rollIds: [ID!]) {\n    addRollsEvent(orderId: $orderId, event: $event, rollIds: $rollIds) {\n      ...AdminOrderPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddRollsEvent($orderId: ID!, $event: RollEvent!, $rollIds: [ID!]) {\n    addRollsEvent(orderId: $orderId, event: $event, rollIds: $rollIds) {\n      ...AdminOrderPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLocations {\n    locations {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminLocations {\n    locations {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderPanelFields on Order {\n    id\n    number\n    status\n    actions {\n      addRush\n      receive\n      addRollsEvent\n      invoice\n      sendInvoice\n      attachPayment\n      markPrintsReady\n      complete\n      cancel\n    }\n    rolls {\n      id\n      stock\n      processLabel\n      formatLabel\n      stage\n    }\n    expectedRollCount\n    receivedRollCount\n    countMismatch\n    internalNotes\n  }\n"): (typeof documents)["\n  fragment AdminOrderPanelFields on Order {\n    id\n    number\n    status\n    actions {\n      addRush\n      receive\n      addRollsEvent\n      invoice\n      sendInvoice\n      attachPayment\n      markPrintsReady\n      complete\n      cancel\n    }\n    rolls {\n      id\n      stock\n      processLabel\n      formatLabel\n      stage\n    }\n    expectedRollCount\n    receivedRollCount\n    countMismatch\n    internalNotes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderPanel($id: ID!) {\n    order(id: $id) {\n      ...AdminOrderPanelFields\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderPanel($id: ID!) {\n    order(id: $id) {\n      ...AdminOrderPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($filter: OrdersFilter, $limit: Int, $offset: Int) {\n    orders(filter: $filter, limit: $limit, offset: $offset) {\n      count\n      items {\n        id\n        number\n        status\n        location\n        createdAt\n        rollCount\n        customer {\n          id\n          firstName\n          lastName\n          email\n        }\n        invoicedTotal\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($filter: OrdersFilter, $limit: Int, $offset: Int) {\n    orders(filter: $filter, limit: $limit, offset: $offset) {\n      count\n      items {\n        id\n        number\n        status\n        location\n        createdAt\n        rollCount\n        customer {\n          id\n          firstName\n          lastName\n          email\n        }\n        invoicedTotal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachPayment($orderId: ID!, $paymentId: String!) {\n    attachPayment(orderId: $orderId, paymentId: $paymentId) {\n      ...AdminOrderPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation AttachPayment($orderId: ID!, $paymentId: String!) {\n    attachPayment(orderId: $orderId, paymentId: $paymentId) {\n      ...AdminOrderPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteOrder($orderId: ID!) {\n    completeOrder(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteOrder($orderId: ID!) {\n    completeOrder(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGeneralStats {\n    generalStats {\n      turnaround {\n        estimatedDays\n        totalOutstanding\n      }\n      outstandingByProcess {\n        process\n        totalOutstanding\n      }\n      rollsScannedToday\n      rollsDevelopedToday\n      rollsSyncedToday\n      rollsSyncedYesterday\n      ordersByLocation {\n        location\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminGeneralStats {\n    generalStats {\n      turnaround {\n        estimatedDays\n        totalOutstanding\n      }\n      outstandingByProcess {\n        process\n        totalOutstanding\n      }\n      rollsScannedToday\n      rollsDevelopedToday\n      rollsSyncedToday\n      rollsSyncedYesterday\n      ordersByLocation {\n        location\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvoiceOrder($orderId: ID!) {\n    invoiceOrder(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation InvoiceOrder($orderId: ID!) {\n    invoiceOrder(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPrintsReady($orderId: ID!) {\n    markPrintsReady(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkPrintsReady($orderId: ID!) {\n    markPrintsReady(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickSearchOrders($search: String!) {\n    quickSearchOrders(search: $search) {\n      count\n      orders {\n        id\n        number\n        status\n        customer {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickSearchOrders($search: String!) {\n    quickSearchOrders(search: $search) {\n      count\n      orders {\n        id\n        number\n        status\n        customer {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceiveOrder($orderId: ID!, $rollCount: Int!) {\n    receiveOrder(orderId: $orderId, rollCount: $rollCount) {\n      ...AdminOrderPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReceiveOrder($orderId: ID!, $rollCount: Int!) {\n    receiveOrder(orderId: $orderId, rollCount: $rollCount) {\n      ...AdminOrderPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RollEvents($event: RollEvent!, $days: Int) {\n    rollEvents(event: $event, days: $days) {\n      date\n      rolls {\n        orderId\n        orderNumber\n        customerId\n        customerName\n        at\n        roll {\n          id\n          stock\n          processLabel\n          formatLabel\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RollEvents($event: RollEvent!, $days: Int) {\n    rollEvents(event: $event, days: $days) {\n      date\n      rolls {\n        orderId\n        orderNumber\n        customerId\n        customerName\n        at\n        roll {\n          id\n          stock\n          processLabel\n          formatLabel\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendInvoice($orderId: ID!) {\n    sendInvoice(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendInvoice($orderId: ID!) {\n    sendInvoice(orderId: $orderId) {\n      ...AdminOrderPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInternalNotes($id: ID!, $internalNotes: String!) {\n    updateOrder(input: { id: $id, internalNotes: $internalNotes }) {\n      ...AdminOrderPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInternalNotes($id: ID!, $internalNotes: String!) {\n    updateOrder(input: { id: $id, internalNotes: $internalNotes }) {\n      ...AdminOrderPanelFields\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingLabelOrders {\n    me {\n      id\n      membership {\n        planId\n        lapsed\n      }\n      orders(status: OPEN, limit: 100) {\n        count\n        items {\n          id\n          number\n          createdAt\n          rollCount\n          actions {\n            requestLabel\n          }\n          shipments {\n            id\n            method\n            toCustomer\n            labelUrl\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShippingLabelOrders {\n    me {\n      id\n      membership {\n        planId\n        lapsed\n      }\n      orders(status: OPEN, limit: 100) {\n        count\n        items {\n          id\n          number\n          createdAt\n          rollCount\n          actions {\n            requestLabel\n          }\n          shipments {\n            id\n            method\n            toCustomer\n            labelUrl\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestShippingLabel($orderId: ID!, $addressId: ID!) {\n    requestShippingLabel(orderId: $orderId, addressId: $addressId) {\n      id\n      method\n      toCustomer\n      labelUrl\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestShippingLabel($orderId: ID!, $addressId: ID!) {\n    requestShippingLabel(orderId: $orderId, addressId: $addressId) {\n      id\n      method\n      toCustomer\n      labelUrl\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UserEvents($userId: ID) {\n    userEvents(userId: $userId) {\n      type\n      userId\n      orderId\n      rollId\n      event\n      status\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription UserEvents($userId: ID) {\n    userEvents(userId: $userId) {\n      type\n      userId\n      orderId\n      rollId\n      event\n      status\n      at\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;