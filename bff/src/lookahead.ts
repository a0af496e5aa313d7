import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

type Selections = Pick<GraphQLResolveInfo, 'fragments' | 'variableValues'>;

/** Whether @skip and @include let this selection run, as graphql-js decides it. */
function included(node: Parameters<typeof getDirectiveValues>[1], info: Selections): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
}

/** Whether `set` selects the field path `names` (by field name, through aliases and fragments). */
function selectsIn(set: SelectionSetNode | undefined, names: readonly string[], info: Selections): boolean {
  if (!set || names.length === 0) return names.length === 0;
  const [name, ...rest] = names;
  return set.selections.some((selection) => {
    if (!included(selection, info)) return false;
    if (selection.kind === Kind.FIELD)
      return selection.name.value === name && selectsIn(selection.selectionSet, rest, info);
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectsIn(selection.selectionSet, names, info);
    return selectsIn(info.fragments[selection.name.value]?.selectionSet, names, info);
  });
}

/**
 * Whether the operation reads the field path `names` below the field being resolved, e.g.
 * `['items', 'company', 'reviewSummary']`: a resolver may then start a read the later fields
 * will need, instead of waiting for graphql-js to reach them.
 */
export function selectsPath(info: Pick<GraphQLResolveInfo, 'fieldNodes'> & Selections, names: readonly string[]) {
  return info.fieldNodes.some((node) => selectsIn(node.selectionSet, names, info));
}
