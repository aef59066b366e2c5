import type { ChildProcess } from 'node:child_process';
import { loadConfigOrExit } from '../server/config.js';
import { spawnLab, startProcess, stopAll, TSX, waitForHttp } from './processes.js';

// `npm start`: the embedded lab (unless LAB_API_URL is set) and the BFF serving the built client.
// Also the Docker image's command.

const DEMO_ACCOUNTS = [
  ['admin@lab.test', 'ADMIN'],
  ['customer@lab.test', 'CUSTOMER, member with orders'],
  ['newcustomer@lab.test', 'CUSTOMER, no first order yet'],
  ['vendor@lab.test', 'VENDOR'],
  ['messenger@lab.test', 'MESSENGER'],
];

const children: ChildProcess[] = [];

async function main(): Promise<void> {
  const config = loadConfigOrExit();

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stopAll([...children].reverse());
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  let labApiUrl = config.labApiUrl;
  const bffEnv: NodeJS.ProcessEnv = {};
  if (!labApiUrl) {
    const labEnv: NodeJS.ProcessEnv = { LAB_WEB_URL: publicUrl };
    if (process.env.LAB_CONTRACT === 'documented') {
      // A documented-only lab serves its files on an origin of their own (decision 101): a fixed port beside the
      // lab's, which the BFF's Content-Security-Policy then allows.
      const filesPort = Number(process.env.LAB_FILES_PORT || config.labPort + 1);
      labEnv.LAB_FILES_PORT = String(filesPort);
      bffEnv.FILE_ORIGINS = [process.env.FILE_ORIGINS, `http://127.0.0.1:${filesPort}`]
        .filter(Boolean)
        .join(',');
    }
    const lab = spawnLab(config.labPort, config.labDataDir, labEnv);
    labApiUrl = lab.url;
    children.push(lab.child);
    lab.child.on('exit', (code) => {
      if (!stopping) {
        process.stderr.write(`The embedded lab stopped (exit code ${code}).\n`);
        void stop(1);
      }
    });
    await lab.ready();
  }

  const bff = startProcess('bff', [...TSX, 'server/main.ts'], { LAB_API_URL: labApiUrl, ...bffEnv });
  children.push(bff);
  bff.on('exit', (code) => {
    if (!stopping) void stop(code ?? 1);
  });
  const local = `http://localhost:${config.port}`;
  await waitForHttp(`${local}/readyz`, { status: 200, child: bff });

  const lines = [
    '',
    '  Film lab is running',
    `  Web app    ${publicUrl}`,
    `  GraphQL    ${local}/graphql${config.graphiql ? `   (GraphiQL: ${local}/graphiql)` : ''}`,
    `  Lab API    ${labApiUrl}${config.labApiUrl ? '' : `   (embedded, data in ${config.labDataDir})`}`,
  ];
  if (!config.labApiUrl) {
    lines.push('', '  Demo logins (password: filmlab-demo)');
    for (const [email, role] of DEMO_ACCOUNTS) lines.push(`    ${email.padEnd(22)} ${role}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch(async (error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  await stopAll([...children].reverse());
  process.exit(1);
});
