import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadState } from '../../../shared/ui/LoadStates';
import { PageContainer } from '../../../ui/PageContainer';
import { InviteLinkCard } from '../components/InviteLinkCard';
import { ProgrammeRules } from '../components/ProgrammeRules';
import { ReferralList } from '../components/ReferralList';
import { ReferredByCard } from '../components/ReferredByCard';
import { RewardList } from '../components/RewardList';
import { RewardsPageDocument } from '../reward.documents';

const SIZE = 10;
const pageParam = (value: string | null) => Math.max(0, Number.parseInt(value ?? '0', 10) || 0);

/**
 * `/dashboard/rewards`: the viewer's invite link, the rules, the company's referrals and rewards
 * (each list paged in the URL: `?invitations=&rewards=`), and the invite their own company came by.
 */
export function RewardsPage() {
  const [params, setParams] = useSearchParams();
  const viewer = useViewer();
  const referralsPage = pageParam(params.get('invitations'));
  const rewardsPage = pageParam(params.get('rewards'));
  const { data, error, refetch } = useQuery(RewardsPageDocument, {
    variables: { referralsPage, rewardsPage, size: SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const turn = (key: string) => (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 0) next.delete(key);
    else next.set(key, String(page));
    setParams(next);
  };

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Rewards
          </Heading>
          <Text color="fg.muted">
            Invite other companies to the platform: each one that subscribes earns your company a discount.
          </Text>
        </Stack>
        {data ? (
          <>
            <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={6} alignItems="start">
              <InviteLinkCard
                link={data.referralProgramme.link}
                percentOff={data.referralProgramme.percentOff}
                companyName={viewer?.user?.company?.name ?? 'My company'}
              />
              <ProgrammeRules
                percentOff={data.referralProgramme.percentOff}
                claimWindowDays={data.referralProgramme.claimWindowDays}
              />
            </Grid>
            {data.referralProgramme.referredBy ? (
              <ReferredByCard referredBy={data.referralProgramme.referredBy} />
            ) : null}
            <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={6} alignItems="start">
              <ReferralList referrals={data.referrals} onPageChange={turn('invitations')} />
              <RewardList rewards={data.referralRewards} onPageChange={turn('rewards')} />
            </Grid>
          </>
        ) : (
          <LoadState error={error} refetch={refetch} label="Loading your rewards" />
        )}
      </Stack>
    </PageContainer>
  );
}
