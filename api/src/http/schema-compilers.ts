import { createHash } from 'node:crypto';
import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

// Fastify compiles every route's request validators (Ajv) and response serializers
// (fast-json-stringify) afresh for each app it builds. One process builds many apps (every api
// and bff test, a second replica in e2e): compiling them was most of an app's start, about 2 s on
// a 2-core machine. The compiled functions depend only on the schema, the shared schemas and the
// compiler's options (neither Fastify's compilers read the method, url or status), so each is
// compiled once per process and reused.

const compiled = new Map<string, unknown>();
const digest = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value) ?? '')
    .digest('base64url');

function memo<T>(key: string, compile: () => T): T {
  if (!compiled.has(key)) compiled.set(key, compile());
  return compiled.get(key) as T;
}

const validators = AjvCompiler();
const serializers = SerializerSelector();

// The package's types give the compiler Ajv's own signature; Fastify calls it with the route (as for serializers).
type ValidatorCompiler = (route: RouteDefinition) => ReturnType<ReturnType<BuildCompilerFromPool>>;

const buildValidator = (...args: Parameters<BuildCompilerFromPool>) => {
  const compile = validators(...args) as unknown as ValidatorCompiler;
  const context = digest(args);
  return (route: RouteDefinition) => memo(`validator ${context} ${digest(route.schema)}`, () => compile(route));
};

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializers(externalSchemas, options);
  const context = digest([externalSchemas, options]);
  return (route) => memo(`serializer ${context} ${digest(route.schema)}`, () => compile(route));
};

export const compilersFactory = {
  buildValidator: buildValidator as unknown as BuildCompilerFromPool,
  buildSerializer,
};
