import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listPreferences, upsertPreferences } from '../db/queries/preferences';
import type { LabDeps } from '../deps';
import { forbidden } from '../errors';
import { requireAuth } from '../services/auth';
import { parseInput } from '../validation';
import { assertUserExists, ownedUserId } from './owned-user';

const yesNo = z.enum(['Yes', 'No']);
const notes = z.string().max(1000, { error: 'Must be at most 1000 characters' });

// Each key has its own allowed values (docs/lab-behaviour.md, spec §3); an unknown key is a 400.
const preference = z.discriminatedUnion(
  'key',
  [
    z.strictObject({ key: z.literal('defaultSleeving'), value: z.enum(['NONE', 'UNCUT', 'CUT']) }),
    z.strictObject({ key: z.literal('defaultRush'), value: yesNo }),
    z.strictObject({ key: z.literal('default4x6Prints'), value: yesNo }),
    z.strictObject({ key: z.literal('defaultReturnShipping'), value: yesNo }),
    z.strictObject({ key: z.literal('defaultScanNotes'), value: notes }),
    z.strictObject({ key: z.literal('defaultInternalNotes'), value: notes }),
    z.strictObject({
      key: z.literal('defaultNegativesAction'),
      value: z.enum([
        'TOSS',
        'SHIP',
        'PICK_UP',
        'PICK_UP_SHIP',
        'CUT',
        'PICK_UP_CUT',
        'UNCUT',
        'PICK_UP_UNCUT',
      ]),
    }),
  ],
  { error: 'Unknown preference key' },
);

export const preferencesBody = z.strictObject({ preferences: z.array(preference).max(50) });

export function preferenceRoutes(app: FastifyInstance, { db }: LabDeps): void {
  // POST and PUT both upsert: the client uses POST the first time and PUT after, but either is safe to repeat.
  const upsert = (status: number) =>
    async function handler(request: FastifyRequest, reply: FastifyReply) {
      const userId = ownedUserId(request);
      const { preferences } = parseInput(preferencesBody, request.body);
      // The default internal notes are staff's words about the customer: only staff set them.
      const internal = preferences.findIndex((p) => p.key === 'defaultInternalNotes');
      if (internal >= 0 && requireAuth(request).role !== 'ADMIN') {
        throw forbidden('Only lab staff set internal notes');
      }
      const saved = await db.transaction(async (tx) => {
        await assertUserExists(tx, userId);
        await upsertPreferences(tx, userId, preferences);
        return listPreferences(tx, userId);
      });
      return reply.status(status).send(saved);
    };
  app.post('/users/:id/preferences', upsert(201));
  app.put('/users/:id/preferences', upsert(200));
}
