import { z } from 'zod';
import { hasActivePlan, planInForce } from '../../domain/membership.js';
import { type LabCart, printOf } from '../../lab-client/cart.js';
import { LabApiError } from '../../lab-client/errors.js';
import type {
  LabCartPrint,
  LabOrderPrint,
  LabPaper,
  LabPaperType,
  LabPrintDraft,
  LabPrintsInput,
} from '../../lab-client/prints.js';
import type { LabOrderWrapper, LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSelfOrAdmin, requireUser } from '../guards.js';
import { printScans } from './print-scans.js';

// Prints (schema "# Prints", docs/decisions/083-print-papers-and-drafts.md and 095-print-orders.md): the public
// papers, the customer's drafts (uploaded through the BFF's /files/uploads proxy, as product pictures are), print
// lines in the cart and an order's prints. The lab prices and checks ownership; this layer validates the input first.

const DRAFT_ID = /^[0-9a-f]{32}$/;
const numericId = (message: string) => z.string().regex(/^\d{1,9}$/, message);
const FOUR_BY_SIX_BORDERS = [0, 0.125];
const LARGE_FORMAT_BORDERS = [0, 0.25, 0.5, 1];

export const printsInput = z
  .object({
    kind: z.enum(['FOUR_BY_SIX', 'LARGE_FORMAT']),
    scanIds: z
      .array(numericId('Choose frames from your own rolls'))
      .max(500, 'At most 500 frames in one order of prints')
      .nullish(),
    rollIds: z.array(numericId('Choose your own rolls')).max(100, 'At most 100 rolls').nullish(),
    paperSizeId: numericId('Choose one of the papers and sizes offered').nullish(),
    draftId: z.string().regex(DRAFT_ID, 'Print draft not found').nullish(),
    border: z.number(),
    quantity: z.number().int('Whole copies').min(1, 'At least 1 copy').max(100, 'At most 100 copies'),
  })
  .superRefine((input, issues) => {
    const fourBySix = input.kind === 'FOUR_BY_SIX';
    if (!(fourBySix ? FOUR_BY_SIX_BORDERS : LARGE_FORMAT_BORDERS).includes(input.border)) {
      const message = fourBySix
        ? '4x6 prints have no border or a 0.125 in border'
        : 'Borders are 0, 0.25, 0.5 or 1 in';
      issues.addIssue({ code: 'custom', path: ['border'], message });
    }
    if (fourBySix && (input.scanIds?.length ?? 0) + (input.rollIds?.length ?? 0) === 0) {
      issues.addIssue({ code: 'custom', path: ['scanIds'], message: 'Choose the frames or rolls to print' });
    }
    if (!fourBySix && !input.paperSizeId) {
      issues.addIssue({ code: 'custom', path: ['paperSizeId'], message: 'Choose a paper and size' });
    }
    if (!fourBySix && !input.draftId) {
      issues.addIssue({ code: 'custom', path: ['draftId'], message: 'Upload the file to print first' });
    }
  });
const draftName = z.object({
  name: z.string().trim().min(1, 'Name the file').max(200, 'At most 200 characters'),
});
const draftId = z.object({ id: z.string().regex(DRAFT_ID, 'Print draft not found') });

const toLabInput = (input: z.output<typeof printsInput>): LabPrintsInput =>
  input.kind === 'FOUR_BY_SIX'
    ? {
        kind: 'FOUR_BY_SIX',
        scanIds: (input.scanIds ?? []).map(Number),
        rollIds: (input.rollIds ?? []).map(Number),
        border: input.border,
        quantity: input.quantity,
      }
    : {
        kind: 'LARGE_FORMAT',
        paperSizeId: Number(input.paperSizeId),
        draftId: input.draftId ?? '',
        border: input.border,
        quantity: input.quantity,
      };

export const draftGraph = (
  draft: Pick<LabPrintDraft, 'draftId' | 'name' | 'jpeg' | 'read' | 'width' | 'height'>,
) => ({
  id: draft.draftId,
  name: draft.name ?? '',
  converted: draft.jpeg,
  url: draft.jpeg ? draft.read : null,
  width: draft.width,
  height: draft.height,
});

const paperGraph = (paper: LabPaper) => ({
  ...paper,
  id: String(paper.id),
  sizes: paper.sizes.map((size) => ({ ...size, id: String(size.id) })),
});

/** A draft the caller may read (its owner or staff), or null: 404 and 403 look the same as no draft. */
export async function readableDraft(ctx: GraphQLContext, id: string): Promise<LabPrintDraft | null> {
  return ctx.loaders.once(ctx.lab, `print-draft:${id}`, async () => {
    try {
      return await ctx.lab.prints.draft(id);
    } catch (error) {
      if (error instanceof LabApiError && (error.status === 403 || error.status === 404)) return null;
      throw error;
    }
  });
}

/** Scan frames are read as the customer whose order or cart it is (the lab lets them and staff). */
async function framesOf(ctx: GraphQLContext, userId: string | number, ids: number[]) {
  try {
    return await printScans(ctx.lab, userId).load(ids);
  } catch (error) {
    if (error instanceof LabApiError && (error.status === 403 || error.status === 404)) return [];
    throw error;
  }
}

/**
 * Staff write an order's prints with a free-text paper type (order edits' newPrints, e.g. 'RC'); the schema's four
 * types are what the lab sells, so other words map to the nearest surface, lustre (the lab's everyday RC paper).
 */
export function paperTypeOf(text: string): LabPaperType {
  const upper = text.toUpperCase();
  if (upper === 'GLOSSY' || upper === 'LUSTRE' || upper === 'MATTE' || upper === 'FINE_ART') return upper;
  if (upper.includes('GLOSS')) return 'GLOSSY';
  if (upper.includes('MATT')) return 'MATTE';
  if (upper.includes('FINE') || upper.includes('RAG')) return 'FINE_ART';
  return 'LUSTRE';
}

type CartPrintParent = LabCartPrint & { userId: string };
type PrintParent = LabOrderPrint & { customerId: number };
type CartLineSource = LabCart['lines'][number] & { userId: string };

export const printResolvers = {
  Query: {
    printPapers: async (_root: unknown, _args: unknown, ctx: GraphQLContext) =>
      (await ctx.lab.prints.papers()).map(paperGraph),
  },
  User: {
    printDraft: async (user: LabUser, args: { id: string }, ctx: GraphQLContext) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      if (!DRAFT_ID.test(args.id)) return null;
      const draft = await readableDraft(ctx, args.id);
      // Staff read any draft: the one asked for must still be this user's.
      if (!draft || (draft.userId !== undefined && draft.userId !== user.id)) return null;
      return draftGraph(draft);
    },
  },
  CartLine: {
    print: (line: CartLineSource) => {
      const print = printOf(line);
      return print ? { ...print, userId: line.userId } : null;
    },
  },
  CartPrint: {
    scans: (print: CartPrintParent, _args: unknown, ctx: GraphQLContext) =>
      print.kind === 'FOUR_BY_SIX' ? framesOf(ctx, print.userId, print.scanIds) : [],
    draft: (print: CartPrintParent) => (print.draft ? draftGraph(print.draft) : null),
  },
  Order: {
    prints: (wrapper: LabOrderWrapper) =>
      ((wrapper as LabOrderWrapper & { prints?: LabOrderPrint[] }).prints ?? []).map((print) => ({
        ...print,
        customerId: wrapper.order.customerId,
      })),
  },
  Print: {
    id: (print: PrintParent) => String(print.id),
    kind: (print: PrintParent) => print.kind ?? 'LARGE_FORMAT',
    paperName: (print: PrintParent) => print.paper.name,
    paperType: (print: PrintParent) => paperTypeOf(print.paper.paperType),
    draft: async (print: PrintParent, _args: unknown, ctx: GraphQLContext) => {
      if (!print.draftId) return null;
      const draft = await readableDraft(ctx, print.draftId);
      return draft ? draftGraph(draft) : null;
    },
    scan: async (print: PrintParent, _args: unknown, ctx: GraphQLContext) =>
      print.scanId ? ((await framesOf(ctx, print.customerId, [print.scanId]))[0] ?? null) : null,
  },
  Mutation: {
    addPrintsToCart: async (_root: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
      const input = printsInput.parse(args.input);
      const me = await requireUser(ctx);
      const cart = await ctx.lab.cart.addPrints(me.id, toLabInput(input));
      return { ...cart, userId: String(me.id), hasPlan: hasActivePlan(planInForce(me)) };
    },
    startPrintDraftUpload: async (_root: unknown, args: { name: string }, ctx: GraphQLContext) => {
      const { name } = draftName.parse({ name: args.name });
      await requireUser(ctx);
      const link = await ctx.lab.prints.draftLink(name);
      return {
        draft: { id: link.draftId, name: link.name, converted: false, url: null, width: null, height: null },
        // The lab's /files/uploads link, relative: the browser PUTs to this BFF, which streams it to the lab.
        uploadUrl: link.write,
        expiresAt: link.expiresAt,
      };
    },
    convertPrintDraft: async (_root: unknown, args: { id: string }, ctx: GraphQLContext) => {
      const { id } = draftId.parse({ id: args.id });
      await requireUser(ctx);
      return draftGraph(await ctx.lab.prints.convertDraft(id));
    },
  },
} as unknown as Resolvers;
