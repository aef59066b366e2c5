import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { clearDevelopmentOrderDraft, DEVELOPMENT_ORDER_KEY } from '../../../../lib/local-drafts';
import { useCreateOrderMutation } from '../../api/create-order';
import { useOrderCustomerQuery } from '../../api/order-customer';
import { emptyDraft, newKey, type OrderDraft, parseDraft, rollDefaults } from './draft';
import { serverDraftErrors } from './draft-errors';
import styles from './editor.module.css';
import { OrderEditor } from './order-editor';
import { createInput } from './order-input';

interface NewOrderPageProps {
  /** Whose order it is: the route's user id. */
  userId: string;
  /** An admin ordering for a customer (the /admin/users/{id} copy of the page). */
  asAdmin: boolean;
  /** '/users/{id}' or '/admin/users/{id}': where the new order's page lives. */
  userBase: string;
  /** /onboarding/rolls: a first order, with a short welcome. */
  onboarding?: boolean;
  /** After the order exists and before moving to it (the session reloads the user: firstOrderCreated). */
  onCreated?: () => Promise<void> | void;
}

/** /users/{id}/orders/new/rolls and /onboarding/rolls: a new development order from a draft kept locally. */
export function NewOrderPage({
  userId,
  asAdmin,
  userBase,
  onboarding = false,
  onCreated,
}: NewOrderPageProps) {
  const [{ data, error, fetching }, reload] = useOrderCustomerQuery(userId, asAdmin);
  const customer = asAdmin ? data?.user : data?.me;
  const title = onboarding ? 'Your First Order' : 'New Order';

  let body: React.ReactNode;
  if (customer)
    body = (
      <NewOrderEditor
        customer={customer}
        asAdmin={asAdmin}
        userBase={userBase}
        onboarding={onboarding}
        onCreated={onCreated}
      />
    );
  else if (fetching || (!error && !data)) body = <PageLoader label="Getting your order ready…" />;
  else
    body = (
      <LoadProblem
        error={error}
        what="your details"
        onRetry={() => reload({ requestPolicy: 'network-only' })}
      />
    );

  return (
    <Page eyebrow="Development & Scanning" title={title}>
      {body}
    </Page>
  );
}

type Customer = NonNullable<NonNullable<ReturnType<typeof useOrderCustomerQuery>[0]['data']>['me']>;

function NewOrderEditor({
  customer,
  asAdmin,
  userBase,
  onboarding,
  onCreated,
}: {
  customer: Customer;
  asAdmin: boolean;
  userBase: string;
  onboarding: boolean;
  onCreated?: () => Promise<void> | void;
}) {
  const navigate = useNavigate();
  const [, createOrder] = useCreateOrderMutation();
  const defaults = useMemo(() => rollDefaults(customer.preferences), [customer.preferences]);
  // Read once: the editor owns the draft from here on and writes it back as it changes.
  const [initial] = useState(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(DEVELOPMENT_ORDER_KEY);
    } catch {
      // Storage blocked: start afresh.
    }
    return parseDraft(stored, customer.id) ?? emptyDraft(customer.id, defaults);
  });
  const forUserId = asAdmin ? customer.id : null;
  // One idempotency key per attempt: a retry of the same order reuses it, so the lab makes one order.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const submit = async (draft: OrderDraft) => {
    const body = JSON.stringify(createInput(draft, '', forUserId));
    if (attempt.current?.body !== body) attempt.current = { key: newKey(), body };
    const result = await createOrder({ input: createInput(draft, attempt.current.key, forUserId) });
    const order = result.data?.createOrder;
    if (!order) return serverDraftErrors(result.error, { rolls: draft.rolls.map((roll) => roll.key) });
    clearDevelopmentOrderDraft();
    await onCreated?.();
    navigate(`${userBase}/orders/${order.id}`);
    return null;
  };

  return (
    <OrderEditor
      initial={initial}
      defaults={defaults}
      forUserId={forUserId}
      storageKey={DEVELOPMENT_ORDER_KEY}
      submitLabel="Create Order"
      onSubmit={submit}
      intro={
        onboarding ? (
          <div className={styles.welcome}>
            <h2 className={styles.groupTitle}>Welcome, {customer.firstName}</h2>
            <p>
              Tell us about the rolls you’re sending, choose how they get to us and what happens to your
              negatives. The lab prices everything as you go; you pay once your film is developed.
            </p>
          </div>
        ) : asAdmin ? (
          <p className={styles.muted}>Ordering for {customer.firstName}.</p>
        ) : null
      }
    />
  );
}
