// Operation names come from clients: an attacker could invent a new one per request and grow the metrics
// without bound. Names are kept when well-formed and while fewer than `max` distinct ones were seen.

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export class BoundedLabels {
  private readonly seen = new Set<string>();

  constructor(private readonly max: number) {}

  label(name: string | undefined): string {
    if (!name) return 'anonymous';
    if (!NAME.test(name)) return 'invalid';
    if (this.seen.has(name)) return name;
    if (this.seen.size >= this.max) return 'other';
    this.seen.add(name);
    return name;
  }
}
