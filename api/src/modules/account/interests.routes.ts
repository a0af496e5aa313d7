import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import { type FieldError, validationMany } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { findReferenceItems, ReferenceItemDto } from '../reference/index.js';
import { INTEREST_LISTS, loadInterests, replaceInterests } from './interests.repository.js';
import { TRIAL_PHASES } from '../user/index.js';

const ids = (what: string) =>
  Type.Array(Type.Integer({ minimum: 1 }), {
    maxItems: 200,
    uniqueItems: true,
    description: `Ids of ${what} reference items.`,
  });
const TrialPhases = Type.Array(Type.Enum(TRIAL_PHASES), { maxItems: TRIAL_PHASES.length, uniqueItems: true });

const InterestsDto = Type.Object(
  {
    therapeuticAreas: Type.Array(ReferenceItemDto),
    services: Type.Array(ReferenceItemDto),
    products: Type.Array(ReferenceItemDto),
    regions: Type.Array(ReferenceItemDto),
    trialPhasesSupported: TrialPhases,
    complete: Type.Boolean({ description: 'Every list non-empty and at least one trial phase (spec §5).' }),
  },
  { title: 'InterestsDto', description: "The caller's key areas of interest." },
);

const UpdateInterestsBody = Type.Object(
  {
    therapeuticAreaIds: ids('THERAPEUTIC_AREAS'),
    serviceIds: ids('SERVICES'),
    productIds: ids('PRODUCTS'),
    regionIds: ids('REGIONS'),
    trialPhasesSupported: TrialPhases,
  },
  { title: 'UpdateInterestsBody', additionalProperties: false },
);

const FIELD_LIST = {
  therapeuticAreaIds: 'therapeuticAreas',
  serviceIds: 'services',
  productIds: 'products',
  regionIds: 'regions',
} as const;

export async function interestsRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/users/interests',
    {
      config: { auth: 'user' },
      schema: { tags: ['user'], summary: "The caller's interests", response: { 200: InterestsDto } },
    },
    async (request) => loadInterests(app.deps.db, requireUser(request).user.id),
  );

  app.put(
    '/v1/users/interests',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: "Replace the caller's interests",
        body: UpdateInterestsBody,
        response: { 200: InterestsDto },
      },
    },
    async (request) => {
      const userId = requireUser(request).user.id;
      const body = request.body;
      const all = Object.keys(FIELD_LIST).flatMap((field) => body[field as keyof typeof FIELD_LIST]);
      const found = new Map((await findReferenceItems(app.deps.db, all)).map((item) => [item.id, item.kind]));
      const errors: FieldError[] = [];
      for (const [field, list] of Object.entries(FIELD_LIST) as [
        keyof typeof FIELD_LIST,
        keyof typeof INTEREST_LISTS,
      ][]) {
        const wrong = body[field].filter((id) => found.get(id) !== INTEREST_LISTS[list]);
        if (wrong.length > 0)
          errors.push({
            field,
            message: `${field} contains ids that are not ${INTEREST_LISTS[list]} items: ${wrong.join(', ')}`,
          });
      }
      if (errors.length > 0) throw validationMany(errors);
      await replaceInterests(app.deps.db, userId, [...new Set(all)], body.trialPhasesSupported, app.deps.clock.now());
      return loadInterests(app.deps.db, userId);
    },
  );
}
