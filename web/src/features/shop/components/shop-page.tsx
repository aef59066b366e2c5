import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import { TextField } from '../../../components/ui/text-field';
import type { ProductCardFieldsFragment } from '../../../gql/graphql';
import { SHOP_PAGE_SIZE, useProductFiltersQuery, useShopProductsQuery } from '../api/products';
import { ProductCard } from './product-card';
import styles from './shop.module.css';

/** Filters live in the URL (?collection=Film&Format=35mm&q=portra) so a filtered shop can be shared and reloaded. */
function useShopParams() {
  const [params, setParams] = useSearchParams();
  const collection = params.get('collection') ?? undefined;
  const search = params.get('q') ?? '';
  const details = [...params.entries()]
    .filter(([key]) => key !== 'collection' && key !== 'q')
    .map(([title, value]) => ({ title, value }));
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true });
  };
  return { collection, search, details, update };
}

/** /products/all: the shop, by collection, with the collection's filters and member prices for members. */
export function ShopPage() {
  const { collection, search, details, update } = useShopParams();
  const [typed, setTyped] = useState(search);
  const [offset, setOffset] = useState(0);
  const [shown, setShown] = useState<ProductCardFieldsFragment[]>([]);
  // The details are rebuilt from the URL on every render: key the filter by their text.
  const detailsKey = JSON.stringify(details);
  const filter = useMemo(
    () => ({ collection, search: search || undefined, details: JSON.parse(detailsKey) as typeof details }),
    [collection, search, detailsKey],
  );
  const [{ data: filterData }] = useProductFiltersQuery(collection);
  const [{ data, error, fetching }, reload] = useShopProductsQuery(filter, offset);

  // A new filter starts from the first page; later pages add to what is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the filter changes
  useEffect(() => {
    setOffset(0);
    setShown([]);
  }, [filter]);
  useEffect(() => {
    if (!data) return;
    setShown((before) => (offset === 0 ? data.products.items : [...before, ...data.products.items]));
  }, [data, offset]);

  // Search waits for a pause in typing.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search)
        update((next) => (typed.trim() ? next.set('q', typed.trim()) : next.delete('q')));
    }, 350);
    return () => clearTimeout(timer);
  });

  const count = data?.products.count ?? 0;
  const selected = (title: string, value: string) =>
    details.some((d) => d.title === title && d.value === value);
  const toggle = (title: string, value: string) =>
    update((next) => {
      const values = next.getAll(title);
      next.delete(title);
      for (const v of values) if (v !== value) next.append(title, v);
      if (!values.includes(value)) next.append(title, value);
    });

  return (
    <Page
      eyebrow="Shop"
      title="Film, Prints & More"
      lead="Members see their member price beside the list price."
    >
      <nav className={styles.collections} aria-label="Collections">
        {['All', ...(filterData?.productFilters.collections ?? [])].map((name) => {
          const current = name === 'All' ? !collection : collection === name;
          return (
            <button
              key={name}
              type="button"
              className={styles.collection}
              aria-pressed={current}
              onClick={() =>
                update((next) => {
                  for (const key of [...next.keys()]) if (key !== 'q') next.delete(key);
                  if (name !== 'All') next.set('collection', name);
                })
              }
            >
              {name}
            </button>
          );
        })}
      </nav>
      <div className={styles.layout}>
        <aside className={styles.filters} aria-label="Filters">
          <TextField
            label="Search the shop"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          {collection &&
            filterData?.productFilters.filters.map((group) => (
              <fieldset key={group.title} className={styles.group}>
                <legend className={styles.groupTitle}>{group.title}</legend>
                <div className={styles.chips}>
                  {group.values.map((value) => (
                    <button
                      key={value}
                      type="button"
                      className={styles.chip}
                      aria-pressed={selected(group.title, value)}
                      onClick={() => toggle(group.title, value)}
                    >
                      {value}
                    </button>
                  ))}
                </div>
              </fieldset>
            ))}
        </aside>
        <section aria-labelledby="results" className={styles.results}>
          <h2 id="results" className={styles.count} aria-live="polite">
            {data ? `${count} ${count === 1 ? 'product' : 'products'}` : 'Products'}
          </h2>
          {error && !data ? (
            <LoadProblem
              error={error}
              what="the shop"
              onRetry={() => reload({ requestPolicy: 'network-only' })}
            />
          ) : !data && fetching ? (
            <PageLoader label="Loading the shop…" />
          ) : shown.length === 0 ? (
            <p className={styles.empty}>
              Nothing matches these filters.{' '}
              <button
                type="button"
                className={styles.clear}
                onClick={() =>
                  update((next) => {
                    for (const key of [...next.keys()]) if (key !== 'collection') next.delete(key);
                    setTyped('');
                  })
                }
              >
                Clear the filters
              </button>
            </p>
          ) : (
            <ul className={styles.grid}>
              {shown.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ul>
          )}
          {shown.length > 0 && shown.length < count && (
            <Button variant="secondary" busy={fetching} onClick={() => setOffset(offset + SHOP_PAGE_SIZE)}>
              Show more
            </Button>
          )}
        </section>
      </div>
    </Page>
  );
}
