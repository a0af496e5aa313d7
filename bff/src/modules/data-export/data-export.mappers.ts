import type { DataExportDto, DataExportPageDto, ExportAllowanceDto } from './data-export.api.js';

// What the GraphQL types of data-export.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type ExportAllowanceMapper = ExportAllowanceDto;
export type DataExportMapper = DataExportDto;
export type DataExportPageMapper = DataExportPageDto;
