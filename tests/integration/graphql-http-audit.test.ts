import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from '../support/stack.js';
import { type StandIn, startStandIn } from './support/stand-in-upstream.js';

// The GraphQL-over-HTTP audit the graphql-http project publishes, against /graphql as configured for
// production (CSRF prevention, limits, security headers, rate limits). Decision 091 lists
// what it checks and the optional (MAY) points the BFF leaves out.

describe('GraphQL over HTTP: graphql-http auditServer against /graphql', () => {
  let lab: StandIn;
  let bff: Bff;
  let url: string;
  beforeAll(async () => {
    lab = await startStandIn();
    bff = await startBff(lab.url, {});
    url = `${await bff.app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
  });
  afterAll(async () => {
    await bff?.close();
    await lab?.close();
  });

  it('fails no MUST and warns on no SHOULD', async () => {
    const results = await auditServer({ url });
    const summary = (status: string) =>
      results
        .filter((r) => r.status === status)
        .map((r) => `${r.id} ${r.name}${'reason' in r ? `: ${r.reason}` : ''}`);
    expect(results.length).toBeGreaterThan(40);
    expect(summary('error')).toEqual([]);
    expect(summary('warn')).toEqual([]);
    // The MAYs left out (decision 091): a GET that any web page could send (no preflight, no JSON content
    // type) is refused by CSRF prevention, on purpose.
    const notices = results.filter((r) => r.status === 'notice');
    expect(notices.length).toBeLessThanOrEqual(3);
    for (const notice of notices) {
      expect(notice.name).toMatch(/^MAY .*GET/);
      const body = 'response' in notice ? await notice.response.text() : '';
      expect(body).toContain('Cross-Site Request Forgery');
    }
  });
});
