import type { ValidationRule } from 'graphql';
import { queryWork } from '../query-work.js';
import { limitError } from './limit-error.js';
import { QueryMeasurer } from './query-measure.js';

export interface QueryLimits {
  /** 0 turns a limit off. */
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

/** Introspection is exempt from the depth and cost limits (GraphiQL's own query is 15 deep), but bounded here. */
const INTROSPECTION_MAX_DEPTH = 24;
/** types → fields → args is as far as a schema explorer needs to nest lists; a fourth level multiplies. */
const INTROSPECTION_MAX_LISTS = 3;
const INTROSPECTION_MAX_ROOTS = 5;

/** One validation rule for depth, aliases, cost and introspection size; Mercurius caches its verdict per query. */
export function queryLimitsRule(limits: QueryLimits): ValidationRule {
  return (context) => {
    const measurer = new QueryMeasurer(context.getSchema(), (name) => context.getFragment(name));
    return {
      OperationDefinition(node) {
        queryWork.measurements++;
        const m = measurer.measureOperation(node);
        const name = node.name?.value ?? 'anonymous';
        if (limits.maxDepth > 0 && m.depth > limits.maxDepth) {
          context.reportError(
            limitError(
              `Operation ${name} is ${m.depth} levels deep; the limit is ${limits.maxDepth}.`,
              'QUERY_TOO_DEEP',
              { limit: limits.maxDepth, actual: m.depth },
            ),
          );
        }
        if (limits.maxAliases > 0 && m.aliases > limits.maxAliases) {
          context.reportError(
            limitError(
              `Operation ${name} uses ${m.aliases} aliases; the limit is ${limits.maxAliases}.`,
              'TOO_MANY_ALIASES',
              { limit: limits.maxAliases, actual: m.aliases },
            ),
          );
        }
        if (limits.maxCost > 0 && m.cost > limits.maxCost) {
          context.reportError(
            limitError(
              `Operation ${name} is too large (cost ${m.cost}; the limit is ${limits.maxCost}). Ask for fewer fields or smaller pages.`,
              'QUERY_TOO_COSTLY',
              { limit: limits.maxCost, actual: m.cost },
            ),
          );
        }
        if (
          m.introspectionDepth > INTROSPECTION_MAX_DEPTH ||
          m.introspectionLists > INTROSPECTION_MAX_LISTS ||
          m.introspectionRoots > INTROSPECTION_MAX_ROOTS
        ) {
          context.reportError(
            limitError(
              `Operation ${name} asks for too much of the schema at once.`,
              'INTROSPECTION_TOO_LARGE',
            ),
          );
        }
      },
    };
  };
}
