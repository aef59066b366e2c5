import { type Call, seg } from './call.js';
import type { LabSchema } from './contract.js';
import type { LabDownloadManifest } from './downloads.js';

// Share links (docs/lab-behaviour.md "Scans", "Shared scans").

export type LabShareLink = LabSchema<'ShareLink'>;

export type LabSharedScans = LabSchema<'SharedScans'>;

/** Who opens a share page, as the lab counts wrong passwords: per visitor and link (decision 103). */
export interface ShareVisitor {
  password?: string | null;
  /** The visitor's address (request.ip behind TRUST_PROXY). */
  ip?: string;
}

/**
 * The password percent-encoded (UTF-8): a header holds only Latin-1, so an emoji password sent as it is never
 * reached the lab. The lab decodes it; ASCII passwords read the same either way.
 */
export function shareHeaders(visitor: ShareVisitor = {}): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  if (visitor.password) headers['x-share-password'] = encodeURIComponent(visitor.password);
  if (visitor.ip) headers['x-share-visitor'] = visitor.ip.slice(0, 100);
  return Object.keys(headers).length > 0 ? headers : undefined;
}

export function shareLinksApi(call: Call, shared: Call) {
  const links = (userId: number | string) => `/users/${seg(userId)}/share-links`;
  return {
    create: (
      userId: number | string,
      query: { scanIds: string; expiresInDays: number | 'never'; allowDownload: boolean },
    ) =>
      call<LabShareLink>({ method: 'GET', path: `/users/${seg(userId)}/scans/share`, query: { ...query } }),
    list: (userId: number | string) => call<LabShareLink[]>({ method: 'GET', path: links(userId) }),
    update: (
      userId: number | string,
      code: string,
      body: { expiresInDays?: number | null; password?: string; allowDownload?: boolean },
    ) => call<LabShareLink>({ method: 'PUT', path: `${links(userId)}/${seg(code)}`, body }),
    revoke: (userId: number | string, code: string) =>
      call<LabShareLink>({ method: 'DELETE', path: `${links(userId)}/${seg(code)}` }),
    // Public: no session; the password travels in a header, never in the path.
    shared: (code: string, visitor?: ShareVisitor) =>
      shared<LabSharedScans>({
        method: 'GET',
        path: `/shared-scans/${seg(code)}`,
        route: '/shared-scans/:code',
        headers: shareHeaders(visitor),
      }),
    sharedDownload: (code: string, visitor?: ShareVisitor) =>
      shared<LabDownloadManifest>({
        method: 'GET',
        path: `/shared-scans/${seg(code)}/downloads`,
        route: '/shared-scans/:code/downloads',
        headers: shareHeaders(visitor),
      }),
  };
}

export type ShareLinksApi = ReturnType<typeof shareLinksApi>;
