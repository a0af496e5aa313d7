import { Alert, Button, Stack } from '@chakra-ui/react';
import type { CompanySignInAnswer } from '../useCompanySignIn';

export interface CompanySignInNoteProps {
  answer: CompanySignInAnswer;
  /** The login form's "Remember me", carried to the bff as the social sign-in buttons carry it. */
  rememberMe?: boolean;
}

/** The start path, with `rememberMe=1` when the box is ticked (the bff's `/auth/sso` reads it). */
export function companySignInHref(startPath: string, rememberMe: boolean): string {
  if (!rememberMe) return startPath;
  return `${startPath}${startPath.includes('?') ? '&' : '?'}rememberMe=1`;
}

/**
 * On /login, for an email whose company signs its people in itself: what happens, and the way in
 * (a plain link, a full-page navigation to the bff, which sends the browser on to the provider).
 */
export function CompanySignInNote({ answer, rememberMe = false }: CompanySignInNoteProps) {
  const { companyName, required, startPath } = answer;
  return (
    <Stack gap={3}>
      <Alert.Root status="info" variant="subtle" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {`${companyName} signs you in with its own account.`}
            {required ? ' Your password is not used for this account.' : ''}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button asChild size="lg" w="full">
        <a href={companySignInHref(startPath, rememberMe)}>{`Continue with ${companyName}`}</a>
      </Button>
    </Stack>
  );
}
