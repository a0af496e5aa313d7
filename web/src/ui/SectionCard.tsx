import { Card, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  /** The card's h2; also names the section landmark. */
  title: string;
  children: ReactNode;
}

/** A titled card that is a named region, so it can be found by its title. */
export function SectionCard({ title, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" h="full">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
