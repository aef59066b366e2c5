import { loadConfig } from '../server/config.js';
import { startProcess, stopAll, TSX, waitForHttp } from './processes.js';

// `npm run dev`: the lab and the BFF restart on change, Vite serves the client with hot reload
// and proxies /graphql to the BFF.
const config = loadConfig();
const labApiUrl = config.labApiUrl ?? `http://127.0.0.1:${config.labPort}`;
const children: import('node:child_process').ChildProcess[] = [];

if (!config.labApiUrl) {
  children.push(
    startProcess('lab', [process.execPath, '--watch-path=lab', ...TSX.slice(1), 'lab/main.ts'], {
      LAB_PORT: String(config.labPort),
      LAB_DATA_DIR: config.labDataDir,
      LAB_WEB_URL: 'http://localhost:5173',
    }),
  );
  await waitForHttp(`${labApiUrl}/public/locations`, { status: 200, child: children[0] });
}
children.push(
  startProcess(
    'bff',
    [
      process.execPath,
      '--watch-path=server',
      '--watch-path=schema.graphql',
      ...TSX.slice(1),
      'server/main.ts',
    ],
    {
      LAB_API_URL: labApiUrl,
      STATIC_DIR: 'dist/web',
    },
  ),
);
children.push(
  startProcess('web', [process.execPath, 'node_modules/vite/bin/vite.js', '--config', 'web/vite.config.ts']),
);
children.push(
  startProcess('gql', [
    process.execPath,
    'node_modules/@graphql-codegen/cli/cjs/bin.js',
    '--config',
    'codegen.ts',
    '--watch',
  ]),
);

process.stdout.write(
  `\n  Dev: web http://localhost:5173  ·  GraphiQL http://localhost:${config.port}/graphiql\n\n`,
);
const stop = async () => {
  await stopAll([...children].reverse(), 5000);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
