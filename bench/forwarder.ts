import Fastify from 'fastify';
import { Pool } from 'undici';

/**
 * The floor for (a): the least a BFF built on Fastify and undici can do for `{ me }`, with nothing else, no
 * GraphQL, limits, metrics or logging. It runs where the BFF runs (in the bench's process), so its overhead
 * over the direct call is what this machine charges for one extra hop, which the BFF cannot go below.
 */
export async function startForwarder(labUrl: string) {
  const pool = new Pool(labUrl, { connections: 16 });
  const app = Fastify();
  app.post('/graphql', async (request) => {
    const headers: Record<string, string> = {};
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    const response = await pool.request({ method: 'GET', path: '/auth/current-user', headers });
    const user = (await response.body.json()) as { id: number; role: string };
    return { data: { me: { id: String(user.id), role: user.role } } };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await pool.close();
    },
  };
}
