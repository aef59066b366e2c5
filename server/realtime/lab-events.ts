import { z } from 'zod';
import type {
  OrderStatus,
  RollEvent,
  UserEvent,
  UserEventType,
} from '../graphql/generated/resolvers-types.js';

// What the lab's live sockets send (docs/lab-behaviour.md 'Events'). Loose: a field the lab adds later passes unseen.
export const labEventSchema = z.looseObject({
  // user_changed is the BFF's own: a message of spec §7's zip-downloads socket that says no more (decision 100).
  // sessions_ended (decision 110) is for the BFF: it re-checks the user's live connections and never passes it on.
  type: z.enum([
    'order_updated',
    'roll_event',
    'zip_progress',
    'scans_changed',
    'user_changed',
    'sessions_ended',
  ]),
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
  user_changed: 'USER_CHANGED',
  sessions_ended: 'USER_CHANGED',
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

/**
 * A message of spec §7's documented socket (GET /users/{id}/zip-downloads/socket), where "any message reloads that
 * user": one of the known events passes through as it is, anything else says the user changed. The answer to our
 * own 'ping' is not news (null).
 */
export function documentedSocketEvent(
  message: string,
  userId: string,
  now = new Date(),
): LabUserEvent | null {
  if (message.trim() === 'pong') return null;
  const known = parseLabEvent(message);
  if (known && String(known.userId) === userId) return known;
  // Second precision: the same message on two overlapping connections (the Redis fan-out) is one event.
  const at = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
  return { type: 'user_changed', userId: Number(userId), at };
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
