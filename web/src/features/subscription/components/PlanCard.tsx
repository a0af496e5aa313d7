import { Badge, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface PlanCardProps {
  name: string;
  summary: string | null | undefined;
  /** The company's plan now: marked, and its button says so. */
  current: boolean;
  /** The "Your current plan" badge's palette (Innovator's is the brand's). */
  badgePalette?: string;
  /** The price, as the plan states it. */
  price: ReactNode;
  includes: readonly string[];
  /** The way to take the plan; `headingId` names the plan for the button (aria-describedby). */
  footer: (headingId: string) => ReactNode;
}

/** One plan of the offerings (Explorer or an Innovator type): name, price, what it includes, the way to take it. */
export function PlanCard({ name, summary, current, badgePalette, price, includes, footer }: PlanCardProps) {
  const headingId = useId();
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      h="full"
      borderColor={current ? 'colorPalette.solid' : undefined}
    >
      <Card.Header gap={2}>
        {current ? (
          <Badge alignSelf="flex-start" colorPalette={badgePalette} variant="solid">
            Your current plan
          </Badge>
        ) : null}
        <Heading as="h3" size="lg" id={headingId}>
          {name}
        </Heading>
        <Text color="fg.muted">{summary}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={3}>
          {price}
          <List.Root ps={5} gap={1}>
            {includes.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List.Root>
        </Stack>
      </Card.Body>
      <Card.Footer>{footer(headingId)}</Card.Footer>
    </Card.Root>
  );
}
