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
};
const documents: Documents = {
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;