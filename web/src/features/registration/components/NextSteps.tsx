import { List, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '../../../ui/AppLink';

export interface NextStep {
  /** The link's text: what to do. */
  action: string;
  to: string;
  /** Why it matters, in a sentence. */
  description: string;
}

export interface NextStepsProps {
  steps: readonly NextStep[];
}

/** The first things a new member should do, in order. */
export function NextSteps({ steps }: NextStepsProps) {
  return (
    <Stack gap={3}>
      <Text fontWeight="semibold">Your next steps</Text>
      <List.Root as="ol" gap={4} ps={5}>
        {steps.map((step) => (
          <List.Item key={step.to}>
            <Stack gap={1}>
              <AppLink to={step.to}>{step.action}</AppLink>
              <Text fontSize="sm" color="fg.muted">
                {step.description}
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
