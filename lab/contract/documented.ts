// Spec §7 ("The calls it makes"), method and path, parameters written {name}: the base contract every lab serves.
// A route of the lab that matches none of these (parameter names aside) must carry an extension mark; one that
// matches must not. The test beside it holds both sides to that.

export const DOCUMENTED_CALLS = `
GET /auth/current-user
POST /auth/facebook-signin
POST /auth/google-signin
POST /auth/login
POST /auth/signup
POST /auth/password-reset
PUT /auth/password-reset/reset
GET /auth/password-reset/validate-token
POST /auth/managers/request-two-factor-code
POST /auth/managers/verify-two-factor-code
POST /waitlist
GET /zip-codes
GET /public/general-stats
GET /public/locations
GET /blog/notes/posts
GET /social-media-submissions
GET /social-media-submissions/selected
PUT /social-media-submissions/{id}/select
POST /users
GET /users
GET /users/{id}
PUT /users/{id}
POST /users/{id}/address
GET /users/{id}/address/{addressId}
PUT /users/{id}/address/{addressId}
DELETE /users/{id}/address/{addressId}
GET /users/{id}/availabilities
POST /users/{id}/subscriptions/{plan}
POST /users/{id}/orders
GET /users/{id}/orders
GET /users/{id}/orders/{orderId}
PUT /users/{id}/orders/{orderId}
DELETE /users/{id}/orders/{orderId}
PUT /users/{id}/orders/{orderId}/receive
POST /users/{id}/orders/{orderId}/add-rush
PUT /users/{id}/payment-methods/token
PUT /users/{id}/payment-methods/reader
POST /users/{id}/preferences
PUT /users/{id}/preferences
GET /users/{id}/tags
GET /users/{id}/send-referral
GET /users/{id}/profile-pic
POST /users/{id}/pick-ups/{pickUpId}/film-rolls
GET /users/{id}/film-rolls
GET /users/{id}/film-rolls/filters
GET /users/{id}/film-rolls/{rollId}
PUT /users/{id}/film-rolls/{rollId}
PUT /users/{id}/film-rolls/{rollId}/reverse-scans
PUT /users/{id}/film-rolls/{rollId}/clear-scans
PUT /users/{id}/film-rolls/{rollId}/update-film-roll
POST /users/{id}/film-rolls/{rollId}/tags
PUT /users/{id}/film-rolls/{rollId}/tags/{tagId}
DELETE /users/{id}/film-rolls/{rollId}/tags/{tagId}
POST /users/{id}/film-rolls/{rollId}/locations
PUT /users/{id}/film-rolls/{rollId}/locations/{locId}
DELETE /users/{id}/film-rolls/{rollId}/locations/{locId}
POST /users/{id}/pick-ups/{pickUpId}/film-rolls/{rollId}/scans
DELETE /users/{id}/pick-ups/{pickUpId}/film-rolls/{rollId}/scans/{scanId}
PUT /users/{id}/scans/unlock-scans
GET /users/{id}/scans/filters
GET /users/{id}/scans
GET /users/{id}/scans/{scanId}
PUT /users/{id}/scans/{scanId}
PUT /users/{id}/scans/{scanId}/rotate/{direction}
POST /users/{id}/scans/{scanId}/social-media-submissions
GET /users/{id}/scans/share
POST /users/{id}/scans/{scanId}/tags
PUT /users/{id}/scans/{scanId}/tags/{tagId}
DELETE /users/{id}/scans/{scanId}/tags/{tagId}
POST /users/{id}/scans/{scanId}/locations
PUT /users/{id}/scans/{scanId}/locations/{locId}
DELETE /users/{id}/scans/{scanId}/locations/{locId}
GET /users/{id}/zip-downloads/socket
POST /orders
GET /orders
GET /orders/{id}
PUT /orders/{id}
PUT /orders/{id}/attach-payment
PUT /orders/{id}/invoice
PUT /orders/{id}/send-invoice
PUT /orders/{id}/cancel
PUT /orders/{id}/complete
PUT /orders/{id}/mark-prints-ready
PUT /orders/{id}/add-rolls-event/{x}
PUT /orders/{id}/receive
GET /orders/{id}/shipments
GET /orders/quick-search
POST /products
GET /products
GET /products/{id}
GET /products/name/{name}
GET /products/digital
GET /products/service
GET /products/print
PUT /products/{id}
DELETE /products/{id}/images
POST /products/{id}/details
GET /products/{id}/details/{detailsId}
PUT /products/{id}/details/{detailsId}
DELETE /products/{id}/details/{detailsId}
DELETE /products/{id}/details/{detailsId}/images
GET /products/filters
POST /messengers
GET /messengers
GET /messengers/{id}
PUT /messengers/{id}
POST /messengers/{id}/hours
PUT /messengers/{id}/hours/{hoursId}
DELETE /messengers/{id}/hours/{hoursId}
GET /messengers/{id}/routes
GET /messengers/{id}/routes/notify-next-stop
GET /prints/papers
GET /prints/drafts/link
PUT /prints/drafts/{id}/convert-draft
GET /prints/drafts/{id}
`;

/** §7 names these calls without a path; the lab chose one (marked `x-path-chosen` in the document). */
export const PATH_CHOSEN_CALLS = `
GET /users/{id}/pick-ups/{pickUpId}
POST /subscribers
`;

/** `GET /users/:id/x/:y` or `GET /users/{id}/x/{y}` → `GET /users/{}/x/{}`: templates compared without names. */
export function routeShape(key: string): string {
  return key.replace(/:[A-Za-z_]+|\{[^}]+\}/g, '{}');
}

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
export const documentedShapes = new Set(lines(DOCUMENTED_CALLS).map(routeShape));
export const pathChosenShapes = new Set(lines(PATH_CHOSEN_CALLS).map(routeShape));
