import { type Call, seg } from './call.js';

// Vendor orders (docs/lab-api.md "Vendor orders", docs/decisions/084-vendor-orders.md).

export interface LabVendorOrder {
  id: number;
  orderId: number;
  vendorId?: number;
  vendorName: string;
  status: 'ASSIGNED' | 'PRINTED' | 'SHIPPED';
  carrier: 'FEDEX' | 'USPS' | 'UPS' | null;
  trackingNumber: string | null;
  assignedAt: string;
  printedAt: string | null;
  shippedAt: string | null;
  customerId?: number;
  customerName?: string;
  shipTo?: {
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zip: string;
    country: string;
  } | null;
  prints?: Array<{
    id: number;
    paperName: string;
    paperType: string;
    width: number;
    height: number;
    border: number;
    quantity: number;
    draftId: string | null;
    read: string | null;
  }>;
}

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
