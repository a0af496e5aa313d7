import type { ResponseBody } from '../../rest/rest.contract.js';
import type { CompanyRoleDto, UserCompanyDto, UserDto } from './user.api.js';

// What the GraphQL types of user.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type UserMapper = UserDto;
export type UserCompanyMapper = UserCompanyDto;
export type CompanyRoleMapper = CompanyRoleDto;
export type UserPageMapper = ResponseBody<'get', '/admin/users'>;
