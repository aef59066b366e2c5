import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import mercurius from 'mercurius';
import { Pool } from 'undici';
import { startDelayedLab } from './delayed-lab.js';

// One server of the peers bench (bench/peers.ts), in its own process so that its CPU time can be read from
// /proc and nothing else runs on its event loop. `node --import tsx bench/peer-server.ts <kind> <upstream url>`;
// it tells its parent where it listens over IPC. Every GraphQL peer answers `{ me }` from the same stand-in
// upstream with the same undici pool, so the differences are the servers' own.

export const PEER_KINDS = ['upstream', 'fastify-proxy', 'mercurius-jit', 'apollo', 'yoga', 'bff'] as const;
export type PeerKind = (typeof PEER_KINDS)[number];

const typeDefs = `
  enum Role { CUSTOMER STAFF ADMIN }
  type User { id: ID! role: Role! firstName: String! lastName: String! email: String! }
  type Query { me: User }
`;

interface UpstreamUser {
  id: number;
  role: string;
  firstName: string;
  lastName: string;
  email: string;
}

function upstreamClient(url: string) {
  const pool = new Pool(url, { connections: 16 });
  return {
    async me(authorization: string | undefined): Promise<UpstreamUser> {
      const response = await pool.request({
        method: 'GET',
        path: '/auth/current-user',
        headers: authorization ? { authorization } : {},
      });
      return (await response.body.json()) as UpstreamUser;
    },
    close: () => pool.close(),
  };
}

const resolvers = {
  Query: {
    me: (_root: unknown, _args: unknown, ctx: { me(): Promise<UpstreamUser> }) => ctx.me(),
  },
};

async function start(kind: PeerKind, upstreamUrl: string): Promise<string> {
  if (kind === 'upstream') return (await startDelayedLab(delaysFromEnv())).url;
  const upstream = upstreamClient(upstreamUrl);
  switch (kind) {
    case 'fastify-proxy': {
      // A hand-written REST proxy: no GraphQL at all, the floor any GraphQL server sits on.
      const app = Fastify();
      app.post('/graphql', async (request) => {
        const user = await upstream.me(request.headers.authorization);
        const { id, role, firstName, lastName, email } = user;
        return { data: { me: { id: String(id), role, firstName, lastName, email } } };
      });
      return app.listen({ port: 0, host: '127.0.0.1' });
    }
    case 'mercurius-jit': {
      const app = Fastify();
      await app.register(mercurius, {
        schema: typeDefs,
        resolvers: resolvers as never,
        jit: 1,
        context: (request) => ({ me: () => upstream.me(request.headers.authorization) }),
      });
      return app.listen({ port: 0, host: '127.0.0.1' });
    }
    case 'apollo': {
      const { ApolloServer } = await import('@apollo/server');
      const { startStandaloneServer } = await import('@apollo/server/standalone');
      const server = new ApolloServer({ typeDefs, resolvers });
      const { url } = await startStandaloneServer(server, {
        listen: { port: 0, host: '127.0.0.1' },
        context: async ({ req }) => ({ me: () => upstream.me(req.headers.authorization) }),
      });
      return url.replace(/\/$/, '');
    }
    case 'yoga': {
      const { createSchema, createYoga } = await import('graphql-yoga');
      const yoga = createYoga({
        schema: createSchema({ typeDefs, resolvers }),
        logging: false,
        context: ({ request }) => ({
          me: () => upstream.me(request.headers.get('authorization') ?? undefined),
        }),
      });
      const server = createServer(yoga);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
    case 'bff': {
      // As shipped, every production feature on: info-level JSON logs with request ids (to a sink, as a log
      // shipper would read stdout), limits, persisted-query lookup, CSRF prevention, security headers,
      // metrics, under-pressure and both rate limits (set too high to trip at these rates).
      const { buildApp } = await import('../server/app.js');
      const { loadConfig } = await import('../server/config.js');
      const { PLUGINS_ON } = await import('./bff.js');
      const config = loadConfig({ STATIC_DIR: '/nonexistent', ...PLUGINS_ON, ...bffEnvFromEnv() });
      const app = await buildApp(
        { ...config, labApiUrl: upstreamUrl },
        { logStream: { write: () => undefined } },
      );
      return app.listen({ port: 0, host: '127.0.0.1' });
    }
  }
}

function delaysFromEnv(): Record<string, number> {
  return process.env.PEER_DELAYS ? (JSON.parse(process.env.PEER_DELAYS) as Record<string, number>) : {};
}
function bffEnvFromEnv(): Record<string, string> {
  return process.env.PEER_BFF_ENV ? (JSON.parse(process.env.PEER_BFF_ENV) as Record<string, string>) : {};
}

if (process.send) {
  const [kind, upstreamUrl] = process.argv.slice(2) as [PeerKind, string];
  const url = await start(kind, upstreamUrl ?? '');
  process.send({ url });
  // The parent ends us by disconnecting (or dying): no server outlives the bench.
  process.on('disconnect', () => process.exit(0));
}
