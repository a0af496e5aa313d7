import { notFound } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { findCompanyPreview } from './company.preview.js';
import { AliasParams, CompanyPreviewDto } from './company.schemas.js';

/** The public preview of a profile, shown to visitors and companies without a plan beneath the gating modal. */
export async function companyPreviewRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/companies/by-alias/:alias/preview',
    {
      // Public: the same level of detail public search shows to anyone.
      config: { auth: 'public' },
      schema: {
        tags: ['company'],
        summary: "An active company's public preview by its alias (no members, contact or looking-for)",
        params: AliasParams,
        response: { 200: CompanyPreviewDto },
      },
    },
    async (request) => {
      const preview = await findCompanyPreview(app.deps.db, request.params.alias);
      if (!preview) throw notFound();
      return preview;
    },
  );
}
