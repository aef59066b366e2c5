import type { IResolvers } from 'mercurius';
import type { Resolvers } from '../generated/resolvers-types.js';
import { accountSettingsResolvers } from './account-settings.js';
import { addressResolvers } from './addresses.js';
import { authResolvers } from './auth.js';
import { cartResolvers } from './cart.js';
import { communityResolvers } from './community.js';
import { connectionResolvers } from './connections.js';
import { exposureResolvers } from './exposures.js';
import { filmRollResolvers } from './film-rolls.js';
import { labFeatureNoteResolvers } from './lab-feature-notes.js';
import { membershipResolvers } from './membership.js';
import { messengerResolvers } from './messengers.js';
import { orderResolvers } from './orders.js';
import { placeResolvers } from './places.js';
import { printResolvers } from './prints.js';
import { productResolvers } from './products.js';
import { profilePicResolvers } from './profile-pics.js';
import { publicResolvers } from './public.js';
import { referralResolvers } from './referrals.js';
import { scanDownloadResolvers } from './scan-downloads.js';
import { scanLabelResolvers } from './scan-labels.js';
import { scanUnlockResolvers } from './scan-unlocks.js';
import { scanUploadResolvers } from './scan-uploads.js';
import { scanResolvers } from './scans.js';
import { sessionResolvers } from './sessions.js';
import { shareLinkResolvers } from './share-links.js';
import { sharedScanResolvers } from './shared-scans.js';
import { userEventResolvers } from './user-events.js';
import { userResolvers } from './users.js';
import { vendorOrderResolvers } from './vendor-orders.js';

const areas: Resolvers[] = [
  authResolvers,
  userResolvers,
  addressResolvers,
  publicResolvers,
  labFeatureNoteResolvers,
  membershipResolvers,
  orderResolvers,
  communityResolvers,
  placeResolvers,
  userEventResolvers,
  messengerResolvers,
  accountSettingsResolvers,
  productResolvers,
  cartResolvers,
  filmRollResolvers,
  connectionResolvers,
  scanResolvers,
  scanLabelResolvers,
  scanUnlockResolvers,
  scanDownloadResolvers,
  exposureResolvers as unknown as Resolvers,
  shareLinkResolvers,
  sharedScanResolvers,
  scanUploadResolvers,
  profilePicResolvers,
  referralResolvers,
  vendorOrderResolvers,
  printResolvers,
  sessionResolvers,
];

/** Merges the per-area resolver maps type by type. */
export function buildResolvers(): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const area of areas) {
    for (const [type, fields] of Object.entries(area)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as unknown as IResolvers;
}
