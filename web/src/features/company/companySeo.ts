import type { Seo } from '../../shared/routing/seo';
import { companyProfilePath } from './companyUrls';

const DESCRIPTION_LENGTH = 160;

/** A description fit for search engines and link previews: one line, about 160 characters. */
export function seoDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

interface ProfileSeoCompany {
  alias: string;
  name: string;
  description?: string | null;
  logoUrl?: string | null;
  role: { name: string };
}

/** A profile's SEO: the company's name and description (spec §2's SEO data), canonical on its profile URL. */
export function companyProfileSeo(
  company: ProfileSeoCompany,
  brand: string,
  origin: string = window.location.origin,
): Seo {
  const description = company.description?.trim()
    ? seoDescription(company.description)
    : `${company.name}, ${company.role.name}, on ${brand}.`;
  // Link previews need an absolute image URL; logos are served from this origin.
  const image: Record<string, string> = company.logoUrl ? { image: new URL(company.logoUrl, origin).href } : {};
  return {
    title: company.name,
    description,
    canonical: companyProfilePath(company.alias),
    openGraph: { type: 'profile', ...image },
    twitter: { card: 'summary', ...image },
  };
}
