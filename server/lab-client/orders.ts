import { type Call, seg } from './call.js';
import type { LabBody, LabQuery, LabSchema } from './contract.js';
import type {
  LabCreditUsage,
  LabOrderPage,
  LabOrderStatus,
  LabOrderWrapper,
  LabRollEventName,
} from './types.js';

// Development orders (docs/lab-behaviour.md "Orders"). Customers go through /users/{id}/orders…; staff through /orders…,
// and the lab checks both again.

/** A roll as the lab takes it (NewRoll); options left out take the lab's defaults. */
export type LabNewRoll = NonNullable<LabBody<'/users/{id}/orders', 'post'>['newRolls']>[number];

export type LabNewShipment = NonNullable<LabBody<'/users/{id}/orders', 'post'>['newShipments']>[number];

/** The create body: the order plus its new lists (spec §7), as the update's. */
export type LabNewOrder = Omit<LabBody<'/users/{id}/orders', 'post'>, 'customerId'>;

export type LabOrderUpdate = LabBody<'/users/{id}/orders/{orderId}', 'put'>;

export type LabInvoice = LabBody<'/orders/{id}/invoice', 'put'>;

export type LabOrderListQuery = LabQuery<'/orders', 'get'>;

type AdminAction = 'send-invoice' | 'mark-prints-ready' | 'complete' | 'cancel';

/** Whose path an order call takes: the customer's id (/users/{id}/orders/…), or null for staff (/orders/…). */
export type Owner = string | number | null;

export function ordersApi(call: Call) {
  const mine = (userId: string | number) => `/users/${seg(userId)}/orders`;
  const one = (userId: string | number, orderId: string | number) => `${mine(userId)}/${seg(orderId)}`;
  const admin = (orderId: string | number) => `/orders/${seg(orderId)}`;
  const either = (owner: Owner, orderId: string | number) =>
    owner === null ? admin(orderId) : one(owner, orderId);
  return {
    // A user's own orders (self or ADMIN).
    listForUser: (
      userId: string | number,
      query: { status?: LabOrderStatus; limit: number; offset: number },
    ) => call<LabOrderPage>({ method: 'GET', path: mine(userId), query: { ...query } }),
    getForUser: (userId: string | number, orderId: string | number) =>
      call<LabOrderWrapper>({ method: 'GET', path: one(userId, orderId) }),
    createForUser: (userId: string | number, body: LabNewOrder, idempotencyKey: string) =>
      call<LabOrderWrapper>({
        method: 'POST',
        path: mine(userId),
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    updateForUser: (userId: string | number, orderId: string | number, body: LabOrderUpdate) =>
      call<LabOrderWrapper>({ method: 'PUT', path: one(userId, orderId), body }),
    // Owner null: staff, by the order's id alone (/orders/{id}/…).
    remove: (owner: Owner, orderId: string | number) =>
      call<{ id: number }>({ method: 'DELETE', path: either(owner, orderId) }),
    addRush: (owner: Owner, orderId: string | number, rollIds: number[]) =>
      call<LabOrderWrapper>({
        method: 'POST',
        path: `${either(owner, orderId)}/add-rush`,
        body: { rollIds },
      }),
    pay: (owner: Owner, orderId: string | number, token?: string, saveCard = false) =>
      call<LabOrderWrapper>({
        method: 'PUT',
        path: `${either(owner, orderId)}/pay`,
        body: token === undefined ? {} : { token, ...(saveCard ? { saveCard } : {}) },
      }),
    creditUsage: (userId: string | number) =>
      call<LabCreditUsage>({ method: 'GET', path: `/users/${seg(userId)}/credit-usage` }),

    // Staff.
    list: (query: LabOrderListQuery) =>
      call<LabOrderPage>({ method: 'GET', path: '/orders', query: { ...query } }),
    quickSearch: (search: string) =>
      call<LabOrderPage>({ method: 'GET', path: '/orders/quick-search', query: { search } }),
    /** A page of the extension keyset-paging: the list without a search, after the lab's cursor. */
    page: (query: LabQuery<'/orders/page', 'get'>) =>
      call<LabSchema<'OrderKeysetPage'>>({ method: 'GET', path: '/orders/page', query: { ...query } }),
    rollEvents: (event: LabRollEventName, days: number, page: { limit?: number; after?: string } = {}) =>
      call<LabSchema<'RollEventDays'>>({
        method: 'GET',
        path: '/orders/roll-events',
        query: { event, days, ...page },
      }),
    create: (customerId: number, body: LabNewOrder, idempotencyKey: string) =>
      call<LabOrderWrapper>({
        method: 'POST',
        path: '/orders',
        body: { customerId, ...body },
        headers: { 'idempotency-key': idempotencyKey },
      }),
    get: (orderId: string | number) => call<LabOrderWrapper>({ method: 'GET', path: admin(orderId) }),
    update: (orderId: string | number, body: LabOrderUpdate) =>
      call<LabOrderWrapper>({ method: 'PUT', path: admin(orderId), body }),
    receive: (orderId: string | number, rollCount: number) =>
      call<LabOrderWrapper>({ method: 'PUT', path: `${admin(orderId)}/receive`, body: { rollCount } }),
    addRollsEvent: (orderId: string | number, event: LabRollEventName, rollIds?: number[]) =>
      call<LabOrderWrapper>({
        method: 'PUT',
        path: `${admin(orderId)}/add-rolls-event/${seg(event)}`,
        route: '/orders/:id/add-rolls-event/:event',
        body: rollIds ? { rollIds } : {},
      }),
    invoice: (orderId: string | number, body: LabInvoice) =>
      call<LabOrderWrapper>({ method: 'PUT', path: `${admin(orderId)}/invoice`, body }),
    attachPayment: (orderId: string | number, paymentId: string) =>
      call<LabOrderWrapper>({ method: 'PUT', path: `${admin(orderId)}/attach-payment`, body: { paymentId } }),
    /** The status moves without a body: send-invoice, mark-prints-ready, complete, cancel. */
    act: (orderId: string | number, action: AdminAction) =>
      call<LabOrderWrapper>({ method: 'PUT', path: `${admin(orderId)}/${action}`, body: {} }),
  };
}

export type OrdersApi = ReturnType<typeof ordersApi>;
