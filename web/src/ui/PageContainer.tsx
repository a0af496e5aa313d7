import { Container } from '@chakra-ui/react';
import type { ContainerProps } from '@chakra-ui/react';

export type PageContainerProps = ContainerProps;

/** The page-width column every signed-in page uses. */
export function PageContainer(props: PageContainerProps) {
  return <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }} {...props} />;
}
