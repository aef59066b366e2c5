import type { FastifyRequest } from 'fastify';
import { LabApiError } from '../lab-client/errors.js';
import type { LabTransport } from '../lab-client/transport.js';

// The HTTP status of client-rendered pages whose existence only the lab knows (issue 23, docs/decisions/103): the
// shell is served either way, so the client shows its own page; a gone share code is a 404, not a 200 that search
// engines would index and link checkers would call fine.

/** Answers the status of a client page path, or null when this module has no say (the shell's usual 200). */
export type PageStatus = (path: string, request: FastifyRequest) => Promise<number | null>;

const SHARE_PAGE = /^\/shared-scans(?:\/([^/]*))?(\/.*)?$/;
const SHARE_CODE = /^[A-Za-z0-9_-]{22}$/;

export function sharePageStatus(transport: LabTransport): PageStatus {
  return async (path, request) => {
    const match = SHARE_PAGE.exec(path);
    if (!match) return null;
    const [, code, rest] = match;
    // /shared-scans, /shared-scans/{code}/anything: no such client page.
    if (!code || rest) return 404;
    if (!SHARE_CODE.test(code)) return 404;
    // A lab without share links shows visitors its own explanation (decision 097): no lookup to make.
    if (!transport.isOn('share-links')) return null;
    try {
      await transport.call(
        { requestId: String(request.id), log: request.log },
        { method: 'GET', path: `/shared-scans/${code}/live`, route: '/shared-scans/:code/live' },
      );
      return 200;
    } catch (error) {
      if (error instanceof LabApiError && error.status === 404) return 404;
      // The lab is unreachable or failing: the page itself says so; its status stays the shell's.
      request.log.warn({ err: error }, 'share page status unavailable');
      return null;
    }
  };
}
