// What a person may do to an order now (Order.actions), mirroring the lab's rules (docs/decisions/050) so the page
// offers only what the lab will accept. The lab checks again; this only decides which buttons show.

export type ActionStatus = 'OPEN' | 'INVOICED' | 'PAID' | 'COMPLETE' | 'CANCELED';

export interface ActionFacts {
  status: ActionStatus;
  /** Some roll has a received event (the lab has the film). */
  anyReceived: boolean;
  /** Some roll has no scanned event yet. */
  anyUnscanned: boolean;
  /** The order already has a prepaid label for sending the film to the lab. */
  hasOutgoingLabel: boolean;
  admin: boolean;
  /**
   * The desk's count and the order agree: the rolls counted equal the rolls on the order and each is received
   * (docs/decisions/102-desk-rules.md). Invoicing waits for it. Left out, it is taken as agreeing.
   */
  countAgrees?: boolean;
  /**
   * A shop or print order (Order.kind SHOP, decision 106): it has no film, so nothing of the rolls' life applies —
   * no receiving, roll events, rush, negatives' return or label. Left out, it is a development order.
   */
  shop?: boolean;
  /**
   * The order has prints (4x6 or large) to make. Left out, a lab that does not list an order's prints: taken as
   * having them.
   */
  hasPrints?: boolean;
  /** Something goes back to the customer by post (a shipment to them): a shop order then has no pick-up. */
  shipsToCustomer?: boolean;
}

export interface OrderActions {
  edit: boolean;
  delete: boolean;
  pay: boolean;
  addRush: boolean;
  returnNegatives: boolean;
  requestLabel: boolean;
  receive: boolean;
  addRollsEvent: boolean;
  invoice: boolean;
  sendInvoice: boolean;
  attachPayment: boolean;
  markPrintsReady: boolean;
  complete: boolean;
  cancel: boolean;
}

export function orderActions(facts: ActionFacts): OrderActions {
  const { status, admin } = facts;
  const open = status === 'OPEN';
  const inTransit = open && !facts.anyReceived;
  const staff = (allowed: boolean) => admin && allowed;
  const film = !facts.shop;
  return {
    // Customers change an order while the film is on its way; staff until it is invoiced.
    edit: film && (admin ? open : inTransit),
    // Nobody deletes an order the lab holds film for: staff cancel it instead.
    delete: film && inTransit,
    // Staff take payment on the card reader (attachPayment) instead.
    pay: !admin && status === 'INVOICED',
    addRush: film && open && facts.anyUnscanned,
    // How the negatives come back may change while the film is in the lab, until the invoice fixes its price.
    returnNegatives: film && open,
    requestLabel: film && inTransit && !facts.hasOutgoingLabel,
    receive: staff(film && open),
    addRollsEvent: staff(film && (open || status === 'INVOICED' || status === 'PAID')),
    invoice: staff(open && facts.anyReceived && facts.countAgrees !== false),
    sendInvoice: staff(status === 'INVOICED'),
    attachPayment: staff(status === 'INVOICED'),
    // A shop order of goods only is "ready" for its pick-up; shipped, its shipment says it all (decision 107).
    markPrintsReady: staff(
      (status === 'INVOICED' || status === 'PAID') &&
        !(facts.shop && facts.hasPrints === false && facts.shipsToCustomer),
    ),
    complete: staff(status === 'PAID'),
    cancel: staff(open || status === 'INVOICED'),
  };
}
