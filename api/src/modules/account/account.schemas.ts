import { Type } from 'typebox';

/** The signed token of an unsubscribe link. */
export const UnsubscribeBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { title: 'UnsubscribeBody', additionalProperties: false },
);
