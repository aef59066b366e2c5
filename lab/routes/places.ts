import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { requireAuth } from '../services/auth';
import { createPlacesService, type PlacesService } from '../services/places';
import { reverseGeocode } from '../services/places-reverse';
import { parseInput } from '../validation';

export const autocompleteQuery = z.strictObject({
  input: z
    .string({ error: 'Required' })
    .trim()
    .min(3, { error: 'Must be at least 3 characters' })
    .max(200, { error: 'Must be at most 200 characters' }),
});

export const reverseQuery = z.strictObject({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
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

  // A located frame's place name (issue 27): the nearest named place the provider knows, or 404.
  app.get('/places/reverse', async (request) => {
    requireAuth(request);
    const point = parseInput(reverseQuery, request.query);
    const place = reverseGeocode(point);
    if (!place) throw notFound('No named place is known near there');
    return place;
  });

  app.get('/places/:placeId', async (request) => {
    requireAuth(request);
    const { placeId } = parseInput(placeParams, request.params);
    const place = await places.details(placeId);
    if (!place) throw notFound('Place not found');
    return place;
  });
}
