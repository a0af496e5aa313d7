import type { CompanyDto, CompanyMemberDto, CompanyPageDto, EmployeeBandDto, LookingForDto } from './company.api.js';

// What the GraphQL types of company.graphql resolve from (found by codegen.ts by their `Mapper` suffix).
export type CompanyMapper = CompanyDto;
export type CompanyMemberMapper = CompanyMemberDto;
export type LookingForSummaryMapper = LookingForDto;
export type CompanyPageMapper = CompanyPageDto;
export type EmployeeBandOptionMapper = EmployeeBandDto;
/** A view with the whole company, loaded through `companyById`. */
export interface CompanyViewMapper {
  company: CompanyDto;
  viewedAt: string;
}
export interface CompanyViewPageMapper {
  content: CompanyViewMapper[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
