import { type Static, Type } from 'typebox';
import { LookingForItemDto } from '../company/index.js';

export const LOOKING_FOR_LIMITS = { text: 200, items: 100 } as const;

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
