import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { renderUi } from '../../../test/renderUi';
import { validateCompanyForm } from '../companyForm';
import type { CompanyFormErrors } from '../companyForm';
import { buildCompanyFormValues, buildEditRules } from '../testing/companyFactories';
import { CompanyBasicsFields } from './CompanyBasicsFields';

const EMPTY = buildCompanyFormValues({ name: 'Helixa' });

/** The fields as the edit form holds them: what is typed, and the errors of a submit. */
function Form() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<CompanyFormErrors>({});
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(validateCompanyForm(values, buildEditRules('VENDOR').listLimits));
      }}
    >
      <CompanyBasicsFields
        values={values}
        errors={errors}
        countries={[]}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('CompanyBasicsFields', () => {
  it("counts the company name against the api's limit near it, and refuses one character more on save", () => {
    renderUi(<Form />);
    expect(FIELD_LIMITS.UpdateCompanyBody.name).toBe(150);
    type('Company name', 'x'.repeat(142));
    expect(screen.getByText('142 / 150')).toBeTruthy();
    type('Company name', 'x'.repeat(151));
    expect(screen.getByText('151 / 150')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Company name must be at most 150 characters.')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Company name' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows every text field’s counter only near its own limit', () => {
    renderUi(<Form />);
    type('Headquarters city', 'c'.repeat(80));
    expect(screen.getByText('80 / 100')).toBeTruthy();
    type('Description', 'd'.repeat(3999));
    expect(screen.queryByText(/ \/ 5,000$/)).toBeNull();
    type('Description', 'd'.repeat(4000));
    expect(screen.getByText('4,000 / 5,000')).toBeTruthy();
    type('Website', `https://example.com/${'p'.repeat(220)}`);
    expect(screen.getByText('240 / 300')).toBeTruthy();
  });
});
