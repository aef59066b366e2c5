// Contracts of the keyset pages (extension keyset-paging, docs/decisions/120-a-labs-volume.md). Registered on import
// by routes/index.ts.
import { adminPageQuery } from '../../routes/order-query-input';
import { rollPageQuery, scanPageQuery } from '../../routes/scan-input';
import { defineRoutes } from '../define';
import { OrderKeysetPage } from '../shapes/orders';
import { RollKeysetPage, ScanKeysetPage } from '../shapes/scans';
import { userParams } from './user-params';

defineRoutes({
  'GET /orders/page': {
    summary: 'Orders, newest first, by status or location, a page after a cursor',
    description:
      "The list of `GET /orders` without `search`, paged by keyset: `after` is an earlier page's `nextCursor` (400 on `after` for anything else). Each page is read along the list's index from the cursor, so the last page answers as fast as the first.",
    access: 'admin',
    extension: 'keyset-paging',
    query: adminPageQuery,
    answers: { 200: OrderKeysetPage },
    errors: [400],
  },
  'GET /users/:id/film-rolls/page': {
    summary: "The user's film rolls that have scans, a page after a cursor",
    description:
      "The list of `GET /users/{id}/film-rolls` paged by keyset: `after` is an earlier page's `nextCursor` (400 on `after` for anything else), so the last page answers as fast as the first.",
    access: 'owner',
    extension: 'keyset-paging',
    params: userParams,
    query: rollPageQuery,
    answers: { 200: RollKeysetPage },
    errors: [400],
  },
  'GET /users/:id/scans/page': {
    summary: "The user's scans, a page after a cursor",
    description:
      "The list of `GET /users/{id}/scans` (without `ids`) paged by keyset: `after` is an earlier page's `nextCursor` (400 on `after` for anything else), so a heavy library's last page answers as fast as its first.",
    access: 'owner',
    extension: 'keyset-paging',
    params: userParams,
    query: scanPageQuery,
    answers: { 200: ScanKeysetPage },
    errors: [400],
  },
});
