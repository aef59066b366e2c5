import { z } from 'zod';
import type {
  OrderStatus,
  RollEvent,
  UserEvent,
  UserEventType,
} from '../graphql/generated/resolvers-types.js';

// What the lab's live sockets send (docs/lab-behaviour.md 'Events'). Loose: a field the lab adds later passes unseen.
export const labEventSchema = z.looseObject({
  type: z.enum(['order_updated', 'roll_event', 'zip_progress', 'scans_changed']),
  userId: z.number().int().positive(),
  orderId: z.number().int().positive().nullish(),
  rollId: z.number().int().positive().nullish(),
  event: z.enum(['received', 'developed', 'scanned', 'synced', 'delivered', 'shipped']).nullish(),
  status: z.enum(['OPEN', 'INVOICED', 'PAID', 'COMPLETE', 'CANCELED']).nullish(),
  progress: z.number().min(0).max(100).nullish(),
  at: z.string().min(1),
});

export type LabUserEvent = z.infer<typeof labEventSchema>;

const TYPES: Record<LabUserEvent['type'], UserEventType> = {
  order_updated: 'ORDER_UPDATED',
  roll_event: 'ROLL_EVENT',
  zip_progress: 'ZIP_PROGRESS',
  scans_changed: 'SCANS_CHANGED',
};

/** One message from the lab as an event, or null when it is not one (the caller logs and skips it). */
export function parseLabEvent(message: string): LabUserEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return null;
  }
  const parsed = labEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The lab's event in the schema's terms: enum values upper-case, ids as strings, absent fields null. */
export function toUserEvent(event: LabUserEvent): UserEvent {
  return {
    type: TYPES[event.type],
    userId: String(event.userId),
    orderId: event.orderId ? String(event.orderId) : null,
    rollId: event.rollId ? String(event.rollId) : null,
    event: event.event ? (event.event.toUpperCase() as RollEvent) : null,
    status: (event.status ?? null) as OrderStatus | null,
    progress: event.progress === null || event.progress === undefined ? null : Math.round(event.progress),
    at: event.at,
  };
}
