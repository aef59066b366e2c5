import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

export interface FieldError {
  field?: string;
  message: string;
}

/** An error whose message is safe to show to the caller; anything else answers 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors: FieldError[] = []) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A 400 about one field, whose entry repeats the message so a form can show it next to the field. */
export const invalidField = (field: string, message: string) => badRequest(message, [{ field, message }]);

function zodFieldErrors(error: ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...path, key].join('.'), message: 'Unknown field' }));
    }
    return path.length > 0
      ? [{ field: path.join('.'), message: issue.message }]
      : [{ message: issue.message }];
  });
}

function isMalformedJson(error: FastifyError): boolean {
  return error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.status)
        .send({ message: error.message, status: error.status, errors: error.errors });
    }
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send({ message: 'Invalid request', status: 400, errors: zodFieldErrors(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) carry safe messages.
      const message = isMalformedJson(error) ? 'Malformed JSON body' : error.message;
      return reply.status(status).send({ message, status, errors: [] });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: 'Internal Server Error', status: 500, errors: [] });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ message: 'Not Found', status: 404, errors: [] });
  });
}
