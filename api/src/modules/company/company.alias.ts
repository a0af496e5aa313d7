/** URL-safe lowercase alias: "Lakeshore Research Institute" → "lakeshore-research-institute". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'company';
}

/** The slug, or slug-2, slug-3 ... whichever is free (`taken` checks the database). */
export async function uniqueAlias(name: string, taken: (alias: string) => Promise<boolean>): Promise<string> {
  const base = slugify(name);
  if (!(await taken(base))) return base;
  for (let n = 2; n < 1000; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error(`No free alias for ${name}`);
}
