import { escapeHtml } from '../../http/web.page.js';
import type { CmsPage, CompanyPreviewDto } from './seo.api.js';

/**
 * Markup a sanitised body never has: script-capable elements, event handler or style attributes,
 * and script URLs. The api sanitises the CMS's HTML; this is the bff's own check before putting
 * it in a page unescaped (anything else put in a page is escaped).
 */
const UNSAFE =
  /<\s*\/?\s*(script|iframe|frame|object|embed|style|link|meta|base|form|svg|math|template)\b|\son[a-z]+\s*=|\sstyle\s*=|(href|src|action)\s*=\s*["']?\s*(javascript|vbscript|data):/i;

export const looksSanitised = (html: string): boolean => !UNSAFE.test(html);

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** Plain text with its blank lines as paragraphs (texts the api keeps as plain text, never HTML). */
export const paragraphs = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(paragraph)
    .join('');

/** A link on this origin (`href` a path the bff built). */
export const link = (href: string, text: string): string => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** "Label: text" as the app's cards write it. */
export const labelled = (label: string, text: string): string =>
  `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(text)}</p>`;

/** A section of items (each already HTML the caller escaped), or what to say when there are none. */
export function section(heading: string, items: readonly string[], none: string): string {
  const list = items.length
    ? `<ul class="seo-items">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
    : paragraph(none);
  return `<h2>${escapeHtml(heading)}</h2>${list}`;
}

/** A public list's page or any page known by its route texts alone: its heading and description. */
export const routeBody = (title: string, description: string): string =>
  `<h1>${escapeHtml(title)}</h1>${paragraph(description)}`;

/** A CMS page: its title and the api's sanitised HTML, or its description if the HTML fails the check. */
export const cmsBody = (page: CmsPage): string =>
  `<h1>${escapeHtml(page.title)}</h1>${looksSanitised(page.html) ? page.html : paragraph(page.description)}`;

function list(heading: string, items: readonly { name: string }[]): string {
  if (!items.length) return '';
  return `<h2>${escapeHtml(heading)}</h2><ul>${items.map((item) => `<li>${escapeHtml(item.name)}</li>`).join('')}</ul>`;
}

/** Where a company is: "Boston, MA, United States" (a preview's or a search result's company). */
export function place(company: Pick<CompanyPreviewDto, 'headquarters'>): string {
  const { city, state, country } = company.headquarters;
  return [city, state, country?.name].filter((part): part is string => Boolean(part)).join(', ');
}

/** One line about a company when it wrote no description: "CRO in Boston, MA, United States". */
export function companyDescription(company: CompanyPreviewDto): string {
  const where = place(company);
  return company.summary ?? (where ? `${company.role.name} in ${where}.` : `${company.role.name}.`);
}

/** A company profile's public preview (never members, contacts or looking-for: the preview has none). */
export function companyBody(company: CompanyPreviewDto, listPath: string): string {
  const where = place(company);
  return [
    `<h1>${escapeHtml(company.name)}</h1>`,
    paragraph(where ? `${company.role.name} · ${where}` : company.role.name),
    company.summary ? paragraph(company.summary) : '',
    list('Services', company.services),
    list('Products', company.products),
    list('Therapeutic areas', company.therapeuticAreas),
    `<p><a href="${escapeHtml(listPath)}">All companies</a></p>`,
  ].join('');
}
