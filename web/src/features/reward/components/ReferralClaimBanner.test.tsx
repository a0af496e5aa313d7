import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../../../ui/system';
import { pendingReferral, savePendingReferral } from '../pendingReferral';
import { ReferralClaimDocument } from '../reward.documents';
import { ReferralClaimBanner } from './ReferralClaimBanner';

const OWN = 'This invite link belongs to your own company.';

describe('ReferralClaimBanner', () => {
  it('claims the kept code once, drops it, and says why it did not count', async () => {
    savePendingReferral('Ab3_xY9-kQ');
    let calls = 0;
    const refused: MockLink.MockedResponse = {
      request: { query: ReferralClaimDocument, variables: { code: 'Ab3_xY9-kQ' } },
      result: () => {
        calls += 1;
        return {
          data: {
            claimReferral: {
              __typename: 'ClaimReferralPayload',
              referredBy: null,
              errors: [{ __typename: 'UserError', code: 'REFERRAL_OWN_COMPANY', field: null, message: OWN }],
            },
          },
        };
      },
    };
    render(
      <ChakraProvider value={appSystem()}>
        <MockedProvider mocks={[refused]}>
          <ReferralClaimBanner code="Ab3_xY9-kQ" />
        </MockedProvider>
      </ChakraProvider>,
    );
    expect(await screen.findByText(`Invite link not counted: ${OWN}`)).toBeTruthy();
    expect(pendingReferral()).toBeNull();
    expect(calls).toBe(1);
  });
});
