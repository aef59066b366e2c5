import { type FormEvent, useRef, useState } from 'react';
import type { CombinedError } from 'urql';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { AdminProductFieldsFragment, ProductInput, ProductType } from '../../../../gql/graphql';
import { splitErrors } from '../../../../lib/error-message';
import { dollars, parseDollars } from './money-input';
import styles from './products.module.css';

const TYPES: Array<[ProductType, string]> = [
  ['PRODUCT', 'Product (film, goods)'],
  ['PRINT', 'Print (made to order)'],
  ['DIGITAL', 'Digital'],
  ['SERVICE_ADD_ON', 'Service add-on'],
  ['FULFILLMENT_SERVICE_ADD_ON', 'Fulfilment service add-on'],
  ['SUBSCRIPTION', 'Subscription'],
];

type Field =
  | 'name'
  | 'sku'
  | 'urlName'
  | 'productType'
  | 'collection'
  | 'price'
  | 'memberPrice'
  | 'stock'
  | 'summary';
const FIELDS: Record<string, Field> = Object.fromEntries(
  ['name', 'sku', 'urlName', 'productType', 'collection', 'price', 'memberPrice', 'stock', 'summary'].map(
    (f) => [f, f],
  ),
) as Record<string, Field>;

interface ProductFormProps {
  product?: AdminProductFieldsFragment;
  submitLabel: string;
  busy: boolean;
  /** Sends the input; answers the request's error, if any. */
  onSubmit: (input: ProductInput) => Promise<CombinedError | undefined>;
  saved?: string | null;
}

/** A product's fields, with the money typed in dollars and sent in cents. */
export function ProductForm({ product, submitLabel, busy, onSubmit, saved }: ProductFormProps) {
  const [values, setValues] = useState({
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    urlName: product?.urlName ?? '',
    productType: product?.productType ?? 'PRODUCT',
    collection: product?.collection ?? '',
    price: dollars(product?.price),
    memberPrice: dollars(product?.memberPrice),
    stock: String(product?.stock ?? 0),
    summary: product?.summary ?? '',
    active: product?.active ?? true,
  });
  const [errors, setErrors] = useState<{ fields: Partial<Record<Field, string>>; form: string | null }>({
    fields: {},
    form: null,
  });
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const fields: Partial<Record<Field, string>> = {};
    const price = parseDollars(values.price);
    const memberPrice = values.memberPrice.trim() ? parseDollars(values.memberPrice) : null;
    const stock = Number(values.stock);
    if (!values.name.trim()) fields.name = 'Enter a name';
    if (!values.sku.trim()) fields.sku = 'Enter a SKU';
    if (!values.collection.trim()) fields.collection = 'Enter a collection';
    if (price === null) fields.price = 'Enter a price like 18.99';
    if (values.memberPrice.trim() && memberPrice === null)
      fields.memberPrice = 'Enter a price like 16.99, or leave empty';
    else if (price !== null && memberPrice !== null && memberPrice > price)
      fields.memberPrice = 'A member price is at most the list price';
    if (!Number.isInteger(stock) || stock < 0) fields.stock = 'Enter a whole number, 0 or more';
    if (Object.keys(fields).length > 0) return setErrors({ fields, form: null });
    inFlight.current = true;
    const error = await onSubmit({
      name: values.name.trim(),
      sku: values.sku.trim(),
      ...(values.urlName.trim() ? { urlName: values.urlName.trim() } : {}),
      productType: values.productType as ProductType,
      collection: values.collection.trim(),
      price,
      memberPrice,
      stock,
      summary: values.summary.trim(),
      active: values.active,
    });
    inFlight.current = false;
    setErrors(error ? splitErrors(error, FIELDS) : { fields: {}, form: null });
  };

  const text = (field: Exclude<Field, 'productType'>) => ({
    value: values[field],
    error: errors.fields[field],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={submitLabel}>
      <div className={styles.fields}>
        <TextField label="Name" maxLength={120} {...text('name')} />
        <TextField label="SKU" maxLength={60} {...text('sku')} />
        <TextField
          label="URL name"
          hint="Made from the name when empty"
          maxLength={120}
          {...text('urlName')}
        />
        <SelectField
          label="Type"
          value={values.productType}
          error={errors.fields.productType}
          onChange={(event) => setValues({ ...values, productType: event.target.value as ProductType })}
        >
          {TYPES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Collection"
          hint="Film, Prints, Digital, Services…"
          maxLength={60}
          {...text('collection')}
        />
        <TextField label="Price ($)" inputMode="decimal" {...text('price')} />
        <TextField
          label="Member price ($)"
          hint="Empty: members pay the price"
          inputMode="decimal"
          {...text('memberPrice')}
        />
        <TextField label="Stock" inputMode="numeric" {...text('stock')} />
      </div>
      <TextField label="Summary" maxLength={2000} {...text('summary')} />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.active}
          onChange={(event) => setValues({ ...values, active: event.target.checked })}
        />
        In the shop
      </label>
      <FormAlert message={errors.form} />
      <FormAlert message={saved ?? null} tone="success" />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
