import { PLUGINS_ON, startBench } from './bff.js';
import { startDelayedLab } from './delayed-lab.js';
import { interleaved } from './me.js';
import { ms } from './stats.js';

/**
 * (a′) The BFF's own cost per { me }: the same comparison against a stand-in lab that answers at once, so
 * the lab's database time (and its noise on a shared machine) drops out and only our work remains.
 */
export async function ownCost(requests: number): Promise<number> {
  const lab = await startDelayedLab({});
  const bff = await startBench(lab.url, PLUGINS_ON);
  try {
    const headers = { authorization: 'Bearer bench', 'content-type': 'application/json' };
    const [direct, through] = await interleaved(
      [
        { name: 'stand-in', url: lab.url, method: 'GET', path: '/auth/current-user', headers },
        {
          name: 'BFF',
          url: bff.url,
          method: 'POST',
          path: '/graphql',
          headers,
          body: JSON.stringify({ query: 'query Me { me { id role } }' }),
        },
      ],
      requests,
    );
    if (!direct || !through) throw new Error('no samples');
    const overhead = through.p50 - direct.p50;
    process.stdout.write(
      `\n(a′) { me } against an instant stand-in lab (${requests} sequential): BFF p50 ${ms(through.p50)}, ` +
        `stand-in p50 ${ms(direct.p50)} → the BFF's own cost ${ms(overhead)}\n`,
    );
    return overhead;
  } finally {
    await bff.close();
    await lab.close();
  }
}
