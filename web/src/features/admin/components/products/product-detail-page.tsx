import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { TextField } from '../../../../components/ui/text-field';
import { errorMessage, splitErrors } from '../../../../lib/error-message';
import {
  useAdminProductQuery,
  useRemoveProductDetailMutation,
  useUpdateProductDetailMutation,
} from '../../api/admin-products';
import { ProductPictures } from './product-pictures';
import styles from './products.module.css';

type Detail = { id: string; title: string; description: string; filterable: boolean };

/** /admin/products/{productId}/details/{detailsId}: one detail of a product. */
export function AdminProductDetailPage({ productId, detailId }: { productId: string; detailId: string }) {
  const [{ data, error, fetching }, reload] = useAdminProductQuery(productId);
  const product = data?.product;
  const detail = product?.details.find((entry) => entry.id === detailId);
  if (!product || !detail) {
    return (
      <Page eyebrow="Products" title="Product details">
        {data ? (
          <p className={styles.empty}>
            There is no such detail. <Link to={`/admin/products/${productId}`}>Back to the product</Link>
          </p>
        ) : fetching || !error ? (
          <PageLoader label="Loading…" />
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
    <Page eyebrow={product.name} title={`Detail: ${detail.title}`}>
      <p className={styles.links}>
        <Link to={`/admin/products/${product.id}`}>← Back to {product.name}</Link>
      </p>
      <DetailForm productId={product.id} detail={detail} />
      <ProductPictures
        productId={product.id}
        detailId={detail.id}
        title="Pictures of this detail"
        pictures={detail.images}
      />
    </Page>
  );
}

function DetailForm({ productId, detail }: { productId: string; detail: Detail }) {
  const [saving, save] = useUpdateProductDetailMutation();
  const [removing, remove] = useRemoveProductDetailMutation();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    title: detail.title,
    description: detail.description,
    filterable: detail.filterable,
  });
  const [errors, setErrors] = useState<{
    fields: Partial<Record<'title' | 'description', string>>;
    form: string | null;
  }>({ fields: {}, form: null });
  const [saved, setSaved] = useState<string | null>(null);
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setSaved(null);
    const fields: Partial<Record<'title' | 'description', string>> = {};
    if (!values.title.trim()) fields.title = 'Enter a title';
    if (!values.description.trim()) fields.description = 'Enter a description';
    if (Object.keys(fields).length) return setErrors({ fields, form: null });
    inFlight.current = true;
    const result = await save({ productId, detailId: detail.id, input: values });
    inFlight.current = false;
    if (result.error)
      return setErrors(splitErrors(result.error, { title: 'title', description: 'description' }));
    setErrors({ fields: {}, form: null });
    setSaved('Saved.');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Edit the detail">
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
      <FormAlert message={errors.form} />
      <FormAlert message={saved} tone="success" />
      <div className={styles.links}>
        <Button type="submit" busy={saving.fetching}>
          Save detail
        </Button>
        <Button
          variant="ghost"
          busy={removing.fetching}
          onClick={async () => {
            const result = await remove({ productId, detailId: detail.id });
            if (result.error) setErrors({ fields: {}, form: errorMessage(result.error) });
            else navigate(`/admin/products/${productId}`);
          }}
        >
          Remove detail
        </Button>
      </div>
    </form>
  );
}
