import { Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { IMPERSONATE_PATH } from '../../../shared/paths';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { AppLink } from '../../../ui/AppLink';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { PageContainer } from '../../../ui/PageContainer';
import { useFormFeedback } from '../../../ui/useMutationForm';
import { CLAIM_LABELS } from '../claimLabels';
import {
  ClaimEvidenceFieldsFragment,
  PendingEvidenceQueryDocument,
  VerifyClaimEvidenceDocument,
} from '../evidence.documents';
import { RejectEvidenceDialog } from '../components/RejectEvidenceDialog';

const PAGE_SIZE = 20;

/** `/admin/evidence`: the admin group's queue of evidence waiting for review, oldest first (docs/evidence.md). */
export function EvidenceReviewPage() {
  const viewer = useViewer();
  const [page, setPage] = useState(0);
  const { data, previousData, error, refetch } = useQuery(PendingEvidenceQueryDocument, {
    variables: { page: { page, size: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [verify] = useMutation(VerifyClaimEvidenceDocument, {
    refetchQueries: [PendingEvidenceQueryDocument],
    awaitRefetchQueries: true,
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ id: string; subject: string } | null>(null);
  const feedback = useFormFeedback();
  const queue = (data ?? previousData)?.pendingEvidence;
  const items = getFragmentData(ClaimEvidenceFieldsFragment, queue?.items ?? []);

  async function handleVerify(id: string, subject: string) {
    setBusyId(id);
    await feedback.run(async () => (await verify({ variables: { id } })).data?.verifyClaimEvidence, {
      done: `Verified: ${subject}.`,
    });
    setBusyId(null);
  }

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Evidence review
          </Heading>
          <Text color="fg.muted" maxW="3xl">
            Companies back their profile claims with documents. Read each document, then verify the claim or reject it
            with a reason the company will see. Every decision is recorded in the company&apos;s access log.
          </Text>
          {viewer && !viewer.isImpersonated ? (
            <Text fontSize="sm">
              To open a document, <AppLink to={IMPERSONATE_PATH}>act as a user</AppLink> first: administrators read
              evidence while acting as someone, and each download is recorded against both of you.
            </Text>
          ) : null}
        </Stack>
        <ErrorAlerts messages={feedback.errors} />
        {feedback.notice ? (
          <Text role="status" color="green.fg">
            {feedback.notice}
          </Text>
        ) : null}
        {!queue ? (
          <LoadState error={error} refetch={refetch} label="Loading evidence waiting for review" />
        ) : items.length === 0 ? (
          <Text>No evidence is waiting for review.</Text>
        ) : (
          <Stack gap={4}>
            <Text fontSize="sm" color="fg.muted">
              {queue.totalElements === 1 ? '1 waits for review' : `${queue.totalElements} wait for review`}, oldest
              first.
            </Text>
            <Stack as="ul" gap={3} listStyleType="none" ms={0}>
              {items.map((item) => {
                const subject = `${CLAIM_LABELS[item.claim]}, ${item.companyName}`;
                return (
                  <Flex
                    as="li"
                    key={item.id}
                    direction={{ base: 'column', md: 'row' }}
                    justify="space-between"
                    align={{ base: 'stretch', md: 'center' }}
                    gap={3}
                    borderWidth="1px"
                    borderRadius="md"
                    p={4}
                    data-evidence={item.id}
                  >
                    <Stack gap={1} minW={0}>
                      <Text fontWeight="semibold" overflowWrap="anywhere">
                        {item.companyName}
                      </Text>
                      <Text>{CLAIM_LABELS[item.claim]}</Text>
                      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                        {item.downloadPath ? (
                          <Link href={item.downloadPath} color="colorPalette.fg">
                            {item.documentName}
                          </Link>
                        ) : (
                          'The document was deleted'
                        )}
                        {` · submitted ${formatDate(item.submittedAt)}`}
                      </Text>
                    </Stack>
                    <Flex gap={2} flexShrink={0}>
                      <Button
                        size="sm"
                        loading={busyId === item.id}
                        onClick={() => void handleVerify(item.id, subject)}
                        aria-label={`Verify: ${subject}`}
                      >
                        Verify
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setRejecting({ id: item.id, subject })}
                        aria-label={`Reject: ${subject}`}
                      >
                        Reject
                      </Button>
                    </Flex>
                  </Flex>
                );
              })}
            </Stack>
            <Pager page={queue.page} totalPages={queue.totalPages} onPageChange={setPage} hideSinglePage />
          </Stack>
        )}
      </Stack>
      {rejecting ? (
        <RejectEvidenceDialog
          evidenceId={rejecting.id}
          subject={rejecting.subject}
          onClose={() => setRejecting(null)}
          onRejected={() => {
            feedback.setNotice(`Rejected: ${rejecting.subject}.`);
            setRejecting(null);
          }}
        />
      ) : null}
    </PageContainer>
  );
}
