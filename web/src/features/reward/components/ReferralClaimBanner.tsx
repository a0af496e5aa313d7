import { Alert, Box, CloseButton, Flex } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { getFragmentData } from '../../../__generated__';
import { routePath } from '../../../shared/routing/routePath';
import { AppLink } from '../../../ui/AppLink';
import { readUserErrors } from '../../../ui/useMutationForm';
import { clearPendingReferral } from '../pendingReferral';
import { ReferralClaimDocument, ReferredByFieldsFragment } from '../reward.documents';

export interface ReferralClaimBannerProps {
  code: string;
}

type Outcome = { kind: 'claimed'; referrer: string } | { kind: 'refused'; message: string };

/**
 * Claims the invite link the viewer's new company came by, once, after its first sign-in (the
 * api decides whether it counts), then says what happened until dismissed. The kept code is
 * dropped on any answer; after a network failure it stays for the next page.
 */
export function ReferralClaimBanner({ code }: ReferralClaimBannerProps) {
  const [claim] = useMutation(ReferralClaimDocument, { refetchQueries: ['RewardsPage'] });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    claim({ variables: { code } })
      .then(({ data }) => {
        const payload = data?.claimReferral;
        if (!payload) return;
        clearPendingReferral();
        const came = payload.referredBy ? getFragmentData(ReferredByFieldsFragment, payload.referredBy) : null;
        if (came) setOutcome({ kind: 'claimed', referrer: came.referrerCompanyName });
        else
          setOutcome({
            kind: 'refused',
            message: readUserErrors(payload.errors)[0]?.message ?? 'This invite link did not count.',
          });
      })
      .catch(() => undefined);
  }, [claim, code]);

  if (!outcome) return null;
  return (
    <Box px={{ base: 3, md: 6 }} pt={3}>
      <Alert.Root status={outcome.kind === 'claimed' ? 'success' : 'warning'} variant="subtle" role="status">
        <Alert.Indicator />
        <Flex flex="1" gap={3} align="center" wrap="wrap">
          <Alert.Description flex="1">
            {outcome.kind === 'claimed' ? (
              <>
                {`Your company joined through ${outcome.referrer}'s invite: when you pay for your first subscription, they earn a reward. `}
                <AppLink to={routePath('/dashboard/rewards')}>Invite others too</AppLink>
              </>
            ) : (
              `Invite link not counted: ${outcome.message}`
            )}
          </Alert.Description>
        </Flex>
        <CloseButton size="sm" aria-label="Dismiss" onClick={() => setOutcome(null)} />
      </Alert.Root>
    </Box>
  );
}
