import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsPath } from './lookahead.js';

/** The resolve info of the operation's first root field, as graphql-js gives it to its resolver. */
function infoOf(text: string, variableValues: Record<string, unknown> = {}) {
  const document = parse(text);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const field = operation?.selectionSet.selections[0] as FieldNode;
  return { fieldNodes: [field], fragments, variableValues };
}

const PATH = ['items', 'company', 'reviewSummary'];

describe('selectsPath', () => {
  it('finds a path selected directly, through an alias', () => {
    expect(selectsPath(infoOf('{ s { items { company { rating: reviewSummary { rating } } } } }'), PATH)).toBe(true);
  });

  it('finds a path selected through fragment spreads and inline fragments', () => {
    const text = `{ s { items { ...Card } } }
      fragment Card on Result { company { ... on Company { ...Badge } } }
      fragment Badge on Company { reviewSummary { rating } }`;
    expect(selectsPath(infoOf(text), PATH)).toBe(true);
  });

  it('does not find a path the operation stops short of or skips', () => {
    expect(selectsPath(infoOf('{ s { items { company { id } } } }'), PATH)).toBe(false);
    expect(selectsPath(infoOf('{ s { company { reviewSummary { rating } } } }'), PATH)).toBe(false);
    const skipped = 'query($off: Boolean!) { s { items { company { reviewSummary @include(if: $off) { rating } } } } }';
    expect(selectsPath(infoOf(skipped, { off: false }), PATH)).toBe(false);
    expect(selectsPath(infoOf(skipped, { off: true }), PATH)).toBe(true);
  });
});
