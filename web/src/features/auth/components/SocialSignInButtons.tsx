import { Button, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDERS, socialSignInUrl } from '../socialSignIn';
import { SocialProviderMark } from './SocialProviderMark';

export interface SocialSignInButtonsProps {
  /** Where the bff sends the browser once signed in (a safe same-origin path), or null for its default. */
  returnTo?: string | null;
  /** The login form's "Remember me", carried to the bff. */
  rememberMe?: boolean;
  /** Where the "or" divider goes: above the buttons (below a form) or below them (above a form). */
  divider: 'above' | 'below';
}

/** A horizontal rule with "or" in it, between the password form and the providers. */
function OrDivider() {
  return (
    <Flex align="center" gap={3}>
      <Separator flex="1" />
      <Text color="fg.muted" fontSize="sm">
        or
      </Text>
      <Separator flex="1" />
    </Flex>
  );
}

/**
 * "Continue with Google / Microsoft / LinkedIn": plain links to the bff's start route (a
 * full-page navigation to the provider), so they work before the app's script has run and read
 * the same in the prerendered /login.
 */
export function SocialSignInButtons({ returnTo = null, rememberMe = false, divider }: SocialSignInButtonsProps) {
  return (
    <Stack gap={6}>
      {divider === 'above' ? <OrDivider /> : null}
      <Stack role="group" aria-label="Sign in with another account" gap={3}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <Button key={provider} asChild variant="outline" size="lg" w="full">
            <a href={socialSignInUrl(provider, { intent: 'signin', returnTo, rememberMe })}>
              <SocialProviderMark provider={provider} />
              {`Continue with ${SOCIAL_PROVIDER_LABELS[provider]}`}
            </a>
          </Button>
        ))}
      </Stack>
      {divider === 'below' ? <OrDivider /> : null}
    </Stack>
  );
}
