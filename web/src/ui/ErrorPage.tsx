import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import { AppLink } from './AppLink';
import { PageContainer } from './PageContainer';

/** The generic error page's default link text (spec §2). */
export const HOMEPAGE_LINK_TEXT = 'Click here to go back to the homepage.';

export interface ErrorPageProps {
  /** An error code shown as the heading (e.g. "404"); without one, the message is the heading. */
  code?: string;
  message: string;
  /** Where the link goes (the homepage by default); null for no link (e.g. outside the router). */
  linkTo?: To | null;
  linkText?: string;
  /** Extra content between the message and the link (an explanation, a retry button). */
  children?: ReactNode;
}

/**
 * Spec §2's generic error page: an optional error-code heading, a message and a link. The page
 * content only: the caller provides the `<main>` landmark (the shell, or its own).
 */
export function ErrorPage({ code, message, linkTo = '/', linkText = HOMEPAGE_LINK_TEXT, children }: ErrorPageProps) {
  return (
    <PageContainer py={{ base: 12, md: 20 }}>
      <Stack gap={4} align="flex-start" maxW="2xl">
        {code ? (
          <>
            <Heading as="h1" size="5xl" color="colorPalette.fg" letterSpacing="tight">
              {code}
            </Heading>
            <Text fontSize="xl" fontWeight="medium">
              {message}
            </Text>
          </>
        ) : (
          <Heading as="h1" size="2xl">
            {message}
          </Heading>
        )}
        {children}
        {linkTo === null ? null : <AppLink to={linkTo}>{linkText}</AppLink>}
      </Stack>
    </PageContainer>
  );
}
