import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import {
  AddLookingForItemDocument,
  LookingForDashboardPageQueryDocument,
  UpdateLookingForItemDocument,
} from './LookingForDashboardPage';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'MANAGE_LOOKING_FOR'] });
const item = (id: string, kind: string, name: string, published: boolean, referenceItemId: string | null) => ({
  __typename: 'LookingForItem',
  id,
  kind,
  name,
  published,
  referenceItemId,
});
const EDC = item('1', 'PRODUCTS', 'EDC', true, '12');
const NOTE = item('2', 'TEXT', 'Rare disease registries', false, null);
const list = (items: unknown[]) => ({ __typename: 'CompanyLookingFor', companyId: 'company-1', items });
const pageMock: MockLink.MockedResponse = {
  request: { query: LookingForDashboardPageQueryDocument },
  result: {
    data: {
      myLookingFor: { ...list([EDC, NOTE]), alias: 'northwind-trials', companyName: 'Northwind Trials' },
      referenceItems: [
        { __typename: 'ReferenceItem', id: '11', kind: 'SERVICES', name: 'Clinical Monitoring' },
        { __typename: 'ReferenceItem', id: '12', kind: 'PRODUCTS', name: 'EDC' },
        { __typename: 'ReferenceItem', id: '13', kind: 'PRODUCTS', name: 'eCOA' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const userError = (field: string, message: string) => ({
  __typename: 'UserError',
  code: 'BAD_USER_INPUT',
  field,
  message,
});

describe('LookingForDashboardPage', () => {
  it('lists every item with its Published switch, marking the members-only ones, and links to the public page', async () => {
    renderApp('/dashboard/looking-for', { mocks: [appViewerMock(viewer), pageMock] });

    const rows = within(await screen.findByRole('list', { name: 'Your looking-for list' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('EDC'),
      expect.stringContaining('Rare disease registries'),
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Members only')).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Published: EDC' }).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'See your public looking-for page' }).getAttribute('href')).toBe(
      '/companies/northwind-trials/looking-for',
    );
  });

  it('offers only values not on the list yet, and keeps the typed text when the server refuses it', async () => {
    const refused: MockLink.MockedResponse = {
      request: {
        query: AddLookingForItemDocument,
        variables: { input: { text: 'Rare disease registries', published: true } },
      },
      result: {
        data: {
          addLookingForItem: {
            __typename: 'LookingForPayload',
            list: null,
            errors: [userError('text', '"Rare disease registries" is already on your list.')],
          },
        },
      },
    };
    renderApp('/dashboard/looking-for', { mocks: [appViewerMock(viewer), pageMock, refused] });

    await screen.findByRole('list', { name: 'Your looking-for list' });
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    fireEvent.change(kind, { target: { value: 'PRODUCTS' } });
    const values = within(screen.getByRole('combobox', { name: 'Value' })).getAllByRole('option');
    expect(values.map((option) => option.textContent)).toEqual(['Choose one', 'eCOA']);

    fireEvent.change(kind, { target: { value: 'TEXT' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'What you are looking for' }), {
      target: { value: 'Rare disease registries' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect(await screen.findByText('"Rare disease registries" is already on your list.')).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'What you are looking for' }).value).toBe(
      'Rare disease registries',
    );
  });

  it('unpublishes an item with its switch', async () => {
    const unpublished: MockLink.MockedResponse = {
      request: { query: UpdateLookingForItemDocument, variables: { input: { id: '1', published: false } } },
      result: {
        data: {
          updateLookingForItem: {
            __typename: 'LookingForPayload',
            list: list([{ ...EDC, published: false }, NOTE]),
            errors: [],
          },
        },
      },
    };
    renderApp('/dashboard/looking-for', { mocks: [appViewerMock(viewer), pageMock, unpublished] });

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Published: EDC' }));
    await waitFor(() => expect(screen.getAllByText('Members only')).toHaveLength(2));
  });
});
