import { describe, expect, it } from 'vitest';
import { finishDocument } from './openapi.document.js';

const answering = (schema: unknown) => ({
  openapi: '3.0.3',
  paths: { '/x': { get: { responses: { 200: { content: { 'application/json': { schema } } } } } } },
});
const answered = (document: ReturnType<typeof answering>) =>
  (document.paths['/x'].get.responses[200].content['application/json'] as { schema: unknown }).schema;

describe('finishDocument', () => {
  it('moves a titled object to the components and references it, nullable at the use site', () => {
    const dto = { title: 'ThingDto', type: 'object', properties: { id: { type: 'integer' } } };
    const document = finishDocument(
      answering({ type: 'object', properties: { a: dto, b: { ...dto, nullable: true } } }),
    ) as unknown as { components: { schemas: Record<string, unknown> } } & ReturnType<typeof answering>;
    expect(document.components.schemas.ThingDto).toEqual(dto);
    expect(answered(document)).toEqual({
      type: 'object',
      properties: {
        a: { $ref: '#/components/schemas/ThingDto' },
        b: { nullable: true, allOf: [{ $ref: '#/components/schemas/ThingDto' }] },
      },
    });
  });

  it('refuses two different schemas with one title', () => {
    const one = { title: 'ThingDto', type: 'object', properties: { id: { type: 'integer' } } };
    const other = { title: 'ThingDto', type: 'object', properties: { name: { type: 'string' } } };
    expect(() => finishDocument(answering({ type: 'object', properties: { one, other } }))).toThrow(/ThingDto/);
  });

  it('turns a union of one-value enums into one typed enum, keeping its description', () => {
    const union = {
      anyOf: [
        { type: 'string', enum: ['A'] },
        { type: 'string', enum: ['B'] },
      ],
      description: 'Which.',
    };
    expect(answered(finishDocument(answering(union)))).toEqual({
      description: 'Which.',
      type: 'string',
      enum: ['A', 'B'],
    });
  });

  it('makes an enum or null one nullable enum, and types an untyped enum', () => {
    const nullable = { anyOf: [{ enum: ['SMALL', 'MID'] }, { type: 'object', nullable: true, enum: [null] }] };
    expect(answered(finishDocument(answering(nullable)))).toEqual({
      type: 'string',
      enum: ['SMALL', 'MID', null],
      nullable: true,
    });
    expect(answered(finishDocument(answering({ enum: ['X', 'Y'] })))).toEqual({ enum: ['X', 'Y'], type: 'string' });
  });

  it('leaves a union of different types as it is', () => {
    const code = { anyOf: [{ type: 'integer' }, { type: 'string' }] };
    expect(answered(finishDocument(answering(code)))).toEqual(code);
  });
});
