import type { FastifyReply, FastifyRequest } from 'fastify';

// GraphQL over HTTP (docs/decisions/091): a client that accepts application/graphql-response+json gets that
// media type, whose status codes tell a request error (4xx, no `data` entry) from an execution error (200).
// A client that asks for application/json only is a pre-2025 client: GraphQL document errors (syntax,
// validation, variables) reach it as 200 with `errors`, as the spec asks for that media type.

export const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';
const RESPONSE_CONTENT_TYPE = `${GRAPHQL_RESPONSE_TYPE}; charset=utf-8`;

export function acceptsGraphQLResponse(accept: string | undefined): boolean {
  return accept?.includes(GRAPHQL_RESPONSE_TYPE) === true;
}

/** The Accept header names application/json and not the GraphQL response type. */
export function acceptsLegacyJsonOnly(accept: string | undefined): boolean {
  return (
    accept !== undefined && !accept.includes(GRAPHQL_RESPONSE_TYPE) && accept.includes('application/json')
  );
}

/** onSend for the GraphQL route: the JSON answer is labelled with the media type the client asked for. */
export function labelGraphQLResponse(request: FastifyRequest, reply: FastifyReply): void {
  if (!acceptsGraphQLResponse(request.headers.accept)) return;
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('application/json')) {
    reply.header('content-type', RESPONSE_CONTENT_TYPE);
  }
}
