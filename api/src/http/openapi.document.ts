/**
 * Finishes the document @fastify/swagger derives from the route schemas, so standard tools
 * (validators, openapi-typescript, GraphQL composers such as @omnigraph/openapi) take it as served:
 *
 * - Schemas with a `title` (the api's named DTOs) become `components.schemas` entries, referenced
 *   where they are used: one definition each instead of a copy per route.
 * - TypeBox enums carry no `type`, and unions of literals or of an enum and null come out as
 *   `anyOf` lists of one-value enums (which composers refuse: "must define one or more fields"):
 *   they become one typed `enum`, nullable where null was allowed.
 */

type Schema = Record<string, unknown>;
interface Document {
  paths?: unknown;
  components?: { schemas?: Record<string, Schema> };
}

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A `{ enum: [null] }` branch: how a null alternative comes out of the conversion. */
const isNullBranch = (s: Schema): boolean =>
  s.type === 'null' || (Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null);

const scalarType = (values: unknown[]): string | undefined => {
  const types = new Set(values.filter((v) => v !== null).map((v) => typeof v));
  const [only] = types;
  return types.size === 1 && (only === 'string' || only === 'number' || only === 'boolean') ? only : undefined;
};

/** `anyOf` of one-value (or several-value) enums of one type, perhaps with a null branch: one enum. */
function mergeEnumUnion(schema: Schema): Schema | undefined {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || !branches.every(isObject)) return undefined;
  const nullable = branches.some(isNullBranch);
  const rest = branches.filter((b) => !isNullBranch(b));
  if (rest.length === 0 || !rest.every((b) => Array.isArray(b.enum))) return undefined;
  const values = rest.flatMap((b) => b.enum as unknown[]);
  const type = scalarType(values);
  if (!type) return undefined;
  const { anyOf: _anyOf, ...own } = schema;
  const descriptions = rest.map((b) => b.description).filter((d) => typeof d === 'string');
  return {
    ...(descriptions[0] ? { description: descriptions[0] } : {}),
    ...own,
    type,
    enum: nullable ? [...values, null] : values,
    ...(nullable ? { nullable: true } : {}),
  };
}

/** `anyOf: [X, null]` (X not an enum): X, nullable. */
function mergeNullable(schema: Schema): Schema | undefined {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || !branches.every(isObject)) return undefined;
  const rest = branches.filter((b) => !isNullBranch(b));
  if (rest.length !== 1) return undefined;
  const { anyOf: _anyOf, ...own } = schema;
  return { ...(rest[0] as Schema), ...own, nullable: true };
}

export function finishDocument<T extends object>(input: T): T {
  const document = input as Document;
  const components: Record<string, Schema> = { ...(document.components?.schemas ?? {}) };
  const seen = new Map<string, string>();

  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isObject(value)) return value;
    const walked: Schema = {};
    for (const [key, child] of Object.entries(value)) walked[key] = visit(child);
    let schema = mergeEnumUnion(walked) ?? mergeNullable(walked) ?? walked;
    if (Array.isArray(schema.enum) && schema.type === undefined) {
      const type = scalarType(schema.enum as unknown[]);
      if (type) schema = { ...schema, type };
    }
    return hoist(schema);
  };

  /** A titled object goes to the components (nullable stays at the use site, beside the reference). */
  const hoist = (schema: Schema): Schema => {
    const title = schema.title;
    if (typeof title !== 'string' || schema.type !== 'object') return schema;
    const { nullable, ...definition } = schema;
    const text = JSON.stringify(definition);
    const earlier = seen.get(title);
    if (earlier !== undefined && earlier !== text) throw new Error(`two different schemas are titled ${title}`);
    seen.set(title, text);
    components[title] = definition;
    const ref = { $ref: `#/components/schemas/${title}` };
    return nullable === true ? { nullable: true, allOf: [ref] } : ref;
  };

  const paths = visit(document.paths ?? {});
  const sorted = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
  return { ...input, paths, components: { ...(document.components ?? {}), schemas: sorted } } as T;
}
