import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { BoundHistogram } from './bound-histogram.js';

const BUCKETS = [0.001, 0.01, 0.1, 1];
const help = 'Request durations';

describe('BoundHistogram', () => {
  it('renders exactly what a prom-client histogram renders for the same observations', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const labelNames = ['method', 'route', 'status_code'];
    const bound = new BoundHistogram({ name: 'd', help, labelNames, buckets: BUCKETS, registers: [ours] });
    const reference = new Histogram({ name: 'd', help, labelNames, buckets: BUCKETS, registers: [theirs] });
    const observations: [Record<string, string>, number][] = [
      [{ method: 'POST', route: '/graphql', status_code: '200' }, 0.0004],
      [{ method: 'POST', route: '/graphql', status_code: '200' }, 0.05],
      [{ method: 'GET', route: '/a "quoted"\\path', status_code: '404' }, 3],
      [{ method: 'POST', route: '/graphql', status_code: '200' }, 1],
      [{ method: 'POST', route: '/graphql', status_code: '400' }, 0.001],
    ];
    for (const [labels, value] of observations) {
      bound.series(labels).observe(value);
      reference.observe(labels, value);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    // prom-client adds an empty exemplar field to each value; the labels, names and values are the same.
    const plain = (values: { labels: object; value: number; metricName?: string }[]) =>
      values.map(({ labels, value, metricName }) => ({ labels, value, metricName }));
    expect(plain((await bound.get()).values)).toEqual(plain((await reference.get()).values));
  });

  it('gives the same series for the same labels, refuses unknown labels and values that are not numbers', () => {
    const bound = new BoundHistogram({ name: 'e', help, labelNames: ['a'], buckets: BUCKETS, registers: [] });
    const series = bound.series({ a: 'x' });
    expect(bound.series({ a: 'x' })).toBe(series);
    expect(() => bound.series({ b: 'x' } as never)).toThrow(/not included/);
    expect(() => series.observe(Number.NaN)).toThrow(TypeError);
    series.observe(0.5);
    expect(series.count).toBe(1);
    bound.reset();
    expect(series.count).toBe(0);
  });
});
