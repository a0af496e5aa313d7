import type { RegistrationCompanyInput } from '../../__generated__/resolvers-types.js';
import { userError, type UserErrorDto } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import type { CompanyChoiceBody } from './registration.api.js';

/**
 * Step companyInfo as the api takes it: `{ id }` of an existing company, `{ name, roleId,
 * website? }` for a new one, or undefined (the company chosen at sign-up stands). A half or
 * double choice is answered here with a message naming the field, not with the api's union error.
 */
export function companyChoice(input: RegistrationCompanyInput): {
  company?: CompanyChoiceBody;
  errors: UserErrorDto[];
} {
  const existing = input.existingCompanyId?.trim() ?? '';
  const name = input.name?.trim() ?? '';
  const roleId = input.roleId?.trim() ?? '';
  const website = input.website?.trim() ?? '';
  const invalid = (message: string, field: string) => ({ errors: [userError('BAD_USER_INPUT', message, field)] });
  if (existing) {
    if (name || roleId) return invalid('Choose an existing company or describe a new one, not both.', 'company');
    const id = parseId(existing);
    return id === null
      ? invalid('Choose a company from the list.', 'company.existingCompanyId')
      : { company: { id }, errors: [] };
  }
  if (!name && !roleId && !website) return { errors: [] };
  if (!name) return invalid("Enter your company's name.", 'company.name');
  const role = parseId(roleId);
  if (role === null) return invalid("Choose your company's business type.", 'company.roleId');
  return { company: { name, roleId: role, ...(website ? { website } : {}) }, errors: [] };
}
