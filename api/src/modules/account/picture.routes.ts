import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden } from '../../errors.js';
import { IdParams, NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { removeUserPicture, replaceUserPicture } from './picture.repository.js';
import { decodeUpload, looksLikeRaster, mediaUrl, PICTURE_UPLOAD } from '../media/index.js';

/** As the user reads them (the bff shows the api's field messages). */
const PICTURE_MESSAGES = {
  type: 'The picture must be a PNG, JPEG or WebP image.',
  missing: 'Choose a picture to upload.',
  unreadable: 'The picture could not be read.',
} as const;

const PictureBody = Type.Object(
  {
    contentType: Type.Enum(PICTURE_UPLOAD.contentTypes),
    data: Type.String({ minLength: 1, description: 'The image, base64-encoded (max 5 MB decoded).' }),
  },
  { title: 'PictureBody', additionalProperties: false },
);

export async function pictureRoutes(app: ApiInstance): Promise<void> {
  app.post(
    '/v1/users/:id/picture',
    {
      config: {
        auth: 'user',
        upload: true,
        fieldMessages: { contentType: PICTURE_MESSAGES.type, data: PICTURE_MESSAGES.missing },
      },
      // Room for a base64 body well past 5 MB, so oversized files get the catalogue's 504 answer.
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags: ['user'],
        summary: 'Upload own profile picture (PNG, JPEG or WebP, max 5 MB)',
        params: IdParams,
        body: PictureBody,
        response: {
          200: Type.Object({ pictureUrl: Type.String() }),
          413: Type.Object({ code: Type.Integer(), message: Type.String() }),
        },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      if (user.id !== request.params.id) throw forbidden();
      const { contentType, data } = request.body;
      const bytes = decodeUpload(data, {
        maxBytes: PICTURE_UPLOAD.maxBytes,
        messages: PICTURE_MESSAGES,
        refusal: (decoded) =>
          looksLikeRaster(contentType, decoded) ? null : `data is not a valid ${contentType} image`,
      });
      const fileId = await replaceUserPicture(app.deps.db, user.id, { contentType, bytes });
      return { pictureUrl: mediaUrl(fileId) ?? '' };
    },
  );

  app.delete(
    '/v1/users/:id/picture',
    {
      config: { auth: 'user' },
      schema: { tags: ['user'], summary: 'Remove own profile picture', params: IdParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      if (user.id !== request.params.id) throw forbidden();
      await removeUserPicture(app.deps.db, user.id);
      return reply.status(204).send(null);
    },
  );
}
