import { createRequire } from 'node:module';

// graphql 16 ships CommonJS and ESM copies. Mercurius loads the CommonJS one; bundler-style resolvers (Vitest)
// hand ESM importers the other, and graphql refuses to mix them ("from another module or realm") and
// instanceof checks fail. Everything in the BFF takes graphql's runtime values from Mercurius's copy.
const require = createRequire(import.meta.url);
const graphql = require('graphql') as typeof import('graphql');

export const {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  buildSchema,
  getNamedType,
  getNullableType,
  getOperationAST,
  isListType,
  isObjectType,
  isInterfaceType,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
} = graphql;
