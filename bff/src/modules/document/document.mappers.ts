import type {
  DocumentAccessEntryDto,
  DocumentAccessPageDto,
  DocumentCompanyDto,
  DocumentDto,
  DocumentFolderDto,
  DocumentPageDto,
  DocumentPersonDto,
  DocumentUploadDto,
} from './document.api.js';

// What the GraphQL types of document.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type DocumentMapper = DocumentDto;
export type DocumentFolderMapper = DocumentFolderDto;
export type DocumentPageMapper = DocumentPageDto;
export type DocumentCompanyMapper = DocumentCompanyDto;
export type DocumentPersonMapper = DocumentPersonDto;
export type DocumentUploadMapper = DocumentUploadDto;
export type DocumentAccessEntryMapper = DocumentAccessEntryDto;
export type DocumentAccessPageMapper = DocumentAccessPageDto;
