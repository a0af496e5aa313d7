import type {
  CompanyDto,
  CompanyMemberDto,
  CompanyPageDto,
  CompanyPreviewDto,
  CompanyViewDto,
  CompanyViewPageDto,
  EmployeeBandDto,
} from './company.api.js';

// What the GraphQL types of company.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type CompanyMapper = CompanyDto;
export type CompanyMemberMapper = CompanyMemberDto;
export type CompanyPageMapper = CompanyPageDto;
export type CompanyPreviewMapper = CompanyPreviewDto;
export type EmployeeBandOptionMapper = EmployeeBandDto;
/** A view with the whole company, as the api answers it (no second lookup). */
export type CompanyViewMapper = CompanyViewDto;
export type CompanyViewPageMapper = CompanyViewPageDto;
