import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import type { EvidenceStatus, ProfileClaim } from '../../../__generated__/graphql';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes } from '../../../test/renderRoutes';
import {
  CompanyEvidenceQueryDocument,
  EvidenceDocumentsQueryDocument,
  SubmitClaimEvidenceDocument,
} from '../evidence.documents';
import { VerifiedClaimsCard } from './VerifiedClaimsCard';

const evidence = (id: string, claim: ProfileClaim, status: EvidenceStatus, extra: Record<string, unknown> = {}) => ({
  __typename: 'ClaimEvidence' as const,
  id,
  claim,
  status,
  companyId: 'company-1',
  companyName: 'Meridian Clinical Research',
  documentId: 'doc-1',
  documentName: 'Certificate.pdf',
  downloadPath: '/documents/doc-1/download',
  submittedAt: '2026-09-20T10:00:00.000Z',
  reviewedAt: status === 'PENDING' ? null : '2026-10-01T10:00:00.000Z',
  reviewNote: null,
  ...extra,
});
const row = (
  claim: ProfileClaim,
  made: boolean,
  latest: ReturnType<typeof evidence> | null,
  verifiedAt: string | null = null,
) => ({
  __typename: 'ClaimStatus' as const,
  claim,
  made,
  verifiedAt,
  latest,
});
const claims = (women: ReturnType<typeof row>) => ({
  request: { query: CompanyEvidenceQueryDocument },
  result: {
    data: {
      companyEvidence: [
        row('AUDITED_BY_FDA', true, evidence('1', 'AUDITED_BY_FDA', 'VERIFIED'), '2026-10-01T10:00:00.000Z'),
        row('MINORITY_OWNED', true, evidence('2', 'MINORITY_OWNED', 'PENDING')),
        women,
        row('DISABILITY_OWNED', false, null),
      ],
    },
  },
});
const rejected = row('WOMEN_OWNED', true, evidence('3', 'WOMEN_OWNED', 'REJECTED', { reviewNote: 'Unreadable scan' }));
const documentsMock: MockLink.MockedResponse = {
  request: { query: EvidenceDocumentsQueryDocument },
  result: {
    data: {
      documents: {
        __typename: 'DocumentPage',
        totalElements: 2,
        items: [
          { __typename: 'Document', id: 'doc-7', name: 'Ownership 2026.pdf' },
          { __typename: 'Document', id: 'doc-8', name: 'Board minutes.pdf' },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const submitted = evidence('4', 'WOMEN_OWNED', 'PENDING', { documentId: 'doc-8', documentName: 'Board minutes.pdf' });
const submitMock: MockLink.MockedResponse = {
  request: { query: SubmitClaimEvidenceDocument, variables: { claim: 'WOMEN_OWNED', documentId: 'doc-8' } },
  result: { data: { submitClaimEvidence: { __typename: 'ClaimEvidencePayload', evidence: submitted, errors: [] } } },
};

const open = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes('/card', [{ path: '/card', element: <VerifiedClaimsCard /> }], [appViewerMock(buildViewer()), ...mocks]);
const claimRow = async (claim: ProfileClaim) => {
  await screen.findByText('Audited by the FDA');
  const found = document.querySelector<HTMLElement>(`[data-claim="${claim}"]`);
  if (!found) throw new Error(`no row for ${claim}`);
  return within(found);
};

describe('VerifiedClaimsCard', () => {
  it('shows each claim with its flag and where its evidence stands', async () => {
    open([claims(rejected)]);
    const fda = await claimRow('AUDITED_BY_FDA');
    expect(fda.getByText('Verified on Oct 1, 2026')).toBeDefined();
    expect(fda.getByText('On')).toBeDefined();
    const minority = await claimRow('MINORITY_OWNED');
    expect(minority.getByText('Waiting for review')).toBeDefined();
    expect(minority.getByRole('button', { name: 'Withdraw evidence: Minority-owned' })).toBeDefined();
    const women = await claimRow('WOMEN_OWNED');
    expect(women.getByText('Rejected: Unreadable scan')).toBeDefined();
    expect(women.getByRole('button', { name: 'Add evidence: Women-owned' })).toBeDefined();
    const disability = await claimRow('DISABILITY_OWNED');
    expect(disability.getByText('Off')).toBeDefined();
    expect(disability.getByText('Not claimed in your profile')).toBeDefined();
    expect(disability.queryByRole('button')).toBeNull();
  });

  it('submits a chosen document and shows the claim waiting for review without a reload', async () => {
    open([claims(rejected), documentsMock, submitMock, claims(row('WOMEN_OWNED', true, submitted))]);
    fireEvent.click((await claimRow('WOMEN_OWNED')).getByRole('button', { name: 'Add evidence: Women-owned' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add evidence: Women-owned' });
    expect((await within(dialog).findByRole('link', { name: 'Upload a document' })).getAttribute('href')).toBe(
      '/dashboard/documents/upload',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect(await within(dialog).findByText('Choose a document.')).toBeDefined();
    fireEvent.change(await within(dialog).findByRole('combobox', { name: 'Document' }), { target: { value: 'doc-8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your evidence for "Women-owned" is waiting for review.',
    );
    await waitFor(async () => expect((await claimRow('WOMEN_OWNED')).getByText('Waiting for review')).toBeDefined());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
