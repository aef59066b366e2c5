import { type Call, seg } from './call.js';
import type { LabBody, LabSchema } from './contract.js';

export type LabProduct = LabSchema<'Product'>;

/** What the product list takes from the resolvers; it writes the lab's query (GET /products) from it. */
export interface LabProductQuery {
  ids?: string[];
  collection?: string;
  search?: string;
  filters?: Array<{ title: string; value: string }>;
  /** Staff lists: products taken out of the shop too. */
  includeInactive?: boolean;
  limit: number;
  offset: number;
}

/** The shop's catalogue (docs/lab-behaviour.md "Products"). */
export function productsApi(call: Call) {
  return {
    list: (query: LabProductQuery) => {
      // Repeated keys (ids[], filter) do not fit the transport's flat query object: the whole query goes in the
      // path (the metrics route template drops it).
      const params = new URLSearchParams();
      for (const id of query.ids ?? []) params.append('ids[]', id);
      for (const filter of query.filters ?? []) params.append('filter', `${filter.title}:${filter.value}`);
      if (query.collection) params.set('collection', query.collection);
      if (query.search) params.set('search', query.search);
      if (!query.includeInactive) params.set('active', 'true');
      params.set('limit', String(query.limit));
      params.set('offset', String(query.offset));
      return call<{ products: LabProduct[]; count: number }>({ method: 'GET', path: `/products?${params}` });
    },
    admin: productAdminApi(call),
    byId: (id: string) => call<LabProduct>({ method: 'GET', path: `/products/${seg(id)}` }),
    byName: (urlName: string) => call<LabProduct>({ method: 'GET', path: `/products/name/${seg(urlName)}` }),
    filters: (collection?: string) =>
      call<{ collections: string[]; filters: Array<{ title: string; values: string[] }> }>({
        method: 'GET',
        path: '/products/filters',
        query: { collection, active: 'true' },
      }),
  };
}

export type LabProductBody = LabBody<'/products', 'post'>;

export type LabDetailBody = LabBody<'/products/{id}/details', 'post'>;

/** Product administration (ADMIN). */
export function productAdminApi(call: Call) {
  const product = (id: string) => `/products/${seg(id)}`;
  return {
    create: (body: LabProductBody) => call<LabProduct>({ method: 'POST', path: '/products', body }),
    update: (id: string, body: LabProductBody) =>
      call<LabProduct>({ method: 'PUT', path: product(id), body }),
    addDetail: (id: string, body: LabDetailBody) =>
      call<LabProduct>({ method: 'POST', path: `${product(id)}/details`, body }),
    updateDetail: (id: string, detailId: string, body: LabDetailBody) =>
      call<LabProduct>({ method: 'PUT', path: `${product(id)}/details/${seg(detailId)}`, body }),
    removeDetail: (id: string, detailId: string) =>
      call<LabProduct>({ method: 'DELETE', path: `${product(id)}/details/${seg(detailId)}` }),
    startImageUpload: (id: string, contentType: string) =>
      call<{ key: string; write: string; expiresAt: string }>({
        method: 'POST',
        path: `${product(id)}/image-uploads`,
        body: { contentType },
      }),
    addImage: (id: string, key: string, detailsId?: string) =>
      call<LabProduct>({
        method: 'POST',
        path: `${product(id)}/images`,
        body: detailsId ? { key, detailsId: Number(detailsId) } : { key },
      }),
    removeImage: (id: string, path: string, detailsId?: string) =>
      call<LabProduct>({
        method: 'DELETE',
        path: detailsId ? `${product(id)}/details/${seg(detailsId)}/images` : `${product(id)}/images`,
        query: { path },
      }),
  };
}
