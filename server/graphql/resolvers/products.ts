import { z } from 'zod';
import { cartLinePrice, maxQuantity } from '../../domain/cart-pricing.js';
import { HEX_COLOR_ERROR, HEX_COLOR_PATTERN, hexColor } from '../../domain/hex-color.js';
import { hasActivePlan, planInForce } from '../../domain/membership.js';
import { LabApiError } from '../../lab-client/index.js';
import type { LabProduct, LabProductBody } from '../../lab-client/products.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { ProductType, Resolvers } from '../generated/resolvers-types.js';
import { requireAdmin, requireUser } from '../guards.js';
import { pageArgs } from '../inputs.js';
import { browserUrl } from './community.js';

// The shop's catalogue (docs/decisions/072-shop-catalogue.md). Prices come from the lab; which one a person pays
// (list or member) is the server's rule (domain/cart-pricing), never the client's.

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);
const filterArgs = z.object({
  includeInactive: z.boolean().nullish(),
  collection: text(60),
  search: text(100),
  details: z
    .array(z.object({ title: z.string().trim().min(1).max(60), value: z.string().trim().min(1).max(100) }))
    .max(20)
    .nullish(),
});
const productId = z.string().regex(/^\d{1,18}$/, 'Unknown product');
const urlName = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Unknown product')
  .max(120);

/** Products by id for one request: every id asked for in the same tick goes out in one GET /products?ids[] (≤ 100). */
function productBatcher(ctx: GraphQLContext) {
  const pending = new Map<string, Array<(product: LabProduct | null) => void>>();
  let scheduled = false;
  const flush = async () => {
    scheduled = false;
    const batch = [...pending];
    pending.clear();
    for (let start = 0; start < batch.length; start += 100) {
      const slice = batch.slice(start, start + 100);
      try {
        const { products } = await ctx.lab.products.list({
          ids: slice.map(([id]) => id),
          limit: 100,
          offset: 0,
        });
        const byId = new Map(products.map((product) => [String(product.id), product]));
        for (const [id, waiters] of slice) for (const resolve of waiters) resolve(byId.get(id) ?? null);
      } catch {
        for (const [, waiters] of slice) for (const resolve of waiters) resolve(null);
      }
    }
  };
  return (id: string) =>
    new Promise<LabProduct | null>((resolve) => {
      pending.set(id, [...(pending.get(id) ?? []), resolve]);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(() => void flush());
      }
    });
}

const batchers = new WeakMap<GraphQLContext, (id: string) => Promise<LabProduct | null>>();
export function loadProduct(ctx: GraphQLContext, id: string): Promise<LabProduct | null> {
  let load = batchers.get(ctx);
  if (!load) {
    load = productBatcher(ctx);
    batchers.set(ctx, load);
  }
  return load(id);
}

/** Whether the person asking pays member prices (computed once per request). */
async function viewerHasPlan(ctx: GraphQLContext): Promise<boolean> {
  const user = await ctx.currentUser();
  return user ? hasActivePlan(planInForce(user)) : false;
}

/** Spec §5's hex colour helper at the edge: the lab's rule and message, so staff read the same error either way. */
const hexColorInput = z.string().trim().regex(HEX_COLOR_PATTERN, HEX_COLOR_ERROR).transform(hexColor);
const TWO_COLORS = 'Give two colours, or none for the default ones';
const cents = z.number().int('Whole cents').min(0, 'Not below 0').max(10_000_000, 'At most $100,000');
const productInput = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(120).nullish(),
    urlName: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and single dashes')
      .max(120)
      .nullish(),
    sku: z.string().trim().min(1, 'Enter a SKU').max(60).nullish(),
    productType: z.string().max(60).nullish(),
    price: cents.nullish(),
    memberPrice: cents.nullish(),
    stock: z.number().int('Whole items').min(0, 'Not below 0').max(1_000_000).nullish(),
    collection: z.string().trim().min(1, 'Enter a collection').max(60).nullish(),
    summary: z.string().trim().max(2000).nullish(),
    active: z.boolean().nullish(),
    colors: z
      .array(hexColorInput)
      .max(2, TWO_COLORS)
      .refine((colors) => colors.length !== 1, TWO_COLORS)
      .nullish(),
  })
  // A member price is at most the list price (decision 104). With only one of the two given, the lab checks it
  // against the product's other one.
  .refine((input) => input.price == null || input.memberPrice == null || input.memberPrice <= input.price, {
    message: 'A member price is at most the list price',
    path: ['memberPrice'],
  });
const detailInput = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(60),
  description: z.string().trim().min(1, 'Enter a description').max(2000),
  filterable: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
});
const detailIds = z.object({ productId, detailId: z.string().regex(/^\d{1,18}$/, 'Unknown detail') });
const detailId = z.string().regex(/^\d{1,18}$/, 'Unknown detail');
const imageUploadArgs = z.object({
  productId,
  contentType: z.enum(['image/jpeg', 'image/png'], { message: 'Pictures must be JPEG or PNG files' }),
});
const imageArgs = z.object({
  productId,
  key: z.string().regex(/^product-images\/p\d{1,18}-[0-9a-f]{32}$/, 'Upload the picture first'),
  detailId: detailId.nullish().transform((value) => value ?? undefined),
});
const imagePathArgs = z.object({
  productId,
  path: z.string().regex(/^[a-z0-9][a-z0-9-]{0,100}\.(webp|jpg)$/, 'Unknown picture'),
  detailId: detailId.nullish().transform((value) => value ?? undefined),
});

/**
 * The lab's product body: the fields given (the resolvers checked a create's required ones first);
 * `memberPrice: null` given explicitly clears the member price. The pictures' colours are an extension field
 * (`product-images`): a lab without it never hears of them (the admin form hides them there).
 */
function productBody(
  input: z.infer<typeof productInput>,
  raw: Record<string, unknown>,
  ctx: GraphQLContext,
): LabProductBody {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input))
    if (value !== null && value !== undefined) body[key] = value;
  if ('memberPrice' in raw && raw.memberPrice === null) body.memberPrice = null;
  if (!ctx.lab.has('product-images')) delete body.colors;
  return body as LabProductBody;
}

export const productResolvers: Resolvers = {
  Mutation: {
    createProduct: async (_root, args, ctx) => {
      const input = productInput.parse(args.input);
      for (const [field, message] of [
        ['name', 'Enter a name'],
        ['sku', 'Enter a SKU'],
        ['productType', 'Choose a product type'],
        ['price', 'Enter a price'],
        ['collection', 'Enter a collection'],
      ] as const) {
        if (input[field] == null) throw codedError(message, 'BAD_USER_INPUT', { field });
      }
      await requireAdmin(ctx);
      return ctx.lab.products.admin.create(productBody(input, args.input, ctx));
    },
    updateProduct: async (_root, args, ctx) => {
      const id = productId.parse(args.id);
      const input = productInput.parse(args.input);
      await requireAdmin(ctx);
      return ctx.lab.products.admin.update(id, productBody(input, args.input, ctx));
    },
    addProductDetail: async (_root, args, ctx) => {
      const id = productId.parse(args.productId);
      const input = detailInput.parse(args.input);
      await requireAdmin(ctx);
      return ctx.lab.products.admin.addDetail(id, input);
    },
    updateProductDetail: async (_root, args, ctx) => {
      const ids = detailIds.parse(args);
      const input = detailInput.parse(args.input);
      await requireAdmin(ctx);
      return ctx.lab.products.admin.updateDetail(ids.productId, ids.detailId, input);
    },
    removeProductDetail: async (_root, args, ctx) => {
      const ids = detailIds.parse(args);
      await requireAdmin(ctx);
      return ctx.lab.products.admin.removeDetail(ids.productId, ids.detailId);
    },
    startProductImageUpload: async (_root, args, ctx) => {
      const input = imageUploadArgs.parse(args);
      await requireAdmin(ctx);
      const upload = await ctx.lab.products.admin.startImageUpload(input.productId, input.contentType);
      return { key: upload.key, uploadUrl: upload.write, expiresAt: upload.expiresAt };
    },
    addProductImage: async (_root, args, ctx) => {
      const input = imageArgs.parse(args);
      await requireAdmin(ctx);
      return ctx.lab.products.admin.addImage(input.productId, input.key, input.detailId);
    },
    removeProductImage: async (_root, args, ctx) => {
      const input = imagePathArgs.parse(args);
      await requireAdmin(ctx);
      return ctx.lab.products.admin.removeImage(input.productId, input.path, input.detailId);
    },
  },
  Query: {
    products: async (_root, args, ctx) => {
      const { limit, offset } = pageArgs.parse({ limit: args.limit ?? 24, offset: args.offset ?? 0 });
      const filter = filterArgs.parse(args.filter ?? {});
      if (filter.includeInactive) await requireAdmin(ctx);
      else await requireUser(ctx);
      const page = await ctx.lab.products.list({
        includeInactive: filter.includeInactive === true,
        collection: filter.collection,
        search: filter.search,
        filters: filter.details ?? undefined,
        limit,
        offset,
      });
      return { items: page.products, count: page.count };
    },
    product: async (_root, args, ctx) => {
      const id = productId.parse(args.id);
      const user = await requireUser(ctx);
      if (user.role !== 'ADMIN') return loadProduct(ctx, id);
      // Staff open products taken out of the shop too.
      try {
        return await ctx.lab.products.byId(id);
      } catch (error) {
        if (error instanceof LabApiError && error.status === 404) return null;
        throw error;
      }
    },
    productByName: async (_root, args, ctx) => {
      const name = urlName.safeParse(args.urlName);
      await requireUser(ctx);
      if (!name.success) return null;
      try {
        return await ctx.lab.products.byName(name.data);
      } catch (error) {
        if (error instanceof LabApiError && error.status === 404) return null;
        throw error;
      }
    },
    productFilters: async (_root, args, ctx) => {
      const collection = text(60).parse(args.collection);
      await requireUser(ctx);
      return ctx.lab.products.filters(collection);
    },
  },
  Product: {
    id: (product) => String(product.id),
    productType: (product) => product.productType as ProductType,
    kind: (product) => product.metadata?.product_type ?? null,
    yourPrice: async (product, _args, ctx) =>
      cartLinePrice({
        hasPlan: await viewerHasPlan(ctx),
        listPrice: product.price,
        memberPrice: product.memberPrice,
      }),
    memberPriced: async (product, _args, ctx) =>
      product.memberPrice != null && product.memberPrice < product.price && (await viewerHasPlan(ctx)),
    maxQuantity: (product) => maxQuantity(product),
    // Staff only: the drawn pictures' colours are an editing detail, not the shop's (null for everyone else, and
    // on a lab without the `product-images` extension, which leaves the field out).
    colors: async (product, _args, ctx) => {
      const user = await ctx.currentUser();
      return user?.role === 'ADMIN' ? (product.colors ?? null) : null;
    },
    images: (product, _args, ctx) =>
      product.images.map((image, index) => ({
        url: browserUrl(image.read, ctx),
        alt: `${product.name}${index === 0 ? '' : ', another view'}`,
        path: image.path,
      })),
    details: (product, _args, ctx) =>
      product.details.map((detail) => ({
        ...detail,
        id: String(detail.id),
        images: (detail.images ?? []).map((image) => ({
          url: browserUrl(image.read, ctx),
          alt: `${product.name}: ${detail.title}`,
          path: image.path,
        })),
      })),
  },
};
