import { Type, type Static } from 'typebox';
import { DateTime } from '../../http/schemas.js';

/** The largest page of profiles one call answers (a sitemap file holds at most 50,000 URLs). */
export const PROFILE_PAGE_MAX = 5000;

export const ProfilesQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PROFILE_PAGE_MAX, default: 1000 })),
});

const SitemapProfileDto = Type.Object(
  {
    alias: Type.String({ description: "The profile's path segment: /companies/{alias}." }),
    updatedAt: DateTime,
  },
  { title: 'SitemapProfileDto', description: 'A public company profile as the sitemap lists it.' },
);

export const SitemapProfilesDto = Type.Object(
  {
    total: Type.Integer({ minimum: 0, description: 'Every public profile (active companies).' }),
    items: Type.Array(SitemapProfileDto, { description: 'This page of them, oldest company first.' }),
  },
  { title: 'SitemapProfilesDto', description: 'A page of the public company profiles, for the sitemap.' },
);
export type SitemapProfilesDto = Static<typeof SitemapProfilesDto>;
