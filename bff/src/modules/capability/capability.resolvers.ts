import type { Resolvers, SaveCapabilityAlertInput } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import { toReferenceItem } from '../reference/index.js';
import type { CapabilityAlertBody } from './capability.api.js';

export const ALERT_NOT_FOUND = 'This alert does not exist or is not yours to change.';

const invalid = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, { details: [{ field, message }] });

function ids(values: readonly string[] | null | undefined, field: string): number[] {
  return (values ?? []).map((value) => {
    const id = parseId(value);
    if (id === null) throw invalid(field, 'Choose values from the list.');
    return id;
  });
}

function idArg(value: string): number {
  const id = parseId(value);
  if (id === null) throw new AppError('NOT_FOUND', ALERT_NOT_FOUND);
  return id;
}

const clamp = (page: number, size: number) => ({
  page: Math.max(0, Math.trunc(page)),
  size: Math.min(100, Math.max(1, Math.trunc(size))),
});

function bodyOf(input: SaveCapabilityAlertInput): CapabilityAlertBody {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    serviceIds: ids(input.serviceIds, 'serviceIds'),
    therapeuticAreaIds: ids(input.therapeuticAreaIds, 'therapeuticAreaIds'),
    regionIds: ids(input.regionIds, 'regionIds'),
    validUntil: input.validUntil.trim(),
  };
}

/** The refusals a user can act on, at their fields; anything else is a top-level error. */
function alertErrors(error: unknown) {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return [userError('NOT_FOUND', ALERT_NOT_FOUND)];
  if (error instanceof AppError && (error.code === 'PLAN_REQUIRED' || error.code === 'FORBIDDEN'))
    return [userError(error.code, error.message)];
  return userErrorsFrom(error);
}

async function change<T>(run: () => Promise<T>) {
  try {
    return { alert: await run(), errors: [] };
  } catch (error) {
    return { alert: null, errors: alertErrors(error) };
  }
}

/** Capability alerts: the api decides visibility and rules; this maps. */
export const capabilityResolvers: Resolvers = {
  Query: {
    capabilityAlerts: async (_p, { filter, page, size }, ctx) => {
      const search = filter?.search?.trim().slice(0, 200);
      const query = {
        serviceIds: ids(filter?.serviceIds, 'serviceIds'),
        therapeuticAreaIds: ids(filter?.therapeuticAreaIds, 'therapeuticAreaIds'),
        regionIds: ids(filter?.regionIds, 'regionIds'),
        ...(search ? { q: search } : {}),
      };
      return ctx.api.capability.list(query, clamp(page, size));
    },
    capabilityAlert: async (_p, { id }, ctx) => {
      const alertId = parseId(id);
      return alertId === null ? null : ctx.api.capability.byId(alertId);
    },
    myCapabilityAlerts: (_p, { page, size }, ctx) => ctx.api.capability.mine(clamp(page, size)),
  },
  Mutation: {
    createCapabilityAlert: (_p, { input, publish }, ctx) =>
      change(() => ctx.api.capability.create({ ...bodyOf(input), publish })),
    updateCapabilityAlert: (_p, { id, input }, ctx) =>
      change(() => ctx.api.capability.update(idArg(id), bodyOf(input))),
    publishCapabilityAlert: (_p, { id }, ctx) => change(() => ctx.api.capability.publish(idArg(id))),
    withdrawCapabilityAlert: (_p, { id }, ctx) => change(() => ctx.api.capability.withdraw(idArg(id))),
    deleteCapabilityAlert: async (_p, { id }, ctx) => {
      try {
        await ctx.api.capability.remove(idArg(id));
        return { deletedId: id, errors: [] };
      } catch (error) {
        return { deletedId: null, errors: alertErrors(error) };
      }
    },
  },
  CapabilityAlert: {
    id: (a) => String(a.id),
    services: (a) => a.services.map(toReferenceItem),
    therapeuticAreas: (a) => a.therapeuticAreas.map(toReferenceItem),
    regions: (a) => a.regions.map(toReferenceItem),
  },
  CapabilityAlertPage: {
    items: (p) => p.content,
  },
  CapabilityAlertCompany: {
    id: (c) => String(c.id),
  },
};
