import { eventQueue } from '../../realtime/event-queue.js';
import { toUserEvent } from '../../realtime/lab-events.js';
import { SESSION_ENDED_CLOSE } from '../../realtime/live-sessions.js';
import type { LiveSession, LiveSocket, SubscriptionContext } from '../../realtime/subscriptions.js';
import { classify, codedError } from '../errors.js';
import type { Resolvers, UserEvent } from '../generated/resolvers-types.js';

const USER_ID = /^\d{1,18}$/;

const REFUSALS = {
  401: () => codedError('Your session has expired. Please log in again.', 'UNAUTHENTICATED', { status: 401 }),
  403: () => codedError('You do not have access to this account.', 'FORBIDDEN', { status: 403 }),
  404: () => codedError('User not found', 'NOT_FOUND', { status: 404 }),
} as const;

/** Customers hear their own events (the default); admins any user's. Checked here and again by the lab. */
function allowedUserId(live: LiveSession | undefined, requested: string | null | undefined): string {
  const user = live?.user;
  if (!user) throw codedError('Please log in to continue.', 'UNAUTHENTICATED', { status: 401 });
  const userId = requested ?? String(user.id);
  if (!USER_ID.test(userId))
    throw codedError('Unknown user', 'BAD_USER_INPUT', { status: 400, field: 'userId' });
  if (user.role !== 'ADMIN' && userId !== String(user.id)) throw REFUSALS[403]();
  return userId;
}

const sessionEnded = () =>
  codedError('You were signed out: this session has ended. Please log in again.', 'UNAUTHENTICATED', {
    status: 401,
  });

/**
 * Before a new subscription: a connection whose check is old, or whose user just had sessions end, asks the lab
 * again (a connection opened before a sign-out must not start hearing events after it). From its first
 * subscription on, the connection is tracked, so a session ending later closes it (decision 110).
 */
async function stillSignedIn(live: LiveSession, socket: LiveSocket | undefined): Promise<void> {
  const user = live.user;
  if (!user || !live.token) return;
  const userId = String(user.id);
  if (live.sessions.stale(userId, live.checkedAt)) {
    const checkedAt = Date.now();
    if ((await live.check(live.token)) === 'ended') {
      socket?.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      throw sessionEnded();
    }
    live.checkedAt = checkedAt;
  }
  if (live.tracked || !socket) return;
  live.tracked = true;
  const token = live.token;
  const stop = live.sessions.track({ userId, token, close: (code, reason) => socket.close(code, reason) });
  socket.once('close', stop);
}

export const userEventResolvers: Resolvers = {
  Subscription: {
    userEvents: {
      subscribe: async (_root, args, ctx) => {
        const { live, liveSocket } = ctx as unknown as SubscriptionContext;
        let stop: () => void = () => {};
        const queue = eventQueue<UserEvent>(() => stop());
        try {
          const userId = allowedUserId(live, args.userId);
          await stillSignedIn(live!, liveSocket);
          // The live-events socket, or without it spec §7's zip-downloads socket (USER_CHANGED, decision 100).
          stop = live!.upstream.subscribe(userId, {
            token: live!.token!,
            onEvent: (event) => {
              // Not for the client: the user's sessions changed, so this replica re-checks their connections.
              if (event.type === 'sessions_ended') void live!.sessions.recheck(String(event.userId));
              else queue.push(toUserEvent(event));
            },
            onRefused: (status) => {
              // The lab refused the token (its session ended): the whole connection closes, saying why.
              if (status === 401) liveSocket?.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
              queue.fail(REFUSALS[status]());
            },
          });
        } catch (error) {
          // graphql-ws hands a subscription's error to the client as is: give it the code a query's would have.
          const { message, extensions } = classify(error);
          throw codedError(message, extensions.code as never, extensions);
        }
        return queue;
      },
      resolve: (event: UserEvent) => event,
    },
  },
};
