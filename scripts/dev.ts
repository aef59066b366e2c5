import type { ChildProcess } from 'node:child_process';
import { loadConfigOrExit } from '../server/config.js';
import { startProcess, stopAll, TSX, waitForHttp } from './processes.js';

// `npm run dev`: the lab and the BFF restart on change, Vite serves the client with hot reload and proxies
// /graphql to the BFF, and the GraphQL types regenerate when the schema or an operation changes.
const config = loadConfigOrExit();
const labApiUrl = config.labApiUrl ?? `http://127.0.0.1:${config.labPort}`;
const children: ChildProcess[] = [];

if (!config.labApiUrl) {
  const lab = startProcess('lab', [process.execPath, '--watch-path=lab', ...TSX.slice(1), 'lab/main.ts'], {
    LAB_PORT: String(config.labPort),
    LAB_DATA_DIR: config.labDataDir,
    LAB_WEB_URL: 'http://localhost:5173',
  });
  children.push(lab);
  await waitForHttp(`${labApiUrl}/public/locations`, { status: 200, child: lab });
}
children.push(
  startProcess('bff', [process.execPath, '--watch-path=server', ...TSX.slice(1), 'server/main.ts'], {
    LAB_API_URL: labApiUrl,
    STATIC_DIR: 'dist/web',
  }),
);
children.push(
  startProcess('web', [process.execPath, 'node_modules/vite/bin/vite.js', '--config', 'web/vite.config.ts'], {
    BFF_URL: `http://localhost:${config.port}`,
  }),
);
children.push(startProcess('gql', [...TSX, 'scripts/codegen-watch.ts']));

process.stdout.write(
  `\n  Dev: web http://localhost:5173  ·  GraphiQL http://localhost:${config.port}/graphiql\n\n`,
);
const stop = async () => {
  await stopAll([...children].reverse(), 5000);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
