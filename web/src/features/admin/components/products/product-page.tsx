import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { TextField } from '../../../../components/ui/text-field';
import type { AdminProductFieldsFragment } from '../../../../gql/graphql';
import { errorMessage, splitErrors } from '../../../../lib/error-message';
import {
  useAddProductDetailMutation,
  useAdminProductQuery,
  useRemoveProductDetailMutation,
  useUpdateProductMutation,
} from '../../api/admin-products';
import { ProductForm } from './product-form';
import { ProductPictures } from './product-pictures';
import styles from './products.module.css';

/** /admin/products/{productId}: one product's fields and details. */
export function AdminProductPage({ productId }: { productId: string }) {
  const [{ data, error, fetching }, reload] = useAdminProductQuery(productId);
  const [updating, update] = useUpdateProductMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const product = data?.product;
  if (!product) {
    return (
      <Page eyebrow="Products" title="Product">
        {data ? (
          <p className={styles.empty}>
            There is no product {productId}. <Link to="/admin/products">See every product</Link>
          </p>
        ) : fetching || !error ? (
          <PageLoader label="Loading the product…" />
        ) : (
          <LoadProblem
            error={error}
            what="the product"
            onRetry={() => reload({ requestPolicy: 'network-only' })}
          />
        )}
      </Page>
    );
  }
  return (
    <Page eyebrow="Products" title={product.name}>
      <p className={styles.links}>
        <Link to="/admin/products">← All products</Link>
        {product.active && <Link to={`/products/${product.urlName}/detailed`}>See it in the shop</Link>}
      </p>
      <div className={styles.productLayout}>
        <ProductForm
          product={product}
          submitLabel="Save product"
          busy={updating.fetching}
          saved={saved}
          onEdit={() => setSaved(null)}
          onSubmit={async (input) => {
            setSaved(null);
            const result = await update({ id: product.id, input });
            if (!result.error) setSaved('Saved.');
            return result.error;
          }}
        />
        {product.images[0] && (
          <img
            className={styles.preview}
            src={product.images[0].url}
            alt={product.images[0].alt}
            width={320}
            height={320}
          />
        )}
      </div>
      <ProductPictures productId={product.id} title="Pictures" pictures={product.images} />
      <Details product={product} />
    </Page>
  );
}

function Details({ product }: { product: AdminProductFieldsFragment }) {
  const [adding, add] = useAddProductDetailMutation();
  const [, remove] = useRemoveProductDetailMutation();
  const [values, setValues] = useState({ title: '', description: '', filterable: false });
  const [errors, setErrors] = useState<{
    fields: Partial<Record<'title' | 'description', string>>;
    form: string | null;
  }>({ fields: {}, form: null });
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const fields: Partial<Record<'title' | 'description', string>> = {};
    if (!values.title.trim()) fields.title = 'Enter a title';
    if (!values.description.trim()) fields.description = 'Enter a description';
    if (Object.keys(fields).length) return setErrors({ fields, form: null });
    inFlight.current = true;
    const result = await add({ productId: product.id, input: values });
    inFlight.current = false;
    if (result.error)
      return setErrors(splitErrors(result.error, { title: 'title', description: 'description' }));
    setErrors({ fields: {}, form: null });
    setValues({ title: '', description: '', filterable: false });
  };

  return (
    <section className={styles.section} aria-labelledby="details-title">
      <h2 id="details-title" className={styles.sectionTitle}>
        Details
      </h2>
      {product.details.length === 0 ? (
        <p className={styles.empty}>No details yet. Filterable details become the shop’s filters.</p>
      ) : (
        <ul className={styles.details}>
          {product.details.map((detail) => (
            <li key={detail.id} className={styles.detailRow}>
              <span className={styles.detailTitle}>{detail.title}</span>
              <span className={styles.detailText}>{detail.description}</span>
              <span className={styles.mono}>{detail.filterable ? 'Filter' : ''}</span>
              <Link to={`/admin/products/${product.id}/details/${detail.id}`}>
                Edit <span className="visually-hidden">{detail.title}</span>
              </Link>
              <Button
                size="sm"
                variant="ghost"
                onClick={async () => {
                  const result = await remove({ productId: product.id, detailId: detail.id });
                  setErrors({ fields: {}, form: errorMessage(result.error) });
                }}
              >
                Remove <span className="visually-hidden">{detail.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.detailForm} onSubmit={submit} noValidate aria-label="Add a detail">
        <TextField
          label="Title"
          value={values.title}
          error={errors.fields.title}
          maxLength={60}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
        <TextField
          label="Description"
          value={values.description}
          error={errors.fields.description}
          maxLength={2000}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.filterable}
            onChange={(event) => setValues({ ...values, filterable: event.target.checked })}
          />
          A shop filter
        </label>
        <Button type="submit" busy={adding.fetching}>
          Add detail
        </Button>
        <FormAlert message={errors.form} />
      </form>
    </section>
  );
}
