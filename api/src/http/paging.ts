import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Static, type TSchema, Type } from 'typebox';
import { validation } from '../errors.js';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Query of every paged list: zero-based `page`, `size` (1-100), repeatable `sort=field,ASC|DESC`. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'Zero-based page number.' })),
  size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Page size (1-100).' }),
  ),
  sort: Type.Optional(
    Type.Array(Type.String({ pattern: '^[A-Za-z]+(,(ASC|DESC|asc|desc))?$', maxLength: 64 }), {
      description: 'field,ASC|DESC; repeatable.',
    }),
  ),
});
export type PageQuery = Static<typeof PageQuery>;

export const Page = <T extends TSchema>(item: T, description: string) =>
  Type.Object(
    {
      content: Type.Array(item),
      page: Type.Integer(),
      size: Type.Integer(),
      totalElements: Type.Integer(),
      totalPages: Type.Integer(),
    },
    { description },
  );

export interface PageResult<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export function pageWindow(query: PageQuery): { page: number; size: number; offset: number } {
  const page = query.page ?? 0;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  return { page, size, offset: page * size };
}

export function toPage<T>(content: T[], totalElements: number, page: number, size: number): PageResult<T> {
  return { content, page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}

/**
 * Turns `sort=lastName,ASC&sort=email,DESC` into ORDER BY terms over the allowed fields only
 * (anything else is a 400 naming the field), falling back to `fallback` when none is given.
 */
export function parseSort(
  sort: string[] | undefined,
  allowed: Record<string, AnyPgColumn | SQL>,
  fallback: string[],
): SQL[] {
  const terms = sort && sort.length > 0 ? sort : fallback;
  return terms.map((term) => {
    const [field = '', direction = 'ASC'] = term.split(',');
    const column = allowed[field];
    if (!column) {
      throw validation('sort', `sort must be one of ${Object.keys(allowed).join(', ')} followed by ,ASC or ,DESC`);
    }
    return direction.toUpperCase() === 'DESC' ? desc(column) : asc(column);
  });
}
