import {
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  type ConstDirectiveNode,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedDirective,
  isUnionType,
  print,
} from 'graphql';
import { anchorOf, descriptionHtml, escapeHtml } from './html';

/** A type reference as written in SDL (`[User!]!`), its named type linked to its section. */
export function typeRefHtml(type: GraphQLType): string {
  if (isNonNullType(type)) return `${typeRefHtml(type.ofType)}!`;
  if (isListType(type)) return `[${typeRefHtml(type.ofType)}]`;
  const name = escapeHtml(getNamedType(type).name);
  return `<a href="#${name}">${name}</a>`;
}

function deprecationHtml(reason: string | null | undefined): string {
  return reason === undefined || reason === null
    ? ''
    : `<p class="deprecated"><strong>Deprecated.</strong> ${escapeHtml(reason)}</p>`;
}

/** The directives written on a field other than @deprecated (the access rules: @auth, @permission…). */
function appliedDirectivesHtml(directives: readonly ConstDirectiveNode[] | undefined): string {
  const shown = (directives ?? []).filter((directive) => directive.name.value !== 'deprecated');
  return shown.length ? ` <span class="applied">${shown.map((d) => escapeHtml(print(d))).join(' ')}</span>` : '';
}

function argumentsHtml(args: readonly GraphQLArgument[]): string {
  if (args.length === 0) return '';
  const items = args.map((arg) => {
    const fallback = arg.astNode?.defaultValue ? ` = ${escapeHtml(print(arg.astNode.defaultValue))}` : '';
    return `<li><code>${escapeHtml(arg.name)}: ${typeRefHtml(arg.type)}${fallback}</code>${descriptionHtml(arg.description)}${deprecationHtml(arg.deprecationReason)}</li>`;
  });
  return `<ul class="arguments">${items.join('')}</ul>`;
}

function fieldHtml(owner: string, field: GraphQLField<unknown, unknown> | GraphQLInputField): string {
  const id = escapeHtml(anchorOf(owner, field.name));
  const args = 'args' in field ? field.args : [];
  const signature = args.length ? '(…)' : '';
  const deprecated = field.deprecationReason !== undefined && field.deprecationReason !== null;
  const name = deprecated ? `<s>${escapeHtml(field.name)}</s>` : escapeHtml(field.name);
  return `<li id="${id}"><code><a class="self" href="#${id}">${name}</a>${signature}: ${typeRefHtml(field.type)}</code>${appliedDirectivesHtml(field.astNode?.directives)}
${descriptionHtml(field.description)}${deprecationHtml(field.deprecationReason)}${argumentsHtml(args)}</li>`;
}

function enumValuesHtml(type: GraphQLEnumType): string {
  const items = type.getValues().map((value) => {
    const id = escapeHtml(anchorOf(type.name, value.name));
    return `<li id="${id}"><code>${escapeHtml(value.name)}</code>${descriptionHtml(value.description)}${deprecationHtml(value.deprecationReason)}</li>`;
  });
  return `<ul class="members">${items.join('')}</ul>`;
}

function membersHtml(type: GraphQLNamedType): string {
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).map((field) => fieldHtml(type.name, field));
    const implemented =
      !isInputObjectType(type) && type.getInterfaces().length
        ? `<p>Implements ${type.getInterfaces().map(typeRefHtml).join(', ')}</p>`
        : '';
    return `${implemented}<ul class="members">${fields.join('\n')}</ul>`;
  }
  if (isUnionType(type)) return `<p>One of ${type.getTypes().map(typeRefHtml).join(', ')}</p>`;
  if (isEnumType(type)) return enumValuesHtml(type);
  return '';
}

/** One type's section: its name (the anchor), description and members. */
export function typeSectionHtml(type: GraphQLNamedType, kind: string): string {
  const name = escapeHtml(type.name);
  return `<section class="type" id="${name}">
<h3><a class="self" href="#${name}">${name}</a> <small>${escapeHtml(kind)}</small></h3>
${descriptionHtml(type.description)}
${membersHtml(type)}
</section>`;
}

function directiveHtml(directive: GraphQLDirective): string {
  const id = escapeHtml(`@${directive.name}`);
  return `<section class="type" id="${id}">
<h3><a class="self" href="#${id}">${id}</a> <small>on ${escapeHtml(directive.locations.join(' | '))}</small></h3>
${descriptionHtml(directive.description)}${argumentsHtml(directive.args)}
</section>`;
}

export interface ReferenceGroup {
  id: string;
  title: string;
  html: string[];
  /** The TOC's entries: anchor and label. */
  entries: { anchor: string; label: string }[];
}

function rootGroup(id: string, title: string, root: GraphQLNamedType | null | undefined): ReferenceGroup {
  if (!root || !isObjectType(root)) return { id, title, html: [], entries: [] };
  const fields = Object.values(root.getFields());
  return {
    id,
    title,
    html: [
      `<p id="${escapeHtml(root.name)}">The fields of the root type <code>${escapeHtml(root.name)}</code>.</p>`,
      `<ul class="members">${fields.map((f) => fieldHtml(root.name, f)).join('\n')}</ul>`,
    ],
    entries: fields.map((f) => ({ anchor: anchorOf(root.name, f.name), label: f.name })),
  };
}

function typeGroup(id: string, title: string, kind: string, types: GraphQLNamedType[]): ReferenceGroup {
  return {
    id,
    title,
    html: types.map((type) => typeSectionHtml(type, kind)),
    entries: types.map((type) => ({ anchor: type.name, label: type.name })),
  };
}

/** The schema in reading order: operations first, then every named type by kind, then directives. */
export function referenceGroups(schema: GraphQLSchema): ReferenceGroup[] {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !isIntrospectionType(type) && !roots.has(type as never))
    .sort((a, b) => a.name.localeCompare(b.name));
  const directives = schema
    .getDirectives()
    .filter((directive) => !isSpecifiedDirective(directive))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [
    rootGroup('queries', 'Queries', schema.getQueryType()),
    rootGroup('mutations', 'Mutations', schema.getMutationType()),
    rootGroup('subscriptions', 'Subscriptions', schema.getSubscriptionType()),
    typeGroup('objects', 'Object types', 'type', types.filter(isObjectType)),
    typeGroup('interfaces', 'Interfaces', 'interface', types.filter(isInterfaceType)),
    typeGroup('unions', 'Unions', 'union', types.filter(isUnionType)),
    typeGroup('inputs', 'Inputs', 'input', types.filter(isInputObjectType)),
    typeGroup('enums', 'Enums', 'enum', types.filter(isEnumType)),
    typeGroup('scalars', 'Scalars', 'scalar', types.filter(isScalarType)),
    {
      id: 'directives',
      title: 'Directives',
      html: directives.map(directiveHtml),
      entries: directives.map((d) => ({ anchor: `@${d.name}`, label: `@${d.name}` })),
    },
  ].filter((group) => group.entries.length > 0);
}
