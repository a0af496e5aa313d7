import { Card, Heading, List, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface AudienceCardProps {
  title: string;
  summary: string;
  points: readonly string[];
}

/** What the platform offers one kind of company. */
export function AudienceCard({ title, summary, points }: AudienceCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" h="full">
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap={4}>
        <Text color="fg.muted">{summary}</Text>
        <List.Root ps={5} gap={2}>
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
