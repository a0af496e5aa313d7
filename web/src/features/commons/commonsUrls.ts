/** The commons' addresses (routes.ts declares the patterns). */
export const COMMONS_PATH = '/commons';
export const COMMONS_EXPERTS_PATH = '/commons/experts';
export const COMMONS_WRITE_PATH = '/commons/write';

export const commonsTypeUrl = (type: string): string => `${COMMONS_PATH}/${encodeURIComponent(type)}`;
export const commonsPageUrl = (type: string, slug: string): string =>
  `${COMMONS_PATH}/${encodeURIComponent(type)}/${encodeURIComponent(slug)}`;
/** The editor: a new page (optionally of a type), or the page `id`. */
export const commonsEditUrl = (options: { id?: string; type?: string } = {}): string => {
  const query = new URLSearchParams();
  if (options.id) query.set('id', options.id);
  if (options.type) query.set('type', options.type);
  const text = query.toString();
  return text ? `${COMMONS_WRITE_PATH}?${text}` : COMMONS_WRITE_PATH;
};
