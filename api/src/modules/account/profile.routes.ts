import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden, notFound } from '../../errors.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import {
  findUserDto,
  optionalLinkedin,
  optionalPhone,
  optionalText,
  requireName,
  updateProfile,
  UpdateUserBody,
  UserDto,
} from '../user/index.js';

/** My account's Profile tab: a user changes their own profile (spec §7: PUT /users/{id}). */
export async function profileRoutes(app: ApiInstance): Promise<void> {
  app.put(
    '/v1/users/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'Update own profile',
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: UserDto },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      if (caller.user.id !== request.params.id) throw forbidden();
      const body = request.body;
      await updateProfile(app.deps.db, caller.user.id, {
        firstName: requireName('firstName', body.firstName),
        lastName: requireName('lastName', body.lastName),
        masked: body.masked,
        // Absent optional fields stay as they are; null or blank clears them.
        ...(body.jobTitle === undefined ? {} : { jobTitle: optionalText(body.jobTitle) }),
        ...(body.phone === undefined ? {} : { phone: optionalPhone('phone', body.phone) }),
        ...(body.linkedin === undefined ? {} : { linkedin: optionalLinkedin('linkedin', body.linkedin) }),
        ...(body.city === undefined ? {} : { city: optionalText(body.city) }),
        ...(body.state === undefined ? {} : { state: optionalText(body.state) }),
        ...(body.country === undefined ? {} : { country: optionalText(body.country) }),
      });
      const dto = await findUserDto(app.deps.db, caller.user.id);
      if (!dto) throw notFound();
      return dto;
    },
  );
}
