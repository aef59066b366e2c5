import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './graphql-documents-plugin.js';
import { siteDefine } from './site-origin.js';

// The web client is its own Vite root; its build lands in dist/web, which the BFF serves as static files.
const root = fileURLToPath(new URL('.', import.meta.url));
// The dev server proxies API calls to the BFF; `npm run dev` passes its address.
const bff = process.env.BFF_URL ?? 'http://localhost:3000';

export default defineConfig(({ mode }) => {
  const publicEntry = mode === 'public';
  return {
    root,
    base: '/',
    plugins: [graphqlDocuments(), react()],
    define: siteDefine(),
    build: {
      // The prerenderer reads it to link a page's route stylesheets and preload its route chunks.
      manifest: true,
      outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
      emptyOutDir: true,
      assetsDir: 'assets',
      // `--mode public` builds the prerendered pages' client (entry-public.tsx) on its own, after the app shell:
      // a build of its own tree-shakes React Router down to what those pages use (decision 042).
      ...(publicEntry && {
        emptyOutDir: false,
        manifest: '.vite/public-manifest.json',
        rollupOptions: {
          input: fileURLToPath(new URL('src/entry-public.tsx', import.meta.url)),
          // React itself travels with React DOM (one request; the entry evaluates them first, on their own).
          output: {
            codeSplitting: {
              groups: [{ name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
            },
          },
        },
      }),
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/graphql': { target: bff, ws: true },
        '/graphiql': bff,
        '/healthz': bff,
        '/readyz': bff,
        '/images': bff,
      },
    },
    preview: { port: 4173 },
  };
});
