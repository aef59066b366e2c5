// The extensions of the lab contract, one name per feature. A route spec §7 does not document carries
// `x-extension: <feature>` in the document; a lab that serves none of a feature's routes still runs the product,
// which then does without that feature (issue 22 builds the "without").

export interface FeatureNote {
  /** What the product does with the feature's routes. */
  with: string;
  /** What the product does on a lab that lacks them. */
  without: string;
}

export const EXTENSION_FEATURES = {
  'social-sign-in': {
    with: 'Lists the identity providers the lab accepts, so the sign-in page offers only those buttons.',
    without: 'Offers no social sign-in buttons; e-mail and password sign-in work as documented.',
  },
  'stand-in-identity': {
    with: "The reference lab's stand-in identity provider issues test tokens for Google and Facebook sign-in.",
    without: 'A real lab takes tokens from the real providers; nothing in the product calls this.',
  },
  places: {
    with: "Address search with autocomplete and place details in the address forms; a located frame's place name.",
    without: 'Address forms take the street, city, state and zip typed by hand.',
  },
  'account-security': {
    with: 'Customers change their e-mail and password from Settings (each change ends the other sessions).',
    without: 'Settings hides the e-mail and password forms; the password-reset mail still works.',
  },
  sessions: {
    with: 'Settings lists where the person is signed in (device, place, last seen) and signs one or all the others out; signing out ends the session at the lab.',
    without:
      'Settings shows no sessions list; signing out forgets the token in the browser, and a password change still ends the other sessions.',
  },
  'staff-accounts': {
    with: "Staff change an account's role and deactivate or reactivate it from the user's settings, with who did it and when.",
    without: "The user's settings page says the lab manages roles and access itself; nothing else changes.",
  },
  'saved-cards': {
    with: 'Settings lists saved cards, sets the default and removes one.',
    without:
      'Settings shows no card list; a card is still saved with the documented payment-methods/token call.',
  },
  'membership-changes': {
    with: 'Members switch renewal off and on, and change plan, from Settings.',
    without:
      'Settings shows the plan and its renewal date without the switch; buying a plan works as documented.',
  },
  referrals: {
    with: 'The referrals page lists the friends who signed up with the code and the credit earned.',
    without:
      'The referrals page shows the code and the invite form (documented send-referral) without the list.',
  },
  'credit-usage': {
    with: "Shows how many of the plan's credits each kind has used this period, and the credit history.",
    without: "Credits left come from the documented user's credits[]; no per-period history is shown.",
  },
  'order-payment': {
    with: 'A customer pays an invoiced order in one step, with a saved or a new card.',
    without:
      'Invoices are paid the documented way (a saved card and the lab charge, or the invoice the lab sends).',
  },
  'order-admin': {
    with: "Staff delete an order outright, add rush from the desk, and pay an order on a customer's behalf.",
    without: "Staff cancel orders (documented) and edit them through the customer's order calls.",
  },
  'roll-events': {
    with: 'The roll-events dashboard lists rolls by the day each event happened.',
    without:
      'The dashboard explains that this lab does not list roll events; the desk still records them per order.',
  },
  'keyset-paging': {
    with: "Deep lists (the desk's orders, a customer's rolls and scans) page by cursor: the last page answers as fast as the first.",
    without:
      "Those lists page by offset (the documented calls); the GraphQL connections' cursors then carry the offset.",
  },
  'order-labels': {
    with: 'The order page offers the prepaid label of a shipment as a fresh download link.',
    without: 'The label link recorded in the shipment (its label JSON) is offered as it is.',
  },
  cart: {
    with: 'The cart is kept by the lab, so it follows the customer across devices; checkout is one call.',
    without:
      'The cart is kept in the browser (spec §4) and the purchase goes through the documented order calls.',
  },
  'print-scans': {
    with: "A cart's 4x6 print frames are read in one call.",
    without: 'Print lines name their frames without pictures.',
  },
  'staff-lookups': {
    with: 'Staff open a roll or a scan by its id alone (links from the desk and the dashboards).',
    without: 'Staff pages go through the documented /users/{id}/… paths, with the user id in the admin URL.',
  },
  'contact-sheets': {
    with: "The lab renders a roll's digital contact sheet as one image.",
    without: "The contact sheet page lays out the roll's thumbnails in the browser.",
  },
  downloads: {
    with: "The lab answers a roll's or a selection's download manifest (file names, sizes, links) in one call.",
    without:
      "Downloads use the documented pick-up fetch and each scan's hi-res read link, zipped in the browser 5 at a time.",
  },
  'share-links': {
    with: 'Share links with expiry, password, download permission and revocation, and the page a visitor opens.',
    without: 'Sharing uses the documented scans/share call; password, expiry and revoke are not offered.',
  },
  'scan-uploads': {
    with: 'A scan upload is confirmed once its file is stored, so the lab makes its thumbnails at once.',
    without: 'The lab processes a scan when its write link receives the file.',
  },
  'live-events': {
    with: "One socket carries the user's roll events, order status and zip progress, as GraphQL subscriptions.",
    without:
      "Live status comes from the documented zip-downloads socket: any message reloads the user's orders and rolls.",
  },
  'courier-booking': {
    with: 'Customers book a courier pick-up window for an order; couriers work a list of stops.',
    without:
      'The new-order flow offers drop-off, shipping and labels only; couriers see their documented routes.',
  },
  'vendor-orders': {
    with: 'The print shop (VENDOR) sees the orders sent to it and marks them printed and shipped.',
    without: 'The vendor page explains that this lab does not route print orders to vendors.',
  },
  'product-images': {
    with: "Staff upload product pictures (direct upload, then attach) and set the two colours of a product's drawn pictures (the Product's `colors`).",
    without:
      "Product pictures are managed in the lab's own tools; the product editor shows them without upload or picture colours.",
  },
  'exposure-logs': {
    with: "Customers import a roll's exposure log from Exif Notes, Film Rolls or Lightme, see it beside each scan, undo it, and find it in every downloaded file.",
    without:
      'The roll and scan pages show no exposure log and offer no import; downloads carry the film metadata only.',
  },
  files: {
    with: 'The reference lab serves the files it links to (scans, labels, contact sheets, avatars, product art).',
    without: 'A real lab links to its own object storage; the browser loads those links directly.',
  },
} as const satisfies Record<string, FeatureNote>;

export type ExtensionFeature = keyof typeof EXTENSION_FEATURES;
