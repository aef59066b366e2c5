import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { Pager } from '../../../../components/ui/pager';
import { TextField } from '../../../../components/ui/text-field';
import { formatCents } from '../../../../lib/format';
import { useAdminProductsQuery, useCreateProductMutation } from '../../api/admin-products';
import { ProductForm } from './product-form';
import styles from './products.module.css';

const PAGE = 50;

/** /admin/products: every product, in the shop or not, with a search and a form to add one. */
export function AdminProductsPage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [{ data, error, fetching }, reload] = useAdminProductsQuery(search, offset);
  const [creating, create] = useCreateProductMutation();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setOffset(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const page = data?.products;
  return (
    <Page
      eyebrow="Lab desk"
      title="Products"
      lead="The shop’s catalogue: prices, member prices, stock and details."
    >
      <div className={styles.toolbar}>
        <TextField
          label="Search products"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p className={styles.count} role="status">
          {page ? `${page.count} ${page.count === 1 ? 'product' : 'products'}` : ''}
        </p>
      </div>
      {page ? (
        page.items.length === 0 ? (
          <p className={styles.empty}>No product matches “{search}”.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Collection</th>
                  <th scope="col">Price</th>
                  <th scope="col">Member</th>
                  <th scope="col">Stock</th>
                  <th scope="col">Shop</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((product) => (
                  <tr key={product.id}>
                    <td>
                      <Link to={`/admin/products/${product.id}`}>{product.name}</Link>
                    </td>
                    <td className={styles.mono}>{product.sku}</td>
                    <td>{product.collection}</td>
                    <td>{formatCents(product.price)}</td>
                    <td>{product.memberPrice == null ? '—' : formatCents(product.memberPrice)}</td>
                    <td>{product.productType === 'PRINT' ? 'Made to order' : product.stock}</td>
                    <td>{product.active ? 'In the shop' : 'Hidden'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : fetching || !error ? (
        <PageLoader label="Loading products…" />
      ) : (
        <LoadProblem
          error={error}
          what="the products"
          onRetry={() => reload({ requestPolicy: 'network-only' })}
        />
      )}
      {page && (
        <Pager
          page={offset / PAGE}
          pages={Math.ceil(page.count / PAGE)}
          onPage={(next) => setOffset(next * PAGE)}
          label="Products pages"
        />
      )}
      <section className={styles.section} aria-labelledby="new-product">
        <h2 id="new-product" className={styles.sectionTitle}>
          Add a product
        </h2>
        <ProductForm
          submitLabel="Add product"
          busy={creating.fetching}
          onSubmit={async (input) => {
            const result = await create({ input });
            if (result.data) navigate(`/admin/products/${result.data.createProduct.id}`);
            return result.error;
          }}
        />
      </section>
    </Page>
  );
}
