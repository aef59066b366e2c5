import type {
  FieldNode,
  FragmentDefinitionNode,
  GraphQLField,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import {
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
} from '../graphql-module.js';

// How big a query is, measured once per distinct query text (Mercurius caches validation by source).
// Fragments are measured once and reused, so "fragment bombs" cost nothing to measure.

export interface QueryMeasure {
  /** Deepest field nesting outside introspection. */
  depth: number;
  /** Aliased fields, fragments expanded. */
  aliases: number;
  /** Estimated resolver work: 1 per field, lists multiply what is under them (see listFactor). */
  cost: number;
  /** Introspection: deepest nesting under __schema/__type, and most list fields nested on one path. */
  introspectionDepth: number;
  introspectionLists: number;
  /** How many __schema and __type fields the operation asks for. */
  introspectionRoots: number;
}

/** Sizes assumed when the query does not say: a literal `limit` is trusted, a variable one may be the max. */
export const LIST_LIMIT_MAX = 100;
const LIST_DEFAULT = 5;

const ZERO: QueryMeasure = {
  depth: 0,
  aliases: 0,
  cost: 0,
  introspectionDepth: 0,
  introspectionLists: 0,
  introspectionRoots: 0,
};

type Mode = 'regular' | 'paged' | 'introspection';

export class QueryMeasurer {
  private readonly memo = new Map<string, QueryMeasure>();
  private readonly visiting = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragment: (name: string) => FragmentDefinitionNode | undefined | null,
  ) {}

  measureOperation(operation: OperationDefinitionNode): QueryMeasure {
    const root = this.schema.getRootType(operation.operation) ?? undefined;
    return this.selectionSet(operation.selectionSet, root, 'regular');
  }

  private selectionSet(
    set: SelectionSetNode,
    parent: GraphQLNamedType | undefined,
    mode: Mode,
  ): QueryMeasure {
    const total = { ...ZERO };
    for (const selection of set.selections) {
      let m: QueryMeasure;
      if (selection.kind === Kind.FIELD) {
        m = this.field(selection, parent, mode);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typed = selection.typeCondition
          ? this.schema.getType(selection.typeCondition.name.value)
          : parent;
        m = this.selectionSet(selection.selectionSet, typed ?? undefined, mode);
      } else {
        m = this.spread(selection.name.value, mode);
      }
      total.depth = Math.max(total.depth, m.depth);
      total.aliases += m.aliases;
      total.cost += m.cost;
      total.introspectionDepth = Math.max(total.introspectionDepth, m.introspectionDepth);
      total.introspectionLists = Math.max(total.introspectionLists, m.introspectionLists);
      total.introspectionRoots += m.introspectionRoots;
    }
    return total;
  }

  private spread(name: string, mode: Mode): QueryMeasure {
    const key = `${name}:${mode}`;
    const known = this.memo.get(key);
    if (known) return known;
    const fragment = this.fragment(name);
    // Unknown and cyclic fragments are reported by the specified rules; count them as nothing here.
    if (!fragment || this.visiting.has(key)) return ZERO;
    this.visiting.add(key);
    const type = this.schema.getType(fragment.typeCondition.name.value) ?? undefined;
    const m = this.selectionSet(fragment.selectionSet, type, mode);
    this.visiting.delete(key);
    this.memo.set(key, m);
    return m;
  }

  private field(node: FieldNode, parent: GraphQLNamedType | undefined, mode: Mode): QueryMeasure {
    const name = node.name.value;
    const alias = node.alias ? 1 : 0;
    if (name === '__typename') return { ...ZERO, aliases: alias };
    const def = fieldDefinition(parent, name, this.schema);
    const childType = def ? getNamedType(def.type) : undefined;
    const isList = def ? isListType(getNullableType(def.type)) : false;

    if (mode !== 'introspection' && (name === '__schema' || name === '__type')) {
      const inner = node.selectionSet
        ? this.selectionSet(node.selectionSet, childType, 'introspection')
        : ZERO;
      return {
        ...ZERO,
        aliases: alias + inner.aliases,
        introspectionDepth: 1 + inner.depth,
        introspectionLists: inner.introspectionLists,
        introspectionRoots: 1,
      };
    }
    if (mode === 'introspection') {
      const inner = node.selectionSet ? this.selectionSet(node.selectionSet, childType, mode) : ZERO;
      return {
        ...inner,
        depth: 1 + inner.depth,
        aliases: alias + inner.aliases,
        introspectionLists: (isList ? 1 : 0) + inner.introspectionLists,
      };
    }

    // `limit` pages an offset list, `first` a connection (issue 25): either is the page's size.
    const limit = def?.args.some((a) => PAGE_SIZE_ARGS.has(a.name)) ? pageSize(node, def) : undefined;
    // A paged field's limit is the size of its page's list (items), which is then not multiplied again.
    const factor = limit ?? (isList && mode !== 'paged' ? LIST_DEFAULT : 1);
    const childMode: Mode = limit !== undefined ? 'paged' : isList ? 'regular' : mode;
    const inner = node.selectionSet ? this.selectionSet(node.selectionSet, childType, childMode) : ZERO;
    return {
      ...inner,
      depth: 1 + inner.depth,
      aliases: alias + inner.aliases,
      cost: 1 + factor * inner.cost,
    };
  }
}

function fieldDefinition(
  parent: GraphQLNamedType | undefined,
  name: string,
  schema: GraphQLSchema,
): GraphQLField<unknown, unknown> | undefined {
  if (name === '__schema' || name === '__type') return introspectionField(schema, name);
  if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) return undefined;
  return parent.getFields()[name];
}

/** __schema and __type are not in the root type's field map; their types are. */
function introspectionField(schema: GraphQLSchema, name: string): GraphQLField<unknown, unknown> | undefined {
  const type = schema.getType(name === '__schema' ? '__Schema' : '__Type');
  return type ? ({ name, type, args: [] } as unknown as GraphQLField<unknown, unknown>) : undefined;
}

const PAGE_SIZE_ARGS = new Set(['limit', 'first']);

function pageSize(node: FieldNode, def: GraphQLField<unknown, unknown>): number {
  const arg = node.arguments?.find((a) => PAGE_SIZE_ARGS.has(a.name.value));
  if (!arg) {
    const fallback = def.args.find((a) => PAGE_SIZE_ARGS.has(a.name))?.defaultValue;
    return typeof fallback === 'number' ? fallback : LIST_LIMIT_MAX;
  }
  if (arg.value.kind === Kind.INT) return Math.max(1, Math.min(LIST_LIMIT_MAX, Number(arg.value.value)));
  return LIST_LIMIT_MAX;
}
