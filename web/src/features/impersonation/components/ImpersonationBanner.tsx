import { Button, Container, Flex, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { IMPERSONATE_PATH } from '../../../shared/paths';
import { useSession } from '../../../shared/session/useViewer';
import { fullName } from '../../../shared/user/userLabels';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { useFormFeedback } from '../../../ui/useMutationForm';

export const ImpersonationBannerFragment = graphql(`
  fragment ImpersonationBanner_viewer on Viewer {
    isImpersonated
    user {
      id
      firstName
      lastName
      email
    }
  }
`);

/** What starting or stopping answers: the viewer's new state (for the cache), or the refusals. */
export const ImpersonationChangeFragment = graphql(`
  fragment ImpersonationChange_payload on ImpersonationPayload {
    viewer {
      needsImpersonationTarget
      isImpersonated
    }
    errors {
      ...UserErrorFields
    }
  }
`);

export const ImpersonationBannerStopDocument = graphql(`
  mutation ImpersonationBannerStop {
    stopImpersonation {
      ...ImpersonationChange_payload
    }
  }
`);

export interface ImpersonationBannerProps {
  viewer: FragmentType<typeof ImpersonationBannerFragment>;
}

/** Says whom an admin is acting as, with a way to stop; renders nothing otherwise. */
export function ImpersonationBanner(props: ImpersonationBannerProps) {
  const viewer = getFragmentData(ImpersonationBannerFragment, props.viewer);
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [stop, { loading }] = useMutation(ImpersonationBannerStopDocument);
  const feedback = useFormFeedback();

  if (!viewer.isImpersonated || !viewer.user) return null;
  const { user } = viewer;

  async function handleStop() {
    const outcome = await feedback.run(async () =>
      getFragmentData(ImpersonationChangeFragment, (await stop()).data?.stopImpersonation),
    );
    if ('errors' in outcome) return;
    await navigate(IMPERSONATE_PATH);
    await refresh().catch(() => undefined);
  }

  return (
    <Flex
      as="section"
      aria-label="Impersonation"
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
    >
      <Container maxW="6xl" px={{ base: 4, md: 6 }} py={2}>
        <Flex align="center" justify="space-between" gap={3} wrap="wrap">
          <Text fontWeight="medium">
            You are acting as {fullName(user)} ({user.email})
          </Text>
          <Button size="sm" variant="outline" colorPalette="orange" loading={loading} onClick={() => void handleStop()}>
            Stop acting as this user
          </Button>
        </Flex>
        <ErrorAlerts messages={feedback.errors} />
      </Container>
    </Flex>
  );
}
