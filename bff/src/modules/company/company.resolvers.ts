import type { Resolvers, UpdateCompanyInput } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, type UserErrorDto, userErrorsFrom } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import { clampPaging } from '../../rest/rest.query.js';
import { toUploadBody, UPLOAD_ERROR_FIELDS } from '../../rest/rest.upload.js';
import type { CompanyDto, UpdateCompanyBody } from './company.api.js';
import { companyFieldResolvers } from './company.fields.js';
import { SORTS } from './company.sorts.js';
const LISTS = [
  'serviceIds',
  'productIds',
  'therapeuticAreaIds',
  'indicationIds',
  'modalityIds',
  'regionIds',
  'keyServiceIds',
  'seriesIds',
] as const;

/** The changed company, for this request's later reads too. */
function remember(ctx: GraphQLContext, company: CompanyDto): CompanyDto {
  ctx.loaders.companyById.clear(company.id).prime(company.id, company);
  return company;
}

/** The input as the api's body, or user errors naming every field that holds a non-numeric id. */
function toUpdateBody(input: UpdateCompanyInput): { body: UpdateCompanyBody } | { errors: UserErrorDto[] } {
  const errors = LISTS.filter((list) => input[list].some((id) => parseId(id) === null)).map((list) =>
    userError('BAD_USER_INPUT', `${list} contains an id that does not exist.`, list),
  );
  if (input.hqCountryId && parseId(input.hqCountryId) === null)
    errors.push(userError('BAD_USER_INPUT', 'hqCountryId does not exist.', 'hqCountryId'));
  if (errors.length > 0) return { errors };
  const list = (field: (typeof LISTS)[number]) => [...new Set(input[field].map((id) => Number(parseId(id))))];
  return {
    body: {
      version: input.version,
      name: input.name,
      description: input.description ?? null,
      website: input.website ?? null,
      hqCountryId: input.hqCountryId ? parseId(input.hqCountryId) : null,
      hqState: input.hqState ?? null,
      hqCity: input.hqCity ?? null,
      employeesBand: input.employeesBand ?? null,
      serviceIds: list('serviceIds'),
      productIds: list('productIds'),
      therapeuticAreaIds: list('therapeuticAreaIds'),
      indicationIds: list('indicationIds'),
      modalityIds: list('modalityIds'),
      regionIds: list('regionIds'),
      keyServiceIds: list('keyServiceIds'),
      seriesIds: list('seriesIds'),
      minorityOwned: input.minorityOwned,
      womenOwned: input.womenOwned,
      disabilityOwned: input.disabilityOwned,
      auditedByFda: input.auditedByFda,
      siteType: input.siteType ?? null,
      patientCareSettings: [...new Set(input.patientCareSettings)],
    },
  };
}

const NOT_FOUND = 'This company does not exist.';

export const companyResolvers: Resolvers = {
  Query: {
    companies: (_parent, { page, size, sort }, ctx) => {
      const paging = clampPaging({ page, size });
      // Relevance means nothing without text: the list is alphabetical then.
      const order = sort === 'BEST_MATCH' ? SORTS.ALPHABETICALLY : SORTS[sort];
      return ctx.api.company.list({ ...paging, sort: [order] });
    },
    company: async (_parent, { alias }, ctx) => {
      const company = await ctx.api.company.byAlias(alias.trim().toLowerCase());
      return company ? remember(ctx, company) : null;
    },
    companyPreview: (_parent, { alias }, ctx) => ctx.api.company.preview(alias.trim().toLowerCase()),
    employeeBands: (_parent, _args, ctx) => ctx.api.company.employeeBands(),
    recentlyViewedCompanies: async (_parent, { page, size }, ctx) => {
      // One upstream call: the api leaves inactive companies out and sends each one whole.
      const views = await ctx.api.company.views(clampPaging({ page, size }));
      // Later reads of these companies in the same request reuse them instead of calling by-ids.
      for (const { company } of views.content) ctx.loaders.companyById.prime(company.id, company);
      return views;
    },
  },
  Mutation: {
    updateCompany: async (_parent, { input }, ctx) => {
      const id = parseId(input.id);
      if (id === null) return { company: null, errors: [userError('NOT_FOUND', NOT_FOUND, 'id')] };
      const checked = toUpdateBody(input);
      if ('errors' in checked) return { company: null, errors: checked.errors };
      try {
        return {
          company: remember(ctx, await ctx.api.company.update(id, checked.body)),
          errors: [],
        };
      } catch (error) {
        // A stale version comes back as CONFLICT with 'The current state has been changed. ...'.
        return { company: null, errors: userErrorsFrom(error) };
      }
    },
    uploadCompanyLogo: async (_parent, { input }, ctx) => {
      const id = parseId(input.companyId);
      if (id === null) return { company: null, errors: [userError('NOT_FOUND', NOT_FOUND, 'companyId')] };
      try {
        return { company: remember(ctx, await ctx.api.company.uploadLogo(id, toUploadBody(input))), errors: [] };
      } catch (error) {
        return { company: null, errors: userErrorsFrom(error, UPLOAD_ERROR_FIELDS) };
      }
    },
    recordCompanyView: async (_parent, { companyId }, ctx) => {
      const id = parseId(companyId);
      if (id === null) throw new AppError('BAD_USER_INPUT', 'companyId must be a numeric id.', { field: 'companyId' });
      await ctx.api.company.recordView(id);
      return true;
    },
  },
  ...companyFieldResolvers,
};
