import { type Static, Type } from 'typebox';
import { Nullable } from '../../http/schemas.js';

/** Reference kinds a looking-for item may name (spec §3); free text is kind TEXT. */
export const LOOKING_FOR_REFERENCE_KINDS = ['SERVICES', 'PRODUCTS', 'THERAPEUTIC_AREAS', 'REGIONS'] as const;
export const LOOKING_FOR_KINDS = [...LOOKING_FOR_REFERENCE_KINDS, 'TEXT'] as const;
export type LookingForKind = (typeof LOOKING_FOR_KINDS)[number];

export const LOOKING_FOR_LIMITS = { text: 200, items: 100 } as const;

export const LookingForItemDto = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Enum(LOOKING_FOR_KINDS, { description: 'The reference kind, or TEXT for free text.' }),
    referenceItemId: Nullable(Type.Integer()),
    name: Type.String({ description: "The reference value's name, or the free text." }),
    published: Type.Boolean({
      description: 'Published: everyone sees it on the profile. Otherwise on the full list only (company members).',
    }),
  },
  { title: 'LookingForItemDto', description: 'One thing a company is looking for.' },
);
export type LookingForItemDto = Static<typeof LookingForItemDto>;

export const CompanyLookingForDto = Type.Object(
  {
    companyId: Type.Integer(),
    companyName: Type.String(),
    alias: Type.String(),
    own: Type.Boolean({ description: 'The caller is a member of this company: items is the full list.' }),
    items: Type.Array(LookingForItemDto, { description: 'Published items for others; every item for members.' }),
  },
  { title: 'CompanyLookingForDto', description: "A company's looking-for list as the caller may see it." },
);
export type CompanyLookingForDto = Static<typeof CompanyLookingForDto>;

export const AddLookingForItemBody = Type.Object(
  {
    referenceItemId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'A SERVICES, PRODUCTS, THERAPEUTIC_AREAS or REGIONS item.' }),
    ),
    text: Type.Optional(
      Type.String({ maxLength: LOOKING_FOR_LIMITS.text, description: 'Free text instead of a reference.' }),
    ),
    published: Type.Boolean(),
  },
  { title: 'AddLookingForItemBody' },
);
export type AddLookingForItemBody = Static<typeof AddLookingForItemBody>;

export const UpdateLookingForItemBody = Type.Object(
  {
    published: Type.Boolean(),
    text: Type.Optional(Type.String({ maxLength: LOOKING_FOR_LIMITS.text, description: 'Free-text items only.' })),
  },
  { title: 'UpdateLookingForItemBody' },
);
export type UpdateLookingForItemBody = Static<typeof UpdateLookingForItemBody>;

export const AliasParams = Type.Object({ alias: Type.String({ minLength: 1, maxLength: 200 }) });
