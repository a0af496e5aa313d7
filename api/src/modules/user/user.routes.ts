import { Type } from 'typebox';
import { assertCanAct } from './user.access.js';
import { requireCaller, requireUser } from '../../auth/auth.hooks.js';
import { forbidden, notFound } from '../../errors.js';
import { DateTime, IdParams, Nullable } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { PICTURE_UPLOAD } from '../media/index.js';
import { findLastActive, findUserDto } from './user.repository.js';
import { UserDto } from './user.schemas.js';

/** The caller's own user, with what their profile picture may be (the upload's rules). */
const withPictureUpload = (dto: UserDto): UserDto => ({
  ...dto,
  pictureUpload: { maxBytes: PICTURE_UPLOAD.maxBytes, contentTypes: [...PICTURE_UPLOAD.contentTypes] },
});

/** Reading users: the caller, a colleague, or anyone for admins. */
export async function userRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/users/current',
    {
      // Answers for disabled users and inactive companies too, so the bff sees `active: false`.
      config: { auth: 'user', allowInactive: true },
      schema: { tags: ['user'], summary: 'The caller (or the impersonation target)', response: { 200: UserDto } },
    },
    async (request) => {
      const dto = await findUserDto(app.deps.db, requireUser(request).user.id);
      if (!dto) throw notFound();
      return withPictureUpload(dto);
    },
  );

  app.get(
    '/v1/users/last-active',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: "The caller's last activity",
        response: { 200: Type.Object({ lastActiveAt: Nullable(DateTime) }) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const lastActiveAt = await findLastActive(app.deps.db, caller.user.id);
      return { lastActiveAt: lastActiveAt?.toISOString() ?? null };
    },
  );

  app.get(
    '/v1/users/:id',
    {
      config: { auth: 'any', allowInactive: true },
      schema: {
        tags: ['user'],
        summary: 'A user: self, a colleague, or anyone for admins',
        params: IdParams,
        response: { 200: UserDto },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const own = caller.user?.id === request.params.id;
      // Only reading one's own profile is allowed while disabled (see assertCanAct).
      if (!own) assertCanAct(caller, { allowInactive: false });
      const dto = await findUserDto(app.deps.db, request.params.id);
      const colleague = dto !== undefined && caller.user?.companyId != null && dto.companyId === caller.user.companyId;
      // Same answer for strangers and missing ids: no enumeration of user ids.
      if (!own && !colleague && !(caller.isAdmin && !caller.impersonating)) throw forbidden();
      if (!dto) throw notFound();
      return own ? withPictureUpload(dto) : dto;
    },
  );
}
