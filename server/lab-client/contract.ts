import type { components, paths } from './generated/lab-api.js';

// The lab's shapes, from its OpenAPI document (generated/lab-api.ts, `npm run lab-contract`): the BFF writes none
// by hand. A name here is the document's own: a component, or an operation's body, query or answer.

/** A named shape of the document (`#/components/schemas/{name}`). */
export type LabSchema<N extends keyof components['schemas']> = components['schemas'][N];

type Operation<P extends keyof paths, M extends keyof paths[P]> = paths[P][M];
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON answer of `METHOD path` at a status (200 unless named). */
export type LabAnswer<P extends keyof paths, M extends keyof paths[P], S extends number = 200> =
  Operation<P, M> extends { responses: infer R } ? (S extends keyof R ? JsonOf<R[S]> : never) : never;

/** The JSON body `METHOD path` takes. */
export type LabBody<P extends keyof paths, M extends keyof paths[P]> =
  Operation<P, M> extends {
    requestBody?: infer B;
  }
    ? JsonOf<NonNullable<B>>
    : never;

/** The query string `METHOD path` takes. */
export type LabQuery<P extends keyof paths, M extends keyof paths[P]> =
  Operation<P, M> extends {
    parameters: { query?: infer Q };
  }
    ? NonNullable<Q>
    : never;
