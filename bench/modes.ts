import { print } from 'graphql';
import { labCallLog } from '../tests/support/lab-call-log.js';
import { copyLabTemplate, makeLabTemplate } from '../tests/support/lab-template.js';
import { OrderDocument, UserRollDocument, UserRollsDocument } from '../web/src/gql/graphql.js';
import { PLUGINS_ON, startBench } from './bff.js';
import { startLabProcess } from './lab-process.js';
import { sequential, type Target } from './me.js';
import { ms } from './stats.js';

// (modes) The same pages in front of the full reference lab and a documented-only lab (LAB_CONTRACT=documented,
// issue 22): the web's own Order, UserRolls and UserRoll queries for the demo member, the lab calls each one makes
// (counted by a pass-through in front of the lab) and its p50 through the BFF. Printed, not asserted.

const MODES = ['full', 'documented'] as const;

interface Page {
  name: string;
  query: string;
  variables: (userId: string) => Record<string, unknown>;
}

const PAGES: Page[] = [
  { name: 'order page (Order 1013)', query: print(OrderDocument), variables: () => ({ id: '1013' }) },
  {
    name: 'rolls page (UserRolls)',
    query: print(UserRollsDocument),
    variables: (userId) => ({ userId, asAdmin: false, offset: 0 }),
  },
  {
    name: 'roll page (UserRoll 1)',
    query: print(UserRollDocument),
    variables: (userId) => ({ userId, asAdmin: false, rollId: '1' }),
  },
];

/** The routes a list of calls took, ids as :id, counted: 'GET /users/:id/orders/:id ×1'. */
function routes(calls: string[]): string {
  const counts = new Map<string, number>();
  for (const call of calls) {
    const route = call.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/:id');
    counts.set(route, (counts.get(route) ?? 0) + 1);
  }
  return [...counts].map(([route, n]) => `${route}${n > 1 ? ` ×${n}` : ''}`).join(', ');
}

export async function modes(count: number): Promise<void> {
  const template = await makeLabTemplate();
  process.stdout.write(
    `\n(modes) the web's page queries for the demo member before the full lab and a documented-only lab: lab calls per request and p50 (${count} sequential)\n`,
  );
  try {
    for (const mode of MODES) {
      const db = await copyLabTemplate(template.dir);
      const lab = await startLabProcess(db.dir, mode === 'documented' ? { LAB_CONTRACT: 'documented' } : {});
      const log = await labCallLog(lab.url);
      const bff = await startBench(log.url, { ...PLUGINS_ON, LAB_EXTENSIONS: '' });
      try {
        const login = await fetch(`${bff.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query:
              'mutation L { login(email: "customer@lab.test", password: "filmlab-demo") { token user { id } } }',
          }),
        });
        const { data } = (await login.json()) as { data: { login: { token: string; user: { id: string } } } };
        const auth = `Bearer ${data.login.token}`;
        process.stdout.write(`  ${mode} lab\n`);
        for (const page of PAGES) {
          const body = JSON.stringify({ query: page.query, variables: page.variables(data.login.user.id) });
          const before = log.calls.length;
          const answer = (await (
            await fetch(`${bff.url}/graphql`, {
              method: 'POST',
              headers: { authorization: auth, 'content-type': 'application/json' },
              body,
            })
          ).json()) as { errors?: Array<{ message: string; path?: unknown }> };
          const made = log.calls.slice(before);
          const target: Target = {
            name: page.name,
            url: bff.url,
            method: 'POST',
            path: '/graphql',
            headers: { authorization: auth, 'content-type': 'application/json' },
            body,
          };
          const latency = await sequential(target, count);
          const errors = answer.errors?.map((e) => `${JSON.stringify(e.path)} ${e.message}`).join('; ');
          process.stdout.write(
            `    ${page.name.padEnd(26)} lab calls ${String(made.length).padStart(2)}  p50 ${ms(latency.p50).padStart(9)}  ${routes(made)}${errors ? `\n      errors: ${errors}` : ''}\n`,
          );
        }
      } finally {
        await bff.close();
        await log.close();
        await lab.close();
        await db.remove();
      }
    }
  } finally {
    await template.remove();
  }
}
