import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, buildViewer } from '../../../test/factories';
import { appViewerMock, graphQLError } from '../../../test/mocks';
import { waitForChecked } from '../../../test/checked';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { CompanyEditFormUpdateDocument } from '../components/CompanyEditForm';
import { CompanyLogoUploadDocument } from '../components/CompanyLogoUpload';
import { buildCompanyProfile, ref, ROLES } from '../testing/companyFactories';
import type { TestCompanyProfile } from '../testing/companyFactories';
import { editPageMock, profileMock, recordViewMock, userError } from '../testing/companyMocks';

const ALIAS = 'meridian-clinical-research';
const admin = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'COMPANY_EDIT'] });
const editable = (overrides: Partial<TestCompanyProfile> = {}) => buildCompanyProfile({ canEdit: true, ...overrides });

/** What the untouched default company sends. */
const baseInput = {
  id: 'company-10',
  version: 3,
  name: 'Meridian Clinical Research',
  description: 'A full-service CRO running oncology trials across North America and Europe.',
  website: 'https://meridian.example/',
  hqCountryId: 'country-us',
  hqState: 'MA',
  hqCity: 'Boston',
  employeesBand: 'MID',
  serviceIds: ['sv-1', 'sv-2', 'sv-3', 'sv-4'],
  productIds: ['pr-1'],
  therapeuticAreaIds: ['ta-1'],
  indicationIds: ['in-1'],
  modalityIds: ['mo-1'],
  regionIds: ['rg-1'],
  keyServiceIds: ['ks-1'],
  seriesIds: [],
  minorityOwned: false,
  womenOwned: true,
  disabilityOwned: false,
  auditedByFda: true,
  siteType: null,
  patientCareSettings: [],
};

function updateMock(
  input: object,
  answer: { company?: TestCompanyProfile | null; errors?: ReturnType<typeof userError>[] } | 'conflict-error',
): MockLink.MockedResponse {
  const request = { query: CompanyEditFormUpdateDocument, variables: { input } };
  if (answer === 'conflict-error')
    return {
      request,
      result: graphQLError('The current state has been changed. Please refresh this page.', 'CONFLICT'),
    };
  return {
    request,
    result: {
      data: {
        updateCompany: {
          __typename: 'UpdateCompanyPayload',
          company: answer.company ?? null,
          errors: answer.errors ?? [],
        },
      },
    },
  };
}

function openEdit(
  company: TestCompanyProfile | (() => TestCompanyProfile) = editable(),
  mocks: MockLink.MockedResponse[] = [],
  viewer = admin,
) {
  return renderApp(`/companies/${ALIAS}/edit`, {
    mocks: [appViewerMock(viewer), editPageMock(ALIAS, company), ...mocks],
  });
}

async function pick(list: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: list }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('CompanyEditPage', () => {
  it('denies access when a member without the edit permission opens it', async () => {
    renderApp(`/companies/${ALIAS}/edit`, {
      mocks: [appViewerMock(buildViewer({ user: buildUser({ role: 'MEMBER' }) }))],
    });

    expect(
      await screen.findByRole('heading', { name: "You don't have permissions to access this page" }),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it("denies access when a company admin opens another company's edit page", async () => {
    openEdit(buildCompanyProfile({ canEdit: false }));

    expect(
      await screen.findByRole('heading', { name: "You don't have permissions to access this page" }),
    ).toBeDefined();
  });

  it('shows the 404 page when no company has the alias', async () => {
    renderApp('/companies/nobody/edit', { mocks: [appViewerMock(admin), editPageMock('nobody', null)] });

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeDefined();
  });

  it('saves every field with the version it started from and returns to the profile when the save succeeds', async () => {
    const saved = editable({ name: 'Meridian Research', version: 4 });
    const input = { ...baseInput, name: 'Meridian Research', hqCity: 'Cambridge', minorityOwned: true };
    const { router } = openEdit(editable(), [
      updateMock(input, { company: saved }),
      profileMock(ALIAS, saved),
      recordViewMock('company-10').mock,
    ]);

    const name = await screen.findByLabelText('Company name');
    expect((name as HTMLInputElement).value).toBe('Meridian Clinical Research');
    fireEvent.change(name, { target: { value: '  Meridian Research ' } });
    fireEvent.change(screen.getByLabelText('Headquarters city'), { target: { value: 'Cambridge' } });
    const minorityOwned = screen.getByRole('checkbox', { name: 'Minority-owned' });
    fireEvent.click(minorityOwned);
    await waitForChecked(minorityOwned);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Meridian Research' })).toBeDefined();
    expect(currentUrl(router)).toBe(`/companies/${ALIAS}`);
  });

  it('shows field errors and sends nothing when the form is invalid', async () => {
    openEdit();

    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Company name cannot be empty')).toBeDefined();
    expect(screen.getByText('Enter the website as a URL, e.g. https://www.example.com.')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toContain('Please correct the highlighted fields.');
  });

  it("shows the company type's key-service limit and refuses a pick beyond it", async () => {
    const keyServices = [
      ref('ks-1', 'COMPANY_KEY_SERVICES', 'Full-Service CRO'),
      ref('ks-7', 'COMPANY_KEY_SERVICES', 'Old A'),
      ref('ks-8', 'COMPANY_KEY_SERVICES', 'Old B'),
      ref('ks-9', 'COMPANY_KEY_SERVICES', 'Old C'),
    ];
    openEdit(editable({ role: ROLES.SPONSOR, keyServices }));
    expect(await screen.findByText('4 of 4 chosen.')).toBeDefined();
    expect(screen.getByText('4 of 24 chosen.')).toBeDefined();
    expect(screen.getByText('1 of 12 chosen.')).toBeDefined();

    await pick('Key services', 'Functional Service Provider');

    expect((await screen.findByText('Choose at most 4 key services.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('button', { name: 'Remove Functional Service Provider' })).toBeNull();
  });

  it('drops the indications of a therapeutic area when the area is removed', async () => {
    const input = { ...baseInput, therapeuticAreaIds: [], indicationIds: [] };
    openEdit(editable(), [updateMock(input, { errors: [userError('Name is taken.', 'BAD_USER_INPUT', 'name')] })]);
    const indications = await screen.findByRole('list', { name: 'Selected indications' });
    expect(within(indications).getByText('Breast Cancer')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Oncology' }));
    expect(screen.queryByRole('list', { name: 'Selected indications' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    // The mock only answers the input without the area and its indication.
    expect(await screen.findByText('Name is taken.')).toBeDefined();
  });

  it('offers only the indications of the chosen therapeutic areas', async () => {
    openEdit();
    await screen.findByRole('combobox', { name: 'Indications' });

    fireEvent.click(screen.getByRole('combobox', { name: 'Indications' }));
    expect(await screen.findByText(/Everything is selected|No matches/)).toBeDefined();
    expect(screen.queryByRole('option', { name: 'Heart Failure' })).toBeNull();

    await pick('Therapeutic areas', 'Cardiology');
    fireEvent.click(screen.getByRole('combobox', { name: 'Indications' }));
    expect(await screen.findByRole('option', { name: 'Heart Failure' })).toBeDefined();
  });

  it.each([
    [
      'a user error',
      { errors: [userError('The current state has been changed. Please refresh this page.', 'CONFLICT')] },
    ],
    ['a top-level error', 'conflict-error' as const],
  ])('keeps what was typed and offers Refresh when the edit is stale (%s)', async (_name, answer) => {
    let current = editable();
    const input = { ...baseInput, name: 'Typed name' };
    openEdit(() => current, [updateMock(input, answer)]);

    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: 'Typed name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByText('The current state has been changed. Please refresh this page.');
    expect(alert).toBeDefined();
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Typed name');

    current = editable({ name: 'Renamed elsewhere', version: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() =>
      expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Renamed elsewhere'),
    );
    expect(screen.queryByText('The current state has been changed. Please refresh this page.')).toBeNull();
  });

  it('uploads a picked logo and saves later edits from the version the upload produced', async () => {
    const upload = {
      request: {
        query: CompanyLogoUploadDocument,
        variables: { input: { companyId: 'company-10', contentType: 'image/png', dataBase64: btoa('png-bytes') } },
      },
      result: {
        data: {
          uploadCompanyLogo: {
            __typename: 'UpdateCompanyPayload',
            company: { __typename: 'Company', id: 'company-10', logoUrl: '/media/logo.png', version: 4 },
            errors: [],
          },
        },
      },
    };
    openEdit(editable(), [
      upload,
      updateMock(
        { ...baseInput, name: 'Typed first', version: 4 },
        { errors: [userError('Saved with version 4.', 'TEST')] },
      ),
    ]);
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: 'Typed first' } });

    fireEvent.change(screen.getByLabelText('Upload logo'), {
      target: { files: [new File(['png-bytes'], 'logo.png', { type: 'image/png' })] },
    });

    expect(await screen.findByText('The logo has been updated.')).toBeDefined();
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Typed first');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved with version 4.')).toBeDefined();
  });

  it('refuses a logo that is not an image before sending it', async () => {
    openEdit();

    fireEvent.change(await screen.findByLabelText('Upload logo'), {
      target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
    });

    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG, WebP or SVG image.');
  });

  it('shows the site fields only when the company is a site', async () => {
    openEdit(editable({ role: ROLES.SITE, siteType: 'HOSPITAL', patientCareSettings: ['INPATIENT'] }));

    expect(((await screen.findByLabelText('Site type')) as HTMLSelectElement).value).toBe('HOSPITAL');
    expect((screen.getByRole('checkbox', { name: 'Inpatient' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Investment series' })).toBeNull();
  });
});
