import type { LabFeature } from './generated/lab-routes.js';

/**
 * What a person reads when a field or mutation needs an extension feature the lab does not offer (GraphQL code
 * FEATURE_UNAVAILABLE, with the feature in extensions.feature). One calm sentence per feature of
 * generated/lab-routes.ts's LAB_FEATURES: a feature added to the lab contract fails type-checking here until it has one.
 */
export const FEATURE_MESSAGES: Record<LabFeature, string> = {
  'account-security': "Changing your e-mail or password here isn't offered by this lab yet.",
  cart: "A cart kept by the lab isn't offered by this lab yet.",
  'contact-sheets': "Contact sheet images aren't offered by this lab yet.",
  'courier-booking': "Booking a courier pick-up isn't offered by this lab yet.",
  'credit-usage': "Credit usage and history aren't offered by this lab yet.",
  downloads: "Download lists aren't offered by this lab yet.",
  'exposure-logs':
    "Importing exposure logs from Exif Notes, Film Rolls or Lightme isn't offered by this lab yet.",
  files: "This file isn't served by this lab.",
  'keyset-paging': "Paging by cursor isn't offered by this lab; these pages are counted by offset instead.",
  'live-events': "Live updates aren't offered by this lab yet.",
  'membership-changes': "Changing your plan or its renewal here isn't offered by this lab yet.",
  'order-admin': "This order action isn't offered by this lab yet.",
  'order-labels': "Fresh shipping-label links aren't offered by this lab yet.",
  'order-payment': "Paying an order in one step isn't offered by this lab yet.",
  places: "Address search isn't offered by this lab yet; type the address in instead.",
  'print-scans': "Print frame pictures aren't offered by this lab yet.",
  'product-images': "Uploading product pictures isn't offered by this lab yet.",
  referrals: "The list of friends you referred isn't offered by this lab yet.",
  'roll-events': "The roll events list isn't offered by this lab yet.",
  'saved-cards': "Managing saved cards isn't offered by this lab yet.",
  sessions: "Listing and ending your sign-ins on other devices isn't offered by this lab yet.",
  'scan-uploads': "Confirming scan uploads isn't offered by this lab yet.",
  'share-links': "Password-protected share links aren't offered by this lab yet.",
  'social-sign-in': "Signing in with Google or Facebook isn't offered by this lab yet.",
  'staff-accounts': "Changing an account's role or access here isn't offered by this lab yet.",
  'staff-lookups': "Opening a roll or scan by its id alone isn't offered by this lab yet.",
  'stand-in-identity': "The test sign-in provider isn't offered by this lab.",
  'vendor-orders': "Print-shop orders aren't offered by this lab yet.",
};
