import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A 36-frame roll's download files fetched 5 at a time through the BFF's /files proxy (as the browser's zip
 * builder does) against reading the same bytes from the lab's files on disk: MB/s each.
 */
export async function zipThroughput(
  bffUrl: string,
  auth: string,
  diskDir?: string,
  labUrl?: string,
): Promise<void> {
  const query = 'query { me { download(input: { rollId: "1" }) { totalBytes files { url bytes } } } }';
  const res = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as {
    data: { me: { download: { totalBytes: number; files: Array<{ url: string }> } } };
  };
  const manifest = body.data.me.download;
  const urls = manifest.files.map((file) => `${bffUrl}${file.url}`);
  const { bytes, seconds } = await fiveAtATime(urls);
  process.stdout.write(
    `\n(z) zip download of roll 1 (${urls.length} files, ${(bytes / 1e6).toFixed(1)} MB) through the BFF, 5 at a time: ${(bytes / 1e6 / seconds).toFixed(1)} MB/s\n`,
  );
  if (labUrl) {
    const direct = await fiveAtATime(manifest.files.map((file) => `${labUrl}${file.url}`));
    process.stdout.write(
      `  the same links from the lab directly: ${(direct.bytes / 1e6 / direct.seconds).toFixed(1)} MB/s\n`,
    );
  }
  // The seed paints a few scenes a roll and shares their files: read them round to the same count.
  const painted = diskDir ? (await readdir(diskDir)).filter((name) => name.endsWith('-hi.jpg')) : [];
  const diskPaths = urls.map((_, i) => join(diskDir ?? '', painted[i % Math.max(1, painted.length)] ?? ''));
  if (painted.length) {
    let diskBytes = 0;
    const t = performance.now();
    for (let i = 0; i < diskPaths.length; i += 5) {
      const sizes = await Promise.all(
        diskPaths.slice(i, i + 5).map(async (p) => (await readFile(p)).byteLength),
      );
      diskBytes += sizes.reduce((a, b) => a + b, 0);
    }
    const s = (performance.now() - t) / 1000;
    process.stdout.write(
      `  the same files read from disk, 5 at a time: ${(diskBytes / 1e6 / s).toFixed(1)} MB/s\n`,
    );
  }
}

async function fiveAtATime(urls: string[]): Promise<{ bytes: number; seconds: number }> {
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < urls.length; i += 5) {
    const sizes = await Promise.all(
      urls.slice(i, i + 5).map(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength),
    );
    bytes += sizes.reduce((a, b) => a + b, 0);
  }
  return { bytes, seconds: (performance.now() - started) / 1000 };
}
