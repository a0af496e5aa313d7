import { Type } from 'typebox';
import { COMPANY_ROLE_TYPES } from './company.table.js';

export const CompanyRoleTypeSchema = Type.Enum(COMPANY_ROLE_TYPES, { description: 'Company role type.' });

export const CompanyRoleDto = Type.Object(
  { id: Type.Integer(), name: Type.String({ description: 'Business type.' }), type: CompanyRoleTypeSchema },
  { description: 'A business type with its role type.' },
);
