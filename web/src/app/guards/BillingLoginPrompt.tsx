import { Alert, Heading, Stack } from '@chakra-ui/react';
import { AppLink } from '../../ui/AppLink';
import { PageContainer } from '../../ui/PageContainer';

export interface BillingLoginPromptProps {
  /** `/login?returnTo=<the billing view>`. */
  loginUrl: string;
}

/** Spec §2: an Innovator user who may not see billing is asked to sign in as a billing admin. */
export function BillingLoginPrompt({ loginUrl }: BillingLoginPromptProps) {
  return (
    <PageContainer>
      <Stack gap={6} maxW="2xl">
        <Heading as="h1" size="2xl">
          Billing
        </Heading>
        <Alert.Root status="info" variant="surface">
          <Alert.Indicator />
          <Alert.Content gap={2}>
            <Alert.Title>Only billing admins can see billing. Log in as a billing admin.</Alert.Title>
            <Alert.Description>
              <AppLink to={loginUrl}>Log in</AppLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    </PageContainer>
  );
}
