import { type Call, seg } from './call.js';
import type { LabSchema } from './contract.js';

// Vendor orders (docs/lab-behaviour.md "Vendor orders", docs/decisions/084-vendor-orders.md).

export type LabVendorOrder = LabSchema<'VendorOrder'>;

export function vendorOrdersApi(call: Call) {
  return {
    list: () => call<LabVendorOrder[]>({ method: 'GET', path: '/vendor-orders' }),
    ofCustomer: (userId: number | string) =>
      call<LabVendorOrder[]>({ method: 'GET', path: `/users/${seg(userId)}/vendor-orders` }),
    /** Staff send an order's prints to a print shop (a VENDOR user). */
    assign: (orderId: number | string, vendorId: number) =>
      call<LabVendorOrder>({
        method: 'POST',
        path: `/orders/${seg(orderId)}/vendor-order`,
        body: { vendorId },
      }),
    markPrinted: (id: number | string) =>
      call<LabVendorOrder>({ method: 'PUT', path: `/vendor-orders/${seg(id)}/printed` }),
    markShipped: (id: number | string, body: { carrier: string; trackingNumber: string }) =>
      call<LabVendorOrder>({ method: 'PUT', path: `/vendor-orders/${seg(id)}/shipped`, body }),
  };
}
