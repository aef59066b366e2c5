import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

// Secrets that may pass through request logs or error objects; mails are logged by recipient and subject only.
export const REDACTED_PATHS = ['req.headers.authorization', '*.password', '*.token'];

// Reset links put the token in the query string (GET /auth/password-reset/validate-token?token=…).
const SECRET_QUERY_PARAMS = /([?&](?:token|code|password|sig)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

// Fastify's default request serializer, with the URL's secrets blanked. Anything else logged as `req` passes
// through (and through redaction).
function serializeRequest(request: FastifyRequest) {
  if (typeof request?.url !== 'string' || typeof request.method !== 'string') return request;
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function createLabLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}
