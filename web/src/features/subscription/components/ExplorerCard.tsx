import { Badge, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { REGISTER_PATH } from '../../../shared/paths';
import { PLAN_FEATURES } from '../../../shared/planFeatures';
import type { OfferingAction } from './OfferingCard';

export interface ExplorerCardProps {
  /** True while the company is on Explorer. */
  current: boolean;
  action: OfferingAction;
  /** Leads to the 'confirming Explorer choice' screen. */
  onChoose: () => void;
}

/** The free Explorer (freemium) plan of the offerings. */
export function ExplorerCard({ current, action, onChoose }: ExplorerCardProps) {
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
          Explorer
        </Heading>
        <Text color="fg.muted">The free plan: be found, and look around, for as long as you like.</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={3}>
          <Text fontSize="3xl" fontWeight="bold">
            Free
          </Text>
          <List.Root ps={5} gap={1}>
            {PLAN_FEATURES.EXPLORER.map((feature) => (
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
            {current ? 'Your current plan' : 'Choose Explorer'}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
