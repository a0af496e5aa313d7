import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { REGISTER_PATH } from '../../../shared/paths';
import type { OfferingAction } from './OfferingCard';
import { PlanCard } from './PlanCard';

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
  return (
    <PlanCard
      name={plan.name}
      summary={plan.summary}
      current={current}
      price={
        <Text fontSize="3xl" fontWeight="bold">
          Free
        </Text>
      }
      includes={plan.includes}
      footer={(headingId) =>
        action === 'join' ? (
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
        )
      }
    />
  );
}
