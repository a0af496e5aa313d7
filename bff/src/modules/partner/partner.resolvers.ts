import type { ContractedPartnerSort, Resolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import { clampPaging } from '../../rest/rest.query.js';
import type { CompanyDto } from '../company/index.js';
import { ROLE_TYPES } from '../user/index.js';
import type { ContractedPartnerDetailsDto } from './partner.api.js';

const SORTS: Record<ContractedPartnerSort, { field: string; direction: 'ASC' | 'DESC' }> = {
  NAME: { field: 'name', direction: 'ASC' },
  NEWEST: { field: 'addedAt', direction: 'DESC' },
  OLDEST: { field: 'addedAt', direction: 'ASC' },
  RATING: { field: 'rating', direction: 'DESC' },
};

const NOT_A_PARTNER = 'This company is not one of your contracted partners.';

/** An id argument as the api's integer; a malformed one is refused at its field. */
function idOf(value: string, field: string): number {
  const id = parseId(value);
  if (id === null)
    throw new AppError('BAD_USER_INPUT', `${field} is not a valid id.`, {
      details: [{ field, message: `${field} is not a valid id.` }],
    });
  return id;
}

/** A refusal the viewer can act on, in the payload, at the field it concerns. */
function refusal(error: unknown, idField: string): UserErrorDto[] {
  if (error instanceof AppError) {
    if (error.code === 'NOT_FOUND') {
      const message = idField === 'id' ? 'This note does not exist.' : NOT_A_PARTNER;
      return [userError('NOT_FOUND', message, idField)];
    }
    if (error.code === 'PARTNER_NOTE_EXISTS') return [userError(error.code, error.message, 'kind')];
    if (error.code === 'FORBIDDEN') return [userError(error.code, error.message, null)];
  }
  return userErrorsFrom(error, { fields: { partnerCompanyId: 'companyId' } }).map((e) =>
    e.field?.startsWith('labels.') ? { ...e, field: 'labels' } : e,
  );
}

/** A change of a partner's labels, notes or rating, answered with its details after it. */
async function changeDetails(
  idField: string,
  change: () => Promise<ContractedPartnerDetailsDto>,
): Promise<{ details: ContractedPartnerDetailsDto | null; errors: UserErrorDto[] }> {
  try {
    return { details: await change(), errors: [] };
  } catch (error) {
    return { details: null, errors: refusal(error, idField) };
  }
}

/** A fresh read of a company (its `isContractedPartner` changed). */
async function freshCompany(ctx: GraphQLContext, id: number): Promise<CompanyDto | null> {
  ctx.loaders.companyById.clear(id);
  return ctx.loaders.companyById.load(id);
}

export const partnerResolvers: Resolvers = {
  Query: {
    contractedPartners: (_parent, { search, label, sort, page, size }, ctx) =>
      ctx.api.partner.list(
        { ...(search?.trim() ? { q: search.trim() } : {}), ...(label ? { label } : {}) },
        clampPaging({ page, size, sort: [SORTS[sort ?? 'NAME']] }),
      ),
    contractedPartner: async (_parent, { companyId }, ctx) => {
      const id = parseId(companyId);
      if (id === null) return null;
      try {
        return await ctx.api.partner.details(id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    contractedPartnerLabels: (_parent, _args, ctx) => ctx.api.partner.labels(),
  },
  Mutation: {
    addContractedPartner: async (_parent, { companyId }, ctx) => {
      try {
        const id = idOf(companyId, 'companyId');
        const { created } = await ctx.api.partner.add(id);
        return { company: await freshCompany(ctx, id), created, errors: [] };
      } catch (error) {
        return { company: null, created: null, errors: refusal(error, 'companyId') };
      }
    },
    removeContractedPartner: async (_parent, { companyId }, ctx) => {
      try {
        const id = idOf(companyId, 'companyId');
        await ctx.api.partner.remove(id);
        return { company: await freshCompany(ctx, id), created: null, errors: [] };
      } catch (error) {
        return { company: null, created: null, errors: refusal(error, 'companyId') };
      }
    },
    setContractedPartnerLabels: (_parent, { companyId, labels }, ctx) =>
      changeDetails('companyId', () => ctx.api.partner.setLabels(idOf(companyId, 'companyId'), labels)),
    rateContractedPartner: (_parent, { companyId, rating }, ctx) =>
      changeDetails('companyId', () => ctx.api.partner.rate(idOf(companyId, 'companyId'), rating)),
    createContractedPartnerNote: (_parent, { companyId, kind, body }, ctx) =>
      changeDetails('companyId', async () => {
        const id = idOf(companyId, 'companyId');
        await ctx.api.partner.createNote(id, { kind, body });
        return ctx.api.partner.details(id);
      }),
    updateContractedPartnerNote: (_parent, { id, body }, ctx) =>
      changeDetails('id', async () => {
        const note = await ctx.api.partner.updateNote(idOf(id, 'id'), body);
        return ctx.api.partner.details(note.partnerCompanyId);
      }),
    deleteContractedPartnerNote: (_parent, { id }, ctx) =>
      changeDetails('id', async () => {
        const note = await ctx.api.partner.deleteNote(idOf(id, 'id'));
        return ctx.api.partner.details(note.partnerCompanyId);
      }),
  },
  ContractedPartnerPage: {
    items: (page) => page.content,
  },
  ContractedPartner: {
    id: (partner) => String(partner.companyId),
    type: (partner) => ROLE_TYPES[partner.type],
    company: (partner, _args, ctx): Promise<CompanyDto | null> => ctx.loaders.companyById.load(partner.companyId),
  },
  ContractedPartnerDetails: {
    id: (details) => String(details.partner.companyId),
  },
  PartnerNote: {
    id: (note) => String(note.id),
  },
  PartnerPerson: {
    id: (person) => String(person.userId),
  },
};
