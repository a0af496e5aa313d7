import { Box, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  /** The page's only h1. */
  title: string;
  /** The product name shown above the card. */
  brandName: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred, ~420 px card shared by the sign-in and credential screens. */
export function AuthCard({ title, brandName, description, children, footer }: AuthCardProps) {
  return (
    <Center as="main" minH="100dvh" px={{ base: 3, sm: 4 }} py={{ base: 6, md: 12 }}>
      <Stack w="full" maxW="420px" gap={6}>
        <Text textAlign="center" fontWeight="bold" fontSize="xl" color="colorPalette.fg" letterSpacing="tight">
          {brandName}
        </Text>
        <Card.Root variant="elevated" w="full">
          <Card.Body gap={6} p={{ base: 5, sm: 8 }}>
            <Stack gap={2}>
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              {description ? <Box color="fg.muted">{description}</Box> : null}
            </Stack>
            {children}
          </Card.Body>
        </Card.Root>
        {footer ? <Box textAlign="center">{footer}</Box> : null}
      </Stack>
    </Center>
  );
}
