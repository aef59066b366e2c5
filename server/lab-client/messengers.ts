import { type Call, seg } from './call.js';
import type { LabSchema } from './contract.js';

export type LabMessengerHours = LabSchema<'MessengerHours'>;

export type LabMessenger = LabSchema<'Messenger'>;

export type LabStop = LabSchema<'Stop'>;

export type LabRoute = LabSchema<'MessengerRoute'>;

export type LabAvailability = LabSchema<'Availabilities'>;

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

/** Couriers, their hours and routes, and customers' courier pick-ups (docs/lab-behaviour.md "Messengers"). */
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
