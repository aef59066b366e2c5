import { type Call, seg } from './call.js';
import type { LabBody, LabSchema } from './contract.js';
import type { LabScan } from './film-rolls.js';

// Papers, print drafts and print lines (docs/lab-behaviour.md "Prints" and "Cart", docs/decisions/083 and 095).

export type LabPaperType = LabSchema<'PaperType'>;
export type LabPrintKind = LabSchema<'OrderPrint'>['kind'];

export type LabPaper = LabSchema<'Paper'>;

export type LabPrintDraft = LabSchema<'PrintDraft'>;

export type LabDraftLink = LabSchema<'PrintDraftLink'>;

/** A print line of the cart answer. */
export type LabCartPrint = LabSchema<'CartPrintLine'>['print'];

/** A print of an order answer (docs/lab-behaviour.md "Cart": an order's prints). */
export type LabOrderPrint = LabSchema<'OrderPrint'>;

export type LabPrintsInput = LabBody<'/users/{id}/cart/prints', 'post'>;

/** Calls under the caller's session; `shared` is the public (cached, token-less) call for the papers. */
export function printsApi(call: Call, shared: Call) {
  return {
    papers: () => shared<LabPaper[]>({ method: 'GET', path: '/prints/papers' }),
    draftLink: (name: string) =>
      call<LabDraftLink>({ method: 'GET', path: '/prints/drafts/link', query: { name } }),
    convertDraft: (id: string) =>
      call<LabPrintDraft>({
        method: 'PUT',
        path: `/prints/drafts/${seg(id)}/convert-draft`,
        route: '/prints/drafts/:id/convert-draft',
      }),
    draft: (id: string) =>
      call<LabPrintDraft>({ method: 'GET', path: `/prints/drafts/${seg(id)}`, route: '/prints/drafts/:id' }),
    /** The user's own scans among `ids` (at most 500), in one call. */
    scans: (userId: number | string, ids: number[]) =>
      call<{ scans: LabScan[] }>({
        method: 'GET',
        path: `/users/${seg(userId)}/print-scans`,
        query: { ids: ids.join(',') },
      }),
  };
}
