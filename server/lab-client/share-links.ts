import { type Call, seg } from './call.js';
import type { LabSchema } from './contract.js';
import type { LabDownloadManifest } from './downloads.js';

// Share links (docs/lab-behaviour.md "Scans", "Shared scans").

export type LabShareLink = LabSchema<'ShareLink'>;

export type LabSharedScans = LabSchema<'SharedScans'>;

const passwordHeader = (password?: string | null) =>
  password ? { 'x-share-password': password } : undefined;

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
    shared: (code: string, password?: string | null) =>
      shared<LabSharedScans>({
        method: 'GET',
        path: `/shared-scans/${seg(code)}`,
        route: '/shared-scans/:code',
        headers: passwordHeader(password),
      }),
    sharedDownload: (code: string, password?: string | null) =>
      shared<LabDownloadManifest>({
        method: 'GET',
        path: `/shared-scans/${seg(code)}/downloads`,
        route: '/shared-scans/:code/downloads',
        headers: passwordHeader(password),
      }),
  };
}

export type ShareLinksApi = ReturnType<typeof shareLinksApi>;
