import { type Call, seg } from './call.js';
import type { LabScan } from './film-rolls.js';

// Papers, print drafts and print lines (docs/lab-api.md "Prints" and "Cart", docs/decisions/083 and 095).

export type LabPaperType = 'GLOSSY' | 'LUSTRE' | 'MATTE' | 'FINE_ART';
export type LabPrintKind = 'FOUR_BY_SIX' | 'LARGE_FORMAT';

export interface LabPaper {
  id: number;
  name: string;
  paperType: LabPaperType;
  description: string;
  sizes: Array<{ id: number; width: number; height: number; price: number }>;
}

export interface LabPrintDraft {
  draftId: string;
  userId?: number;
  name: string | null;
  jpeg: boolean;
  read: string | null;
  width: number | null;
  height: number | null;
}

export interface LabDraftLink {
  draftId: string;
  name: string;
  write: string;
  expiresAt: string;
  read: string;
}

/** A print line of the cart answer. */
export interface LabCartPrint {
  kind: LabPrintKind;
  description: string;
  paperName: string;
  paperType: LabPaperType;
  width: number;
  height: number;
  border: number;
  scanIds: number[];
  paperSizeId: number | null;
  draftId: string | null;
  draft: LabPrintDraft | null;
  printCount: number;
  unitAmount: number;
  units: number;
  amount: number;
}

/** A print of an order answer (docs/lab-api.md "Cart": an order's prints). */
export interface LabOrderPrint {
  id: number;
  kind?: LabPrintKind;
  paper: { name: string; paperType: LabPaperType };
  width: number;
  height: number;
  border: number;
  amount: number;
  quantity: number;
  draftId: string | null;
  scanId?: number | null;
}

export type LabPrintsInput =
  | { kind: 'FOUR_BY_SIX'; scanIds: number[]; rollIds: number[]; border: number; quantity: number }
  | { kind: 'LARGE_FORMAT'; paperSizeId: number; draftId: string; border: number; quantity: number };

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
