/** The api's upload bodies: a declared image type and base64 data. */
interface UploadBody<T extends string> {
  contentType: T;
  data: string;
}

/**
 * A GraphQL upload input as the api's body. The api is the one that checks it (the type, the
 * encoding, the bytes against the type, the size) and words what is wrong; this only maps names.
 */
export function toUploadBody<T extends string>(input: { contentType: string; dataBase64: string }): UploadBody<T> {
  // Cast: an unknown type reaches the api, which refuses it with its message on `contentType`.
  return { contentType: input.contentType.trim().toLowerCase() as T, data: input.dataBase64 };
}

/** How the api's upload errors read on the GraphQL input: `data` is `dataBase64` there. */
export const UPLOAD_ERROR_FIELDS = {
  fields: { data: 'dataBase64' },
  codeFields: { FILE_TOO_LARGE: 'dataBase64' },
} as const;
