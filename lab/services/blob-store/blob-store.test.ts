import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { afterAll, describe, expect, it } from 'vitest';
import { diskBlobStore } from './disk';
import { presign } from './s3';
import { bucketedExpiry, checkSignedLink, LINK_BUCKET_SECONDS, signedPath } from './signed-links';

const SECRET = 'x'.repeat(40);

describe('signed links', () => {
  it('round expiry up to the next 6-hour boundary plus 6 hours, so links are stable', () => {
    const at = Date.UTC(2026, 0, 1, 7, 30);
    expect(bucketedExpiry(at)).toBe(Date.UTC(2026, 0, 1, 18) / 1000);
    expect(bucketedExpiry(at + 60 * 60 * 1000)).toBe(bucketedExpiry(at));
    expect(LINK_BUCKET_SECONDS).toBe(21_600);
  });

  it('accept their own method, kind and key only, and expire', () => {
    const expires = Math.floor(Date.now() / 1000) + 100;
    const path = signedPath(SECRET, 'GET', 'scans', 'a/b.jpg', expires);
    const sig = new URL(path, 'http://x').searchParams.get('sig')!;
    expect(checkSignedLink(SECRET, 'GET', 'scans', 'a/b.jpg', expires, sig)).toBe('ok');
    expect(checkSignedLink(SECRET, 'GET', 'scans', 'a/c.jpg', expires, sig)).toBe('bad-signature');
    expect(checkSignedLink(SECRET, 'PUT', 'scans', 'a/b.jpg', expires, sig)).toBe('bad-signature');
    expect(checkSignedLink(SECRET, 'GET', 'contact-sheets', 'a/b.jpg', expires, sig)).toBe('bad-signature');
    expect(checkSignedLink(SECRET, 'GET', 'scans', 'a/b.jpg', expires + 1, sig)).toBe('bad-signature');
    expect(checkSignedLink(SECRET, 'GET', 'scans', 'a/b.jpg', expires, sig, true)).toBe('bad-signature');
    expect(
      checkSignedLink(SECRET, 'GET', 'scans', 'a/b.jpg', expires, sig, false, (expires + 1) * 1000),
    ).toBe('expired');
  });
});

describe('the disk store', () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

  it('puts, stats, reads ranges, deletes, and never deletes seed files', async () => {
    const root = await mkdtemp(join(tmpdir(), 'blobs-'));
    roots.push(root);
    const store = diskBlobStore(join(root, 'data'), join(root, 'seed'), SECRET);
    await store.put('scans/u1/a.jpg', Buffer.from('0123456789'));
    expect(await store.stat('scans/u1/a.jpg')).toMatchObject({ size: 10 });
    const chunks: Buffer[] = [];
    for await (const chunk of await store.get('scans/u1/a.jpg', { start: 2, end: 4 })) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('234');
    await store.delete('scans/u1/a.jpg');
    expect(await store.stat('scans/u1/a.jpg')).toBeNull();
    await expect(store.put('seed/v1/x.jpg', Buffer.from('x'))).rejects.toThrow(/read-only/);
    await expect(store.delete('seed/v1/x.jpg')).resolves.toBeUndefined();
    expect(await store.signedReadUrl('scans/u1/a.jpg')).toMatch(
      /^\/files\/scans\/scans\/u1\/a\.jpg\?expires=\d+&sig=/,
    );
  });
});

describe('the S3 store', () => {
  it('presigns SigV4 query URLs (the AWS documentation example)', async () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html: GET examplebucket/test.txt,
    // 20130524T000000Z, 86400 s, us-east-1, the documented example keys.
    const settings = {
      endpoint: 'https://s3.amazonaws.com',
      bucket: 'examplebucket',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    };
    const client = new AwsClient({ ...settings, service: 's3' });
    const url = new URL(await presign(client, settings, 'GET', 'test.txt', 86400, {}, '20130524T000000Z'));
    expect(url.origin + url.pathname).toBe('https://s3.amazonaws.com/examplebucket/test.txt');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
    );
    expect(url.searchParams.get('X-Amz-Date')).toBe('20130524T000000Z');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('86400');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // The documented vector itself is for the virtual-hosted URL: the same signing call gives its signature.
    const hosted = await client.sign('https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Expires=86400', {
      method: 'GET',
      aws: { signQuery: true, service: 's3', region: 'us-east-1', datetime: '20130524T000000Z' },
    });
    expect(new URL(hosted.url).searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});
