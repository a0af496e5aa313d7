import { Type } from 'typebox';
import { announceCompanyUpdated } from './company.jobs.js';
import { notFound } from '../../errors.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { requireViewer } from './company.caller.js';
import { loadCompanyDtos } from './company.dto.js';
import { decodeLogo, LOGO_MESSAGES, replaceCompanyLogo } from './company.logo.js';
import { findCompanyIdByAlias, listCompanyRoles } from './company.repository.js';
import {
  AliasParams,
  ByIdsQuery,
  CompanyDto,
  CompanyRoleDto,
  EmployeeBandDto,
  LogoBody,
  UpdateCompanyBody,
} from './company.schemas.js';
import { BAND_LABELS, EMPLOYEE_BANDS } from './company.table.js';
import { assertCanEdit, updateCompany } from './company.update.js';

export async function companyRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/roles',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['company'],
        summary: 'The seven business types and their role types',
        response: { 200: Type.Array(CompanyRoleDto) },
      },
    },
    async () => listCompanyRoles(app.deps.db),
  );

  app.get(
    '/v1/employee-bands',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['company'],
        summary: 'Employee bands (spec §9) with their search ids',
        response: { 200: Type.Array(EmployeeBandDto) },
      },
    },
    async () => EMPLOYEE_BANDS.map((band, i) => ({ id: i + 1, band, label: BAND_LABELS[band] })),
  );

  app.get(
    '/v1/companies/by-ids',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['company'],
        summary: 'Several companies in one call, in the order asked (unknown or inactive ids are left out)',
        querystring: ByIdsQuery,
        response: { 200: Type.Array(CompanyDto) },
      },
    },
    async (request) => loadCompanyDtos(app.deps.db, request.query.ids, requireViewer(request)),
  );

  app.get(
    '/v1/companies/by-alias/:alias',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['company'],
        summary: 'One active company by its alias',
        params: AliasParams,
        response: { 200: CompanyDto },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const id = await findCompanyIdByAlias(app.deps.db, request.params.alias);
      const [dto] = id === undefined ? [] : await loadCompanyDtos(app.deps.db, [id], viewer);
      if (!dto) throw notFound();
      return dto;
    },
  );

  app.put(
    '/v1/companies/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['company'],
        summary: "Replace a company's editable profile (its company admins; a stale version answers 409)",
        params: IdParams,
        body: UpdateCompanyBody,
        response: { 200: CompanyDto },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      assertCanEdit(viewer, request.params.id);
      await updateCompany(app.deps.db, request.params.id, request.body);
      await announceCompanyUpdated(app, request.params.id);
      const [dto] = await loadCompanyDtos(app.deps.db, [request.params.id], viewer);
      if (!dto) throw notFound();
      return dto;
    },
  );

  app.post(
    '/v1/companies/:id/logo',
    {
      config: {
        auth: 'user',
        upload: true,
        fieldMessages: { contentType: LOGO_MESSAGES.type, data: LOGO_MESSAGES.missing },
      },
      // Room for a base64 body past 2 MB, so oversized files get the catalogue's 504 answer.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['company'],
        summary: "Upload or replace a company's logo (PNG, JPEG, WebP or plain SVG, max 2 MB; its company admins)",
        params: IdParams,
        body: LogoBody,
        response: { 200: CompanyDto, 413: Type.Object({ code: Type.Integer(), message: Type.String() }) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      assertCanEdit(viewer, request.params.id);
      const bytes = await decodeLogo(request.body.contentType, request.body.data);
      await replaceCompanyLogo(app.deps.db, request.params.id, { contentType: request.body.contentType, bytes });
      const [dto] = await loadCompanyDtos(app.deps.db, [request.params.id], viewer);
      if (!dto) throw notFound();
      return dto;
    },
  );
}
