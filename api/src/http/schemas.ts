import { Type } from 'typebox';

/** The one error body of the api. */
export const ErrorBody = Type.Object(
  {
    code: Type.Union([Type.Integer(), Type.String()], { description: 'Catalogue code (spec §8) or a named code.' }),
    message: Type.String({ description: 'User-facing text.' }),
    details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  },
  { title: 'ErrorBody', description: 'Error' },
);

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'Numeric id.' }) });

export const DateTime = Type.String({ format: 'date-time' });

export const NoContent = Type.Null({ description: 'No content' });
