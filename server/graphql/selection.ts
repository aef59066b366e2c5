import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved asks for any of `names` directly (through fragments too). Lets a resolver start
 * the upstream calls those fields will need at the same time as its own, instead of after it.
 */
export function selectsAny(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  const wanted = new Set(names);
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === 'Field') return wanted.has(selection.name.value);
      if (selection.kind === 'InlineFragment') return visit(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      return visit(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
