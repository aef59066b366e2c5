import type { Metric, Registry } from 'prom-client';

/**
 * A Prometheus histogram whose series are bound once and then observed with one call. prom-client's
 * `Histogram.observe(labels, value)` validates the label names and hashes the label values on every call, even
 * for a labels object it has seen before (its `labels()` children do the same per observation), which cost about
 * 2 µs per observation and three observations per request. A bound series is a plain object with its bucket
 * counts, sum and count; the label values are checked when the series is made. On a scrape the registry renders
 * it exactly as it renders a prom-client histogram (the same lines, label order and number formats).
 */
export class BoundHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  private readonly labelNames: readonly L[];
  private readonly bounds: readonly number[];
  /** Every series, by its label values: asking twice for the same labels gives the same series. */
  private readonly all = new Map<string, HistogramSeries>();

  constructor(config: {
    name: string;
    help: string;
    labelNames: readonly L[];
    buckets: readonly number[];
    registers: Registry[];
  }) {
    this.name = config.name;
    this.help = config.help;
    this.labelNames = config.labelNames;
    this.bounds = [...config.buckets].sort((a, b) => a - b);
    for (const registry of config.registers) registry.registerMetric(this as unknown as Metric);
  }

  /** The series for these label values (made on first use); callers keep it and observe on it. */
  series(labels: Record<L, string>): HistogramSeries {
    for (const name of Object.keys(labels)) {
      if (!this.labelNames.includes(name as L)) {
        throw new Error(`Added label "${name}" is not included in initial labelset: ${this.labelNames}`);
      }
    }
    const key = this.labelNames.map((name) => labels[name] ?? '').join('\u0000');
    let series = this.all.get(key);
    if (!series) {
      series = new HistogramSeries(this.bounds, { ...labels });
      this.all.set(key, series);
    }
    return series;
  }

  /** What the registry renders: cumulative buckets, +Inf, sum and count per series (prom-client's own shape). */
  getForPromString() {
    const values: {
      labels: Record<string, string | number>;
      sharedLabels: Record<string, string>;
      value: number;
      metricName: string;
    }[] = [];
    for (const series of this.all.values()) {
      let cumulative = 0;
      for (let i = 0; i < this.bounds.length; i++) {
        cumulative += series.counts[i] ?? 0;
        values.push({
          labels: { le: this.bounds[i] ?? 0 },
          sharedLabels: series.labels,
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      }
      const shared = series.labels;
      values.push({
        labels: { le: '+Inf' },
        sharedLabels: shared,
        value: series.count,
        metricName: `${this.name}_bucket`,
      });
      values.push({ labels: {}, sharedLabels: shared, value: series.sum, metricName: `${this.name}_sum` });
      values.push({
        labels: {},
        sharedLabels: shared,
        value: series.count,
        metricName: `${this.name}_count`,
      });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** The same with each value's labels merged, as prom-client's `get()` answers. */
  async get() {
    const data = this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }

  reset(): void {
    for (const series of this.all.values()) series.reset();
  }
}

export class HistogramSeries {
  /** Observations per bucket (not cumulative); above the last bound only `count` grows, as in prom-client. */
  readonly counts: number[];
  sum = 0;
  count = 0;

  constructor(
    private readonly bounds: readonly number[],
    readonly labels: Record<string, string>,
  ) {
    this.counts = bounds.map(() => 0);
  }

  observe(value: number): void {
    if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
    const bounds = this.bounds;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= (bounds[i] as number)) {
        this.counts[i] = (this.counts[i] ?? 0) + 1;
        break;
      }
    }
    this.sum += value;
    this.count += 1;
  }

  reset(): void {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}
