import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { requireAuth } from '../services/auth';
import { endSessions, listOpenSessions, ownsSession } from '../services/session-store';
import { parseInput } from '../validation';

// A person's own sessions (decision 110): where they are signed in, and signing one, or all the others, out.

export const sessionParams = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Unknown session' }),
});

export function sessionRoutes(app: FastifyInstance, { db, events }: LabDeps): void {
  const list = (userId: number, current: string | null) => listOpenSessions(db, userId, current);

  app.get('/auth/sessions', async (request) => {
    const auth = requireAuth(request);
    return { sessions: await list(auth.userId, auth.sessionId) };
  });

  // Ends the caller's own session; a token from before sessions had ids has nothing to end here.
  app.post('/auth/logout', async (request) => {
    const auth = requireAuth(request);
    if (auth.sessionId) {
      const sessionId = auth.sessionId;
      const ended = await db.transaction((tx) =>
        endSessions(tx, auth.userId, { only: sessionId }, 'signed out'),
      );
      events.publishSessionsEnded({ userId: auth.userId, sessionIds: ended });
    }
    return { message: 'You are signed out.', userId: auth.userId };
  });

  // Ending a session that already ended is not an error (a second click), but another person's is not found.
  app.delete('/auth/sessions/:sessionId', async (request) => {
    const auth = requireAuth(request);
    const { sessionId } = parseInput(sessionParams, request.params);
    const ended = await db.transaction(async (tx) => {
      if (!(await ownsSession(tx, auth.userId, sessionId))) throw notFound('Session not found');
      const reason = sessionId === auth.sessionId ? 'signed out' : 'signed out elsewhere';
      return endSessions(tx, auth.userId, { only: sessionId }, reason);
    });
    events.publishSessionsEnded({ userId: auth.userId, sessionIds: ended });
    return { sessions: sessionId === auth.sessionId ? [] : await list(auth.userId, auth.sessionId) };
  });

  app.post('/auth/sessions/end-others', async (request) => {
    const auth = requireAuth(request);
    const ended = await db.transaction((tx) =>
      endSessions(tx, auth.userId, { except: auth.sessionId }, 'signed out elsewhere'),
    );
    events.publishSessionsEnded({ userId: auth.userId, sessionIds: ended });
    request.log.info({ userId: auth.userId, ended: ended.length }, 'signed out everywhere else');
    return { sessions: await list(auth.userId, auth.sessionId) };
  });
}
