import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));
const CALL = /\bgraphql\(\s*(`[\s\S]*?`)\s*\)/g;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/m;
const PREFIX = '\0gql-document:';

/**
 * Build-time replacement of `graphql(\`query Name …\`)` calls by the generated document itself (what
 * graphql-codegen's Babel/SWC plugins do). The client preset's `graphql()` looks documents up in a map of every
 * operation in one module, which bundles all of them into the entry chunk; a module per document lets each
 * chunk carry only its own operations. The documents are the ones codegen wrote (web/src/gql/graphql.ts), so
 * the operations (and their urql keys) are exactly the same.
 */
export function graphqlDocuments(): Plugin {
  let documents: Map<string, string> | undefined;
  const documentLiteral = (name: string): string => {
    documents ??= new Map(
      [...readFileSync(GENERATED, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as /gm)].map(
        ([, exported, literal]) => [exported as string, literal as string],
      ),
    );
    const literal = documents.get(name);
    if (!literal) throw new Error(`${name} is not in web/src/gql/graphql.ts: run npm run codegen`);
    return literal;
  };

  return {
    name: 'filmlab:graphql-documents',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return `export default ${documentLiteral(id.slice(PREFIX.length))};`;
    },
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(')) return null;
      const names = new Set<string>();
      const replaced = code.replace(CALL, (call, literal: string) => {
        const match = DEFINITION.exec(literal.slice(1, -1));
        if (!match) return call;
        const [, kind, name] = match;
        const exported = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        names.add(exported);
        return `__gql_${exported}`;
      });
      if (names.size === 0) return null;
      const imports = [...names].map((name) => `import __gql_${name} from ${JSON.stringify(PREFIX + name)};`);
      return { code: `${imports.join('\n')}\n${replaced}`, map: null };
    },
  };
}
