import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { bucketedExpiry } from './signed-links';
import type { BlobStat, BlobStore, ByteRange, ReadLinkOptions } from './types';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Path-style object URL: works with AWS, MinIO, R2 and the other S3-compatible stores. */
export function objectUrl(settings: S3Settings, key: string): URL {
  const base = settings.endpoint.replace(/\/+$/, '');
  const path = key.split('/').map(encodeURIComponent).join('/');
  return new URL(`${base}/${encodeURIComponent(settings.bucket)}/${path}`);
}

/** A SigV4 query-signed URL (X-Amz-Algorithm, -Credential, -Date, -Expires, -SignedHeaders, -Signature). */
export async function presign(
  client: AwsClient,
  settings: S3Settings,
  method: 'GET' | 'PUT',
  key: string,
  expiresInSeconds: number,
  extra: Record<string, string> = {},
  datetime?: string,
): Promise<string> {
  const url = objectUrl(settings, key);
  url.searchParams.set('X-Amz-Expires', String(expiresInSeconds));
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  const signed = await client.sign(url.toString(), {
    method,
    aws: { signQuery: true, service: 's3', region: settings.region, ...(datetime ? { datetime } : {}) },
  });
  return signed.url;
}

async function checked(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`S3 ${what} failed: ${response.status}`);
  return response;
}

/** An S3-compatible bucket: the lab reads and writes with signed requests; links are presigned to the bucket. */
export function s3BlobStore(settings: S3Settings): BlobStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
  });
  const call = (method: string, key: string, init: RequestInit = {}) =>
    client.fetch(objectUrl(settings, key).toString(), { method, ...init });
  return {
    name: 's3',
    async put(key, data, contentType = 'application/octet-stream') {
      await checked(
        await call('PUT', key, { body: new Uint8Array(data), headers: { 'content-type': contentType } }),
        'put',
      );
    },
    async read(key) {
      const response = await checked(await call('GET', key), 'get');
      return Buffer.from(await response.arrayBuffer());
    },
    async get(key, range?: ByteRange) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const response = await checked(await call('GET', key, { headers }), 'get');
      if (!response.body) return Readable.from([]);
      return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    },
    async stat(key): Promise<BlobStat | null> {
      const response = await call('HEAD', key);
      if (response.status === 404) return null;
      await checked(response, 'head');
      return {
        size: Number(response.headers.get('content-length') ?? 0),
        lastModified: new Date(response.headers.get('last-modified') ?? Date.now()),
      };
    },
    async delete(key) {
      const response = await call('DELETE', key);
      if (response.status !== 404) await checked(response, 'delete');
    },
    async signedReadUrl(key, options: ReadLinkOptions = {}) {
      const ttl = Math.max(60, bucketedExpiry() - Math.floor(Date.now() / 1000));
      const extra: Record<string, string> = options.download
        ? { 'response-content-disposition': `attachment; filename="${key.split('/').pop()}"` }
        : {};
      return presign(client, settings, 'GET', key, Math.min(ttl, 7 * 24 * 3600), extra);
    },
    async signedWriteUrl(key) {
      const ttl = 24 * 60 * 60;
      return {
        url: await presign(client, settings, 'PUT', key, ttl),
        expiresAt: new Date(Date.now() + ttl * 1000),
      };
    },
  };
}
