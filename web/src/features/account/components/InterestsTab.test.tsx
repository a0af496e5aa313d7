import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { useViewer } from '../../../shared/session/useViewer';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes } from '../../../test/renderRoutes';
import { MyAccountPage } from '../pages/MyAccountPage';
import { accountRoutes, buildInterests, interestsTabMock, referenceItem, userError } from '../testing/accountMocks';
import { InterestsFormSaveDocument } from './InterestsForm';

const oncology = referenceItem('ta-1', 'THERAPEUTIC_AREAS', 'Oncology');
const dataManagement = referenceItem('sv-1', 'SERVICES', 'Data Management');
const econsent = referenceItem('pr-1', 'PRODUCTS', 'eConsent');
const europe = referenceItem('rg-2', 'REGIONS', 'Europe');

const INCOMPLETE = 'Complete every list and pick at least one trial phase.';
const COMPLETE = 'Your interests are complete.';

function saveMock(input: object, answer: { errors?: ReturnType<typeof userError>[] } = {}): MockLink.MockedResponse {
  const errors = answer.errors ?? [];
  return {
    request: { query: InterestsFormSaveDocument, variables: { input } },
    result: {
      data: {
        updateInterests: {
          __typename: 'UpdateInterestsPayload',
          interests: errors.length
            ? null
            : buildInterests({
                therapeuticAreas: [oncology],
                services: [dataManagement],
                products: [econsent],
                regions: [europe],
                trialPhasesSupported: ['PHASE_2'],
              }),
          viewer: errors.length ? null : { __typename: 'Viewer', isInterestsRequired: false },
          errors,
        },
      },
    },
  };
}

function openInterests(interests = buildInterests(), mocks: MockLink.MockedResponse[] = []) {
  return renderRoutes('/my-account?tab=interests', accountRoutes, [
    appViewerMock(buildViewer({ isInterestsRequired: true })),
    interestsTabMock(interests),
    ...mocks,
  ]);
}

/** Shows what the session knows, as the interests-required modal reads it. */
function SessionProbe() {
  const viewer = useViewer();
  return <p data-testid="interests-required">{String(viewer?.isInterestsRequired)}</p>;
}

async function pick(list: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: list }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await screen.findByRole('button', { name: `Remove ${option}` });
}

describe('InterestsTab', () => {
  it('lists only the values of its kind, filtered by what is typed', async () => {
    openInterests();
    const field = await screen.findByRole('combobox', { name: 'Therapeutic areas' });

    fireEvent.click(field);
    await screen.findByRole('option', { name: 'Oncology' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Oncology',
      'Cardiology',
      'Neurology',
    ]);

    fireEvent.change(field, { target: { value: 'neu' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Neurology']),
    );
  });

  it('adds a picked value as a removable tag and takes it out of the list', async () => {
    openInterests();
    await screen.findByRole('combobox', { name: 'Therapeutic areas' });

    await pick('Therapeutic areas', 'Oncology');
    expect(screen.getByRole('list', { name: 'Selected therapeutic areas' }).textContent).toContain('Oncology');
    expect(screen.queryByRole('option', { name: 'Oncology' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Oncology' }));
    expect(screen.queryByRole('button', { name: 'Remove Oncology' })).toBeNull();
  });

  it('says the interests are complete only once every list and a trial phase are set', async () => {
    openInterests(buildInterests({ therapeuticAreas: [oncology], services: [dataManagement], products: [econsent] }));
    expect(await screen.findByText(INCOMPLETE)).toBeDefined();

    await pick('Regions', 'Europe');
    expect(screen.getByText(INCOMPLETE)).toBeDefined();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Phase 2' }));

    expect(await screen.findByText(COMPLETE)).toBeDefined();
  });

  it('saves the chosen ids and phases and says so when the server accepts them', async () => {
    const input = {
      therapeuticAreaIds: ['ta-1'],
      serviceIds: ['sv-1'],
      productIds: ['pr-1'],
      regionIds: ['rg-2'],
      trialPhasesSupported: ['PHASE_2'],
    };
    openInterests(
      buildInterests({
        therapeuticAreas: [oncology],
        services: [dataManagement],
        products: [econsent],
        trialPhasesSupported: ['PHASE_2'],
      }),
      [saveMock(input)],
    );
    await screen.findByRole('combobox', { name: 'Regions' });
    expect((screen.getByRole('checkbox', { name: 'Phase 2' }) as HTMLInputElement).checked).toBe(true);

    await pick('Regions', 'Europe');
    fireEvent.click(screen.getByRole('button', { name: 'Save interests' }));

    expect(await screen.findByText('Your interests have been saved.')).toBeDefined();
  });

  it("clears the session's isInterestsRequired when the saved interests are complete", async () => {
    const input = {
      therapeuticAreaIds: ['ta-1'],
      serviceIds: ['sv-1'],
      productIds: ['pr-1'],
      regionIds: ['rg-2'],
      trialPhasesSupported: ['PHASE_2'],
    };
    const page = {
      path: '/my-account',
      element: (
        <>
          <MyAccountPage />
          <SessionProbe />
        </>
      ),
    };
    const interests = buildInterests({
      therapeuticAreas: [oncology],
      services: [dataManagement],
      products: [econsent],
      regions: [europe],
      trialPhasesSupported: ['PHASE_2'],
    });
    renderRoutes(
      '/my-account?tab=interests',
      [page],
      [appViewerMock(buildViewer({ isInterestsRequired: true })), interestsTabMock(interests), saveMock(input)],
    );
    await waitFor(() => expect(screen.getByTestId('interests-required').textContent).toBe('true'));

    fireEvent.click(await screen.findByRole('button', { name: 'Save interests' }));

    await waitFor(() => expect(screen.getByTestId('interests-required').textContent).toBe('false'));
  });

  it('shows the server error in an alert and keeps the choices when saving fails', async () => {
    const input = {
      therapeuticAreaIds: ['ta-1'],
      serviceIds: [],
      productIds: [],
      regionIds: [],
      trialPhasesSupported: [],
    };
    openInterests(buildInterests(), [
      saveMock(input, { errors: [userError('Something went wrong.', null, 'INTERNAL')] }),
    ]);
    await screen.findByRole('combobox', { name: 'Therapeutic areas' });

    await pick('Therapeutic areas', 'Oncology');
    fireEvent.click(screen.getByRole('button', { name: 'Save interests' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
    expect(
      within(screen.getByRole('list', { name: 'Selected therapeutic areas' })).getByText('Oncology'),
    ).toBeDefined();
  });
});
