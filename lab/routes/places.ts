import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { requireAuth } from '../services/auth';
import { createPlacesService, type PlacesService } from '../services/places';
import { parseInput } from '../validation';

export const autocompleteQuery = z.strictObject({
  input: z
    .string({ error: 'Required' })
    .trim()
    .min(3, { error: 'Must be at least 3 characters' })
    .max(200, { error: 'Must be at most 200 characters' }),
});

export const placeParams = z.strictObject({
  placeId: z.string().min(1).max(300, { error: 'Must be at most 300 characters' }),
});

/** Address autocomplete and details for logged-in users (docs/lab-behaviour.md 'Places and labels'). */
export function placeRoutes(
  app: FastifyInstance,
  _deps: LabDeps,
  places: PlacesService = createPlacesService(),
) {
  app.get('/places/autocomplete', async (request) => {
    requireAuth(request);
    const { input } = parseInput(autocompleteQuery, request.query);
    return { predictions: await places.autocomplete({ input }) };
  });

  app.get('/places/:placeId', async (request) => {
    requireAuth(request);
    const { placeId } = parseInput(placeParams, request.params);
    const place = await places.details(placeId);
    if (!place) throw notFound('Place not found');
    return place;
  });
}
