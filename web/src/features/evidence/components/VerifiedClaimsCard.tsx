import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData } from '../../../__generated__';
import type { ProfileClaim } from '../../../__generated__/graphql';
import { LoadState } from '../../../shared/ui/LoadStates';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { useFormFeedback } from '../../../ui/useMutationForm';
import { CLAIM_LABELS } from '../claimLabels';
import { canAddEvidence, claimStatusText } from '../claimStatus';
import {
  ClaimEvidenceFieldsFragment,
  CompanyEvidenceQueryDocument,
  WithdrawClaimEvidenceDocument,
} from '../evidence.documents';
import { AddEvidenceDialog } from './AddEvidenceDialog';

/**
 * A company admin's "Verified claims": the four profile claims, whether the profile makes each,
 * where its evidence stands, and "Add evidence" (docs/evidence.md).
 */
export function VerifiedClaimsCard() {
  const { data, error, refetch } = useQuery(CompanyEvidenceQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState<ProfileClaim | null>(null);
  const [withdraw, { loading: withdrawing }] = useMutation(WithdrawClaimEvidenceDocument, {
    refetchQueries: [CompanyEvidenceQueryDocument],
    awaitRefetchQueries: true,
  });
  const feedback = useFormFeedback();

  function handleWithdraw(id: string) {
    void feedback.run(async () => (await withdraw({ variables: { id } })).data?.withdrawClaimEvidence, {
      done: 'Your evidence was withdrawn.',
    });
  }

  return (
    <SectionCard title="Verified claims">
      <Stack gap={4}>
        <Text color="fg.muted" fontSize="sm">
          Back a claim of your profile with a document: once an administrator verifies it, your profile shows it as
          verified with the date.
        </Text>
        <ErrorAlerts messages={feedback.errors} />
        {feedback.notice ? (
          <Text role="status" color="green.fg" fontSize="sm">
            {feedback.notice}
          </Text>
        ) : null}
        {data ? (
          <Stack as="ul" gap={3} listStyleType="none" ms={0}>
            {data.companyEvidence.map((row) => {
              const latest = getFragmentData(ClaimEvidenceFieldsFragment, row.latest);
              const state = { made: row.made, verifiedAt: row.verifiedAt, latest };
              const label = CLAIM_LABELS[row.claim];
              return (
                <Flex
                  as="li"
                  key={row.claim}
                  justify="space-between"
                  align={{ base: 'flex-start', sm: 'center' }}
                  direction={{ base: 'column', sm: 'row' }}
                  gap={2}
                  borderBottomWidth="1px"
                  borderColor="border.muted"
                  pb={3}
                  data-claim={row.claim}
                >
                  <Stack gap={1} minW={0}>
                    <Flex gap={2} align="center" wrap="wrap">
                      <Text fontWeight="medium">{label}</Text>
                      <Badge colorPalette={row.made ? 'green' : 'gray'}>{row.made ? 'On' : 'Off'}</Badge>
                    </Flex>
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      {claimStatusText(state)}
                    </Text>
                  </Stack>
                  {canAddEvidence(state) ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setAdding(row.claim)}
                      aria-label={`Add evidence: ${label}`}
                    >
                      Add evidence
                    </Button>
                  ) : latest?.status === 'PENDING' ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={withdrawing}
                      onClick={() => handleWithdraw(latest.id)}
                      aria-label={`Withdraw evidence: ${label}`}
                    >
                      Withdraw
                    </Button>
                  ) : null}
                </Flex>
              );
            })}
          </Stack>
        ) : (
          <LoadState error={error} refetch={refetch} label="Loading your claims" />
        )}
      </Stack>
      {adding ? (
        <AddEvidenceDialog
          claim={adding}
          onClose={() => setAdding(null)}
          onAdded={(message) => {
            setAdding(null);
            feedback.setNotice(message);
          }}
        />
      ) : null}
    </SectionCard>
  );
}
