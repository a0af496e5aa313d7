// The members list's state in the URL and the api's limits its fields keep (memberUrls.ts has the path).
import { FIELD_LIMITS } from '../../__generated__/fieldLimits';
import type { CompanyUserRole, MemberStatus } from '../../__generated__/graphql';
import { readPageParam } from '../../shared/routing/pageParam';
import { choiceOf } from '../../ui/SelectField';

const ROLES: readonly CompanyUserRole[] = ['MEMBER', 'COMPANY_ADMIN'];
const STATUSES: readonly MemberStatus[] = ['ACTIVE', 'DEACTIVATED'];

/** The members list's state, as `/dashboard/manage-members?q=&role=&status=&page=` holds it. */
export interface MemberFilters {
  q: string;
  role: CompanyUserRole | null;
  status: MemberStatus | null;
  /** Zero-based. */
  page: number;
}

/** The api's limit for the search words (its OpenAPI document's maxLength, generated). */
export const MEMBER_SEARCH_MAX_LENGTH = FIELD_LIMITS['GET /v1/members'].search;

/** The longest address an invitation takes (the api's limit, generated). */
export const INVITE_EMAIL_MAX_LENGTH = FIELD_LIMITS.MemberInviteBody.email;

/** A select's value as a role, or null for any. */
export const roleOf = (value: string): CompanyUserRole | null => choiceOf(ROLES, value) ?? null;

/** A select's value as a member state, or null for any. */
export const statusOf = (value: string): MemberStatus | null => choiceOf(STATUSES, value) ?? null;

/** The filters in the URL; anything unknown is left out (an old or edited link still opens). */
export function readMemberFilters(params: URLSearchParams): MemberFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    role: roleOf(params.get('role') ?? ''),
    status: statusOf(params.get('status') ?? ''),
    page: readPageParam(params.get('page')),
  };
}

/** The filters as URL parameters, defaults left out (the first page, no words, any role or state). */
export function memberFilterParams(filters: MemberFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q) params.q = filters.q;
  if (filters.role) params.role = filters.role;
  if (filters.status) params.status = filters.status;
  if (filters.page > 0) params.page = String(filters.page);
  return params;
}
