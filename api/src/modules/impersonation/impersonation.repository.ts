import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { likePattern } from '../../db/like.js';
import { pageWindow, type PageQuery, type PageResult, parseSort, toPage } from '../../http/paging.js';
import { companies } from '../company/index.js';
import { selectUserDtos, toUserDto, type UserDto, users } from '../user/index.js';

const SORTABLE = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  companyName: companies.name,
  createdAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
};

/** Every word must match the first name, last name, email or company name (case-insensitive). */
function searchCondition(searchString: string | undefined): SQL | undefined {
  const words = (searchString ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = likePattern(word);
      return or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(companies.name, pattern),
      );
    }),
  );
}

export async function searchUsers(
  db: Executor,
  query: PageQuery & { searchString?: string },
): Promise<PageResult<UserDto>> {
  const { page, size, offset } = pageWindow(query);
  const where = searchCondition(query.searchString);
  const order = [...parseSort(query.sort, SORTABLE, ['lastName,ASC', 'firstName,ASC']), asc(users.id)];
  const rows = await selectUserDtos(db)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(offset);
  const [total] = await db
    .select({ value: count() })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  return toPage(rows.map(toUserDto), Number(total?.value ?? 0), page, size);
}
