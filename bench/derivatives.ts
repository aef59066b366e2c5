import sharp from 'sharp';
import { renderDerivatives } from '../lab/services/image-pipeline.js';
import { ms } from './stats.js';

/**
 * (scans) The lab's derivative generation for one 24-megapixel scan (6000 × 4000 JPEG, as a 4K-class scanner
 * writes): the thumbnail and mid-res an upload waits for. Printed, not asserted.
 */
export async function derivatives(runs = Number(process.env.BENCH_DERIVATIVE_RUNS ?? 5)): Promise<number> {
  const width = 6000;
  const height = 4000;
  // Grain-like noise, so the JPEG decoder has real work (a flat picture decodes unrealistically fast).
  const scan = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  await renderDerivatives(scan); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await renderDerivatives(scan);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)]!;
  process.stdout.write(
    `\n(scans) derivatives of a 24 MP JPEG (${(scan.length / 1024 / 1024).toFixed(1)} MB; thumbnail 300 + mid-res 1800), ` +
      `${runs} runs: p50 ${ms(p50)}, min ${ms(times[0]!)}, max ${ms(times[times.length - 1]!)}\n`,
  );
  return p50;
}

if (import.meta.url === `file://${process.argv[1]}`) await derivatives();
