import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Dispatcher, request as undiciRequest } from 'undici';
import { z } from 'zod';
import { featureUnavailable, offFeature } from './feature-guard.js';
import type { FilesProxyOptions } from './files-proxy.js';

/** Where the lab's avatar write links point; this BFF answers the same path, since browsers cannot reach the lab. */
export const PROFILE_PIC_PATH = '/files/profile-pics/';
/** The lab's own limit; the body is refused here before it travels on. */
const MAX_BYTES = 1024 * 1024;

const params = z.object({
  userId: z.string().regex(/^\d{1,12}$/),
  file: z.string().regex(/^[0-9a-f]{24}\.jpg$/),
});
const linkQuery = z.object({
  expires: z.string().regex(/^\d{1,12}$/),
  sig: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
});

/**
 * PUT /files/profile-pics/:userId/:file passes the picture to the lab's signed write link (the lab checks the
 * signature and the bytes) and answers `{ id, profileImageUrl }` with the avatar's same-origin /images/ link.
 */
export function registerProfilePicProxy(app: FastifyInstance, options: FilesProxyOptions): void {
  const base = new URL(options.labApiUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['image/jpeg', 'image/png'],
      { parseAs: 'buffer', bodyLimit: MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.put<{ Params: { userId: string; file: string } }>(
      `${PROFILE_PIC_PATH}:userId/:file`,
      async (request, reply) => {
        const { userId, file } = request.params;
        const off = offFeature(options.features, 'PUT', `${PROFILE_PIC_PATH}${userId || '-'}/${file || '-'}`);
        if (off) return featureUnavailable(reply, off);
        const path = params.safeParse(request.params);
        const query = linkQuery.safeParse(request.query);
        if (!path.success || !query.success) return answer(reply, 403, 'This link is invalid');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const search = new URLSearchParams(query.data).toString();
        let upstream: Dispatcher.ResponseData;
        try {
          upstream = await undiciRequest(
            `${base.origin}${basePath}${PROFILE_PIC_PATH}${path.data.userId}/${path.data.file}?${search}`,
            {
              method: 'PUT',
              body,
              headers: {
                'content-type': String(request.headers['content-type'] ?? 'image/jpeg'),
                'x-request-id': String(request.id),
              },
              headersTimeout: options.labTimeoutMs,
              bodyTimeout: options.labTimeoutMs,
            },
          );
        } catch (error) {
          request.log.warn({ err: error }, 'lab profile picture upload unavailable');
          return answer(reply, 502, 'The upload is unavailable right now. Please try again.');
        }
        const json = (await upstream.body.json().catch(() => ({}))) as {
          id?: unknown;
          message?: unknown;
          profileImageUrl?: unknown;
        };
        if (upstream.statusCode !== 200) {
          const known = [403, 413, 415].includes(upstream.statusCode);
          const message = typeof json.message === 'string' ? json.message : 'The upload failed';
          return answer(reply, known ? upstream.statusCode : 502, message);
        }
        const url =
          typeof json.profileImageUrl === 'string' ? app.labImages.local(json.profileImageUrl) : null;
        return reply.header('cache-control', 'no-store').send({ id: String(json.id), profileImageUrl: url });
      },
    );
  });
}

function answer(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ message, status });
}
