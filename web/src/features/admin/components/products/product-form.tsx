import { type FormEvent, useRef, useState } from 'react';
import type { CombinedError } from 'urql';
import { Button } from '../../../../components/ui/button';
import { ColorField } from '../../../../components/ui/color-field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { AdminProductFieldsFragment, ProductInput, ProductType } from '../../../../gql/graphql';
import { splitErrors } from '../../../../lib/error-message';
import { hexColor, hexColorMessage } from '../../../../lib/hex-color';
import { useLabFeatureNotes } from '../../../../lib/lab-feature-notes';
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
  | 'summary'
  | 'colors.0'
  | 'colors.1';
const FIELDS: Record<string, Field> = {
  ...(Object.fromEntries(
    ['name', 'sku', 'urlName', 'productType', 'collection', 'price', 'memberPrice', 'stock', 'summary'].map(
      (f) => [f, f],
    ),
  ) as Record<string, Field>),
  colors: 'colors.0',
  'colors.0': 'colors.0',
  'colors.1': 'colors.1',
};

/** The lab's own colours for a product drawn without any (lab/services/product-art.ts): the swatches' start. */
const DEFAULT_COLORS = ['#e7a33e', '#c4501b'] as const;
const COLOR_LABELS = ['Main colour', 'Band colour'] as const;
const TWO_COLORS = 'Give two colours, or none for the default ones';

/** Each picture colour's error: both empty is the defaults; one empty, or one not a hex colour (spec §5), is not. */
function colorErrors(colors: readonly [string, string]): [string | undefined, string | undefined] {
  const empty = colors.map((color) => !color.trim());
  if (empty[0] && empty[1]) return [undefined, undefined];
  return [0, 1].map((i) => (empty[i] ? TWO_COLORS : hexColorMessage(colors[i]!))) as [
    string | undefined,
    string | undefined,
  ];
}

interface ProductFormProps {
  product?: AdminProductFieldsFragment;
  submitLabel: string;
  busy: boolean;
  /** Sends the input; answers the request's error, if any. */
  onSubmit: (input: ProductInput) => Promise<CombinedError | undefined>;
  saved?: string | null;
  /** Called on every edit (the page drops its 'Saved.'). */
  onEdit?: () => void;
}

/** A product's fields, with the money typed in dollars and sent in cents. */
export function ProductForm({ product, submitLabel, busy, onSubmit, saved, onEdit }: ProductFormProps) {
  const [values, setState] = useState({
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
    colors: [product?.colors?.[0] ?? '', product?.colors?.[1] ?? ''] as [string, string],
  });
  // The picture colours are the lab's `product-images` extension: hidden on a lab without it (and for a product
  // whose lab leaves them out).
  const colorsOffered = !useLabFeatureNotes().off('product-images') && (!product || product.colors != null);
  // A colour's error shows once the person has left the field (or tried to save), then follows every keystroke.
  const [colorsTouched, setColorsTouched] = useState([false, false]);
  const liveColorErrors = colorErrors(values.colors);
  // An edit makes the last 'Saved.' stale.
  const setValues = (next: typeof values) => {
    setState(next);
    onEdit?.();
  };
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
    if (colorsOffered) {
      setColorsTouched([true, true]);
      if (liveColorErrors.some(Boolean)) return setErrors({ fields, form: null });
    }
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
      ...(colorsOffered
        ? { colors: values.colors.flatMap((color) => (color.trim() ? [hexColor(color) ?? color] : [])) }
        : {}),
    });
    inFlight.current = false;
    setErrors(error ? splitErrors(error, FIELDS) : { fields: {}, form: null });
  };

  const setColor = (index: 0 | 1, color: string) => {
    const colors: [string, string] = [...values.colors];
    colors[index] = color;
    setValues({ ...values, colors });
    // The BFF's answer about the old text no longer holds.
    setErrors(({ fields, form }) => ({ fields: { ...fields, [`colors.${index}`]: undefined }, form }));
  };
  const leaveColor = (index: 0 | 1) => {
    setColorsTouched((touched) => touched.map((was, i) => was || i === index));
    // Written as it will be stored ('abc' is '#aabbcc'), so the person sees what the lab keeps.
    const normalised = hexColor(values.colors[index]);
    if (normalised && normalised !== values.colors[index]) setColor(index, normalised);
  };

  const text = (field: Exclude<Field, 'productType' | 'colors.0' | 'colors.1'>) => ({
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
      {colorsOffered && (
        <fieldset className={styles.colors}>
          <legend className={styles.legend}>Picture colours</legend>
          <p className={styles.hint}>
            The drawn pictures’ box and band, as hex: #e7a33e or #abc. Both empty: the lab’s own colours.
          </p>
          <div className={styles.fields}>
            {([0, 1] as const).map((index) => (
              <ColorField
                key={index}
                label={COLOR_LABELS[index]}
                value={values.colors[index]}
                fallback={hexColor(product?.colors?.[index] ?? '') ?? DEFAULT_COLORS[index]}
                error={
                  errors.fields[`colors.${index}`] ??
                  (colorsTouched[index] ? liveColorErrors[index] : undefined)
                }
                placeholder={DEFAULT_COLORS[index]}
                onChange={(color) => setColor(index, color)}
                onBlur={() => leaveColor(index)}
              />
            ))}
          </div>
        </fieldset>
      )}
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
