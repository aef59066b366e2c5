import { interleaved, type Target } from './me.js';
import { ms } from './stats.js';

/** What the roll page asks for: the roll with its 36 frames, tags, locations and storage. */
export const ROLL_PAGE_QUERY = `query RollPageBench($id: ID!) {
  me { filmRoll(id: $id) {
    id name stock scanCount syncedAt storageExpired storageExpiresAt
    tags { id name } locations { id name }
    scans(limit: 100) { count items { id frame width height rotation thumbnailUrl midResUrl unlocked tags { id name } } }
  } }
}`;

/** The seeded 36-frame roll's page through the BFF against the lab's own GETs of its roll and scans. */
export async function rollPage(labUrl: string, bffUrl: string, auth: string, count: number): Promise<void> {
  const rollId = 1;
  const bff: Target = {
    name: 'BFF  query RollPage (36 frames)',
    url: bffUrl,
    method: 'POST',
    path: '/graphql',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: ROLL_PAGE_QUERY, variables: { id: String(rollId) } }),
  };
  const direct: Target = {
    name: 'lab  GET /users/2/scans?rollId=1',
    url: labUrl,
    method: 'GET',
    path: `/users/2/scans?rollId=${rollId}&limit=100`,
    headers: { authorization: auth },
  };
  process.stdout.write(
    `\n(r) the roll page (roll ${rollId}, 36 frames) through the BFF vs the lab's scans GET (${count} sequential)\n`,
  );
  const [b, d] = await interleaved([bff, direct], count);
  for (const [target, latency] of [
    [bff, b!],
    [direct, d!],
  ] as const) {
    process.stdout.write(
      `  ${target.name.padEnd(34)} p50 ${ms(latency.p50).padStart(9)}  p99 ${ms(latency.p99).padStart(9)}\n`,
    );
  }
}
