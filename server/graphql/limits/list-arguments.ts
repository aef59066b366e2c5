import type { DocumentNode, ValueNode } from 'graphql';
import { requestError } from '../errors.js';
import { Kind, visit } from '../graphql-module.js';
import { LIST_LIMIT_MAX } from './query-measure.js';

// Every paged list takes `limit` (1–100) and `offset` (≥ 0) by convention, and a connection `first` (1–100).
// Checked here once for all of them, literals and variables alike, before any resolver runs; the resolvers' own
// checks stay as a second line.

interface PageArgument {
  name: 'limit' | 'offset' | 'first';
  value: ValueNode;
}

const byDocument = new WeakMap<DocumentNode, { args: PageArgument[]; defaults: Map<string, ValueNode> }>();

function pageArguments(document: DocumentNode) {
  let found = byDocument.get(document);
  if (found) return found;
  const args: PageArgument[] = [];
  const defaults = new Map<string, ValueNode>();
  visit(document, {
    Argument(node) {
      const name = node.name.value;
      if (name === 'limit' || name === 'offset' || name === 'first') {
        args.push({ name, value: node.value });
      }
    },
    VariableDefinition(node) {
      if (node.defaultValue) defaults.set(node.variable.name.value, node.defaultValue);
    },
  });
  found = { args, defaults };
  byDocument.set(document, found);
  return found;
}

function numberOf(
  value: ValueNode | undefined,
  variables: Record<string, unknown>,
  defaults: Map<string, ValueNode>,
): number | undefined {
  if (!value) return undefined;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const name = value.name.value;
    const given = variables[name];
    if (typeof given === 'number') return given;
    return given === undefined ? numberOf(defaults.get(name), variables, defaults) : undefined;
  }
  return undefined;
}

/** Throws a 400 BAD_USER_INPUT when a page size or offset is out of range. */
export function checkListArguments(document: DocumentNode, variables: Record<string, unknown> = {}): void {
  const { args, defaults } = pageArguments(document);
  for (const arg of args) {
    const n = numberOf(arg.value, variables, defaults);
    if (n === undefined) continue;
    if ((arg.name === 'limit' || arg.name === 'first') && (n < 1 || n > LIST_LIMIT_MAX)) {
      throw requestError(`${arg.name} must be between 1 and ${LIST_LIMIT_MAX}`, 'BAD_USER_INPUT', 400, {
        field: arg.name,
        reason: 'LIST_LIMIT_OUT_OF_RANGE',
      });
    }
    if (arg.name === 'offset' && n < 0) {
      throw requestError('offset must not be negative', 'BAD_USER_INPUT', 400, {
        field: 'offset',
        reason: 'LIST_LIMIT_OUT_OF_RANGE',
      });
    }
  }
}
