import { Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { ProfileForm } from './ProfileForm';
import { ProfilePicture } from './ProfilePicture';

export const ProfileTabQueryDocument = graphql(`
  query ProfileTab {
    viewer {
      user {
        id
        ...ProfilePicture_user
        ...ProfileForm_user
      }
    }
    countries {
      id
      ...ProfileForm_country
    }
  }
`);

/** The Profile tab: picture, then the profile form. */
export function ProfileTab() {
  const { data, error, refetch } = useQuery(ProfileTabQueryDocument);

  if (!data && error) return <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!data) return <LoadingRows label="Loading your profile" shape="field" />;
  const user = data.viewer?.user;
  if (!user) return <Text color="fg.muted">There is no profile to edit for this account.</Text>;

  return (
    <Stack gap={8}>
      <ProfilePicture user={user} />
      <Separator />
      {/* Keyed by user, so acting as someone else starts from their values. */}
      <ProfileForm key={user.id} user={user} countries={data.countries} />
    </Stack>
  );
}
