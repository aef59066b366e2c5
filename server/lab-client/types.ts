import type { LabSchema } from './contract.js';

// The lab's payloads the BFF reads, by the names the resolvers use: each is the lab's OpenAPI document's own shape
// (docs/lab-openapi.json, generated into generated/lab-api.ts by `npm run lab-contract`), never written by hand.

export type LabRole = LabSchema<'Role'>;
export type LabAddress = LabSchema<'Address'>;
export type LabPreference = LabSchema<'Preference'>;
export type LabSubscription = LabSchema<'Subscription'>;
export type LabPaymentCustomer = LabSchema<'PaymentCustomer'>;
export type LabUser = LabSchema<'User'>;
export type LabUserPage = LabSchema<'UserPage'>;
export type LabGeneralStats = LabSchema<'GeneralStats'>;
export type LabLocation = LabSchema<'Location'>;
export type LabBlogPost = LabSchema<'BlogPost'>;
export type LabZipCode = LabSchema<'ZipCode'>;
export type LabWaitlistEntry = LabSchema<'WaitlistEntry'>;

/**
 * An error body as the BFF reads it from any lab: the contract's `Error` (spec §8), read leniently, since a lab in
 * front of which the product runs may answer a bare message or a list of strings.
 */
export interface LabErrorBody {
  message?: string;
  status?: number;
  errors?: Array<{ field?: string; message?: string } | string>;
}

export type LabOrderStatus = LabSchema<'OrderStatus'>;
export type LabRollEventName = LabSchema<'RollEventName'>;
export type LabCreditKind = LabSchema<'CreditKind'>;
export type LabFilmRoll = LabSchema<'FilmRoll'>;
export type LabShipment = LabSchema<'Shipment'>;
export type LabPickUp = LabSchema<'PickUp'>;
/** A line the lab fixed at invoice; the same shape serves the lines the BFF prices for a quote, which have no id yet. */
export type LabOrderLine = Omit<LabSchema<'OrderLine'>, 'id'> & { id?: number };
export type LabOrderWrapper = LabSchema<'OrderWrapper'>;
export type LabOrderPage = LabSchema<'OrderPage'>;
export type LabCreditUsage = LabSchema<'CreditUsage'>;
export type LabRollEventDay = LabSchema<'RollEventDays'>['days'][number];
export type LabRollEventRoll = LabRollEventDay['rolls'][number];
export type LabRollEventEntry = LabFilmRoll['events'][number];
export type LabOrderCustomer = LabOrderWrapper['customer'];
