import { Type } from 'typebox';
import { Nullable } from '../../http/schemas.js';
import { REFERENCE_KINDS } from './reference.table.js';

export const ReferenceKindSchema = Type.Enum(REFERENCE_KINDS, { description: 'Reference data kind (spec §3).' });

export const ReferenceItemDto = Type.Object(
  { id: Type.Integer(), kind: ReferenceKindSchema, name: Type.String(), parentId: Nullable(Type.Integer()) },
  {
    title: 'ReferenceItemDto',
    description:
      'A reference value; parentId links indications to areas, sub-services to services, countries to regions.',
  },
);

export const ReferenceQuery = Type.Object({
  kind: Type.Optional(Type.Array(ReferenceKindSchema, { description: 'Repeatable; all kinds when absent.' })),
});

export const CountryDto = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String({ description: 'ISO 3166-1 alpha-2.' }),
    name: Type.String(),
  },
  { title: 'CountryDto' },
);
