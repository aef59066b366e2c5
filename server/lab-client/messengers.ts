import { type Call, seg } from './call.js';

export interface LabMessengerHours {
  id: number;
  weekday: number;
  startTime: string;
  endTime: string;
}

export interface LabMessenger {
  id: number;
  userId: number | null;
  email: string | null;
  name: string;
  phone: string | null;
  zipCodes: string[];
  active: boolean;
  hours: LabMessengerHours[];
}

export interface LabStop {
  id: number;
  messengerId: number;
  userId: number;
  customerName: string;
  customerPhone: string | null;
  orderId: number | null;
  kind: 'PICK_UP' | 'DELIVERY';
  windowStart: string;
  windowEnd: string;
  address: { address1: string; address2: string | null; city: string; state: string; zip: string };
  notes: string | null;
  status: 'SCHEDULED' | 'DONE' | 'MISSED';
  rollCount: number;
  notifiedAt: string | null;
  doneAt: string | null;
}

export interface LabRoute {
  messengerId: number;
  from: string;
  to: string;
  days: Array<{ date: string; stops: LabStop[] }>;
}

export interface LabAvailability {
  addressId: number | null;
  zip: string | null;
  availabilities: Array<{
    messengerId: number;
    messengerName: string;
    date: string;
    startsAt: string;
    endsAt: string;
    remaining: number;
  }>;
}

export interface MessengerBody {
  name?: string;
  phone?: string | null;
  zipCodes?: string[];
  userId?: number | null;
  active?: boolean;
}

export interface HoursBody {
  weekday: number;
  startTime: string;
  endTime: string;
}

/** Couriers, their hours and routes, and customers' courier pick-ups (docs/lab-api.md "Messengers"). */
export function messengersApi(call: Call) {
  const base = (id: string | number) => `/messengers/${seg(String(id))}`;
  return {
    list: () => call<LabMessenger[]>({ method: 'GET', path: '/messengers' }),
    get: (id: string) => call<LabMessenger>({ method: 'GET', path: base(id) }),
    create: (body: MessengerBody) => call<LabMessenger>({ method: 'POST', path: '/messengers', body }),
    update: (id: string, body: MessengerBody) => call<LabMessenger>({ method: 'PUT', path: base(id), body }),
    addHours: (id: string, body: HoursBody) =>
      call<LabMessenger>({ method: 'POST', path: `${base(id)}/hours`, body }),
    updateHours: (id: string, hoursId: string, body: HoursBody) =>
      call<LabMessenger>({ method: 'PUT', path: `${base(id)}/hours/${seg(hoursId)}`, body }),
    deleteHours: (id: string, hoursId: string) =>
      call<LabMessenger>({ method: 'DELETE', path: `${base(id)}/hours/${seg(hoursId)}` }),
    route: (id: string, range: { from?: string; to?: string }) =>
      call<LabRoute>({ method: 'GET', path: `${base(id)}/routes`, query: range }),
    notifyNextStop: (id: string, range: { from?: string; to?: string }) =>
      call<{ stop: LabStop; notified: boolean }>({
        method: 'GET',
        path: `${base(id)}/routes/notify-next-stop`,
        query: range,
      }),
    addStop: (id: string, body: Record<string, unknown>) =>
      call<LabStop>({ method: 'POST', path: `${base(id)}/stops`, body }),
    setStop: (id: string, stopId: string, body: { status: LabStop['status'] }) =>
      call<LabStop>({ method: 'PUT', path: `${base(id)}/stops/${seg(stopId)}`, body }),
    availabilities: (userId: string | number, addressId?: string) =>
      call<LabAvailability>({
        method: 'GET',
        path: `/users/${seg(String(userId))}/availabilities`,
        query: addressId ? { addressId } : {},
      }),
    pickUps: (userId: string | number, orderId: string | number) =>
      call<Array<LabStop & { messengerName: string }>>({
        method: 'GET',
        path: `/users/${seg(String(userId))}/courier-pick-ups`,
        query: { orderId: String(orderId) },
      }),
    bookPickUp: (userId: string | number, body: Record<string, unknown>) =>
      call<LabStop>({ method: 'POST', path: `/users/${seg(String(userId))}/courier-pick-ups`, body }),
  };
}
