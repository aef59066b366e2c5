import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryWork } from '../../server/graphql/query-work.js';
import { type Bff, startBff } from '../support/stack.js';
import { LAB, type StandIn, startStandIn } from './support/stand-in-upstream.js';

// Work that depends only on the query text (parse, validation, the limits' measure) is done once per distinct
// text: counted here, not timed.

describe('per-query-text work is done once', () => {
  let lab: StandIn;
  let bff: Bff;
  beforeAll(async () => {
    lab = await startStandIn();
    lab.on('/zip-codes', { status: 200, body: LAB.zipCodes });
    bff = await startBff(lab.url, { PUBLIC_CACHE_TTL_MS: '0' });
  });
  afterAll(async () => {
    await bff?.close();
    await lab?.close();
  });

  const post = (query: string) =>
    request(bff.app.server).post('/graphql').set('content-type', 'application/json').send({ query });

  it('a second request with the same query text is neither parsed, validated nor measured again', async () => {
    const query = 'query CountedOnce { zipCodes { zip } }';
    const before = { ...queryWork };
    const first = await post(query);
    expect(first.status).toBe(200);
    expect(first.body.data.zipCodes).toEqual([{ zip: '11211' }]);
    expect(queryWork.documents - before.documents).toBe(1);
    expect(queryWork.measurements - before.measurements).toBe(1);

    const afterFirst = { ...queryWork };
    for (let i = 0; i < 3; i++) {
      const again = await post(query);
      expect(again.body.data.zipCodes).toEqual([{ zip: '11211' }]);
    }
    expect(queryWork).toEqual(afterFirst);
    expect(lab.hits('/zip-codes')).toBe(4);

    // Another text is new work.
    await post('query CountedToo { zipCodes { city } }');
    expect(queryWork.documents - afterFirst.documents).toBe(1);
  });
});
