import type { RestClient } from '../../rest/rest.client.js';
import type { InterestsDto } from '../account/account.api.js';
import { segment } from '../../rest/rest.paths.js';

/** The REST role types of spec §3. */
export type CompanyRoleTypeDto = 'Sponsor' | 'Site' | 'Vendor' | 'Nonprofit' | 'PatientsAdvocacy' | 'Investor';

export interface CompanyRoleDto {
  id: number;
  name: string;
  type: CompanyRoleTypeDto;
}

export interface UserCompanyDto {
  id: number;
  name: string;
  active: boolean;
  alias: string;
  role: CompanyRoleDto;
}

/** The api's user (spec §3). */
export interface UserDto {
  id: number;
  firstName: string;
  lastName: string;
  active: boolean;
  email: string;
  phone: string | null;
  linkedin: string | null;
  pictureUrl: string | null;
  role: 'MEMBER' | 'COMPANY_ADMIN';
  company: UserCompanyDto | null;
  companyId: number | null;
  city: string | null;
  jobTitle: string | null;
  country: string | null;
  state: string | null;
  isNeedResetPassword: boolean;
  masked: boolean;
}

/** The api's page envelope. */
export interface PageDto<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export type UserPageDto = PageDto<UserDto>;

export type { InterestsDto } from '../account/account.api.js';

export interface UserApi {
  /** The caller, or the impersonation target (answers even for inactive users). */
  current(options?: { impersonatedUserId?: number | null }): Promise<UserDto>;
  byId(id: number, options?: { impersonatedUserId?: number | null }): Promise<UserDto>;
  interests(): Promise<InterestsDto>;
  roles(): Promise<CompanyRoleDto[]>;
}

/** The user endpoints of the api; the only place that knows their paths. */
export function createUserApi(rest: RestClient): UserApi {
  return {
    current: (options = {}) =>
      rest.request<UserDto>({ operation: 'getCurrentUser', path: '/users/current', ...options }),
    byId: (id, options = {}) =>
      rest.request<UserDto>({ operation: 'getUser', path: `/users/${segment(id)}`, ...options }),
    interests: () => rest.request<InterestsDto>({ operation: 'getInterests', path: '/users/interests' }),
    roles: () => rest.request<CompanyRoleDto[]>({ operation: 'getRoles', path: '/roles' }),
  };
}
