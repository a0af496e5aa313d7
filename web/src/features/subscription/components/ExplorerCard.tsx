import { Badge, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { REGISTER_PATH } from '../../../shared/paths';
import type { OfferingAction } from './OfferingCard';

export const ExplorerCardFragment = graphql(`
  fragment ExplorerCard_plan on PlanDescription {
    name
    summary
    includes
  }
`);

export interface ExplorerCardProps {
  /** Explorer as the api's catalog describes it. */
  plan: FragmentType<typeof ExplorerCardFragment>;
  /** True while the company is on Explorer. */
  current: boolean;
  action: OfferingAction;
  /** Leads to the 'confirming Explorer choice' screen. */
  onChoose: () => void;
}

/** The free Explorer (freemium) plan of the offerings. */
export function ExplorerCard({ current, action, onChoose, ...props }: ExplorerCardProps) {
  const plan = getFragmentData(ExplorerCardFragment, props.plan);
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
          <Badge alignSelf="flex-start" variant="solid">
            Your current plan
          </Badge>
        ) : null}
        <Heading as="h3" size="lg" id={headingId}>
          {plan.name}
        </Heading>
        <Text color="fg.muted">{plan.summary}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={3}>
          <Text fontSize="3xl" fontWeight="bold">
            Free
          </Text>
          <List.Root ps={5} gap={1}>
            {plan.includes.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List.Root>
        </Stack>
      </Card.Body>
      <Card.Footer>
        {action === 'join' ? (
          <Button asChild w="full" variant="outline">
            <RouterLink to={REGISTER_PATH}>Join for free</RouterLink>
          </Button>
        ) : (
          <Button
            w="full"
            variant="outline"
            aria-describedby={headingId}
            disabled={action === 'disabled' || current}
            onClick={onChoose}
          >
            {current ? 'Your current plan' : `Choose ${plan.name}`}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
