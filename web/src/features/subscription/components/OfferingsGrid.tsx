import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { getFragmentData } from '../../../__generated__';
import type { SubscriptionPeriod, SubscriptionsPageQuery, SubscriptionTypeCode } from '../../../__generated__/graphql';
import { LoadError } from '../../../shared/ui/LoadStates';
import type { CheckoutChoice, DiscountPreview } from '../checkoutChoice';
import { ExplorerCard } from './ExplorerCard';
import { OfferingCard, OfferingCardFragment } from './OfferingCard';
import type { OfferingAction } from './OfferingCard';

export type OfferingsData = SubscriptionsPageQuery['subscriptionOfferings'];
export type CatalogData = SubscriptionsPageQuery['subscriptionCatalog'];

/** The option the company is subscribed to now, to mark it. */
export interface CurrentOption {
  plan: 'EXPLORER' | 'INNOVATOR';
  code: SubscriptionTypeCode | null;
  period: SubscriptionPeriod | null;
}

export interface OfferingsGridProps {
  offerings: OfferingsData | undefined;
  /** The tiers' texts from the api's catalog (loaded with the offerings). */
  catalog: CatalogData | undefined;
  error: unknown;
  onRetry: () => void;
  period: SubscriptionPeriod;
  /** Signed out without a company type: nothing to price yet. */
  needsCompanyType: boolean;
  action: OfferingAction;
  discount: DiscountPreview | null;
  /**
   * The option a promotion code buys whichever plan is clicked (SCOPE2025 plus a size): the
   * discount is shown on that option only, so no card shows a price nobody will pay.
   */
  promotedPriceId: string | null;
  current: CurrentOption | null;
  onChoose: (choice: CheckoutChoice) => void;
  onChooseExplorer: () => void;
}

/** The plans in each of their states: loading, error, no company type yet, none offered, or the cards. */
export function OfferingsGrid(props: OfferingsGridProps) {
  const { offerings, catalog, error, period, action, current } = props;
  if ((!offerings || !catalog) && error) {
    return <LoadError error={error} title="We couldn't load the plans." size="sm" onRetry={props.onRetry} />;
  }
  if (!offerings || !catalog) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={6} aria-busy="true" aria-label="Loading plans" role="status">
        <Skeleton height="80" />
        <Skeleton height="80" />
      </SimpleGrid>
    );
  }

  const explorer =
    offerings.explorerAvailable || props.needsCompanyType ? (
      <ExplorerCard
        plan={catalog.explorer}
        current={current?.plan === 'EXPLORER'}
        action={action}
        onChoose={props.onChooseExplorer}
      />
    ) : null;

  return (
    <Stack gap={4}>
      {props.needsCompanyType ? (
        <Text color="fg.muted">Choose your company type to see its Innovator plans and prices.</Text>
      ) : offerings.offerings.length === 0 ? (
        <Text color="fg.muted">
          No Innovator plan is offered to this company type yet. Explorer is free for everyone.
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={6}>
        {props.needsCompanyType
          ? null
          : offerings.offerings.map((masked) => {
              // The grid marks the current plan and the promoted option: it reads what the card shows.
              const offering = getFragmentData(OfferingCardFragment, masked);
              return (
                <OfferingCard
                  key={offering.code}
                  offering={masked}
                  period={period}
                  includes={catalog.innovator.includes}
                  discount={
                    !props.promotedPriceId ||
                    props.promotedPriceId === (period === 'MONTH' ? offering.monthly : offering.yearly).priceId
                      ? props.discount
                      : null
                  }
                  trialEligible={offerings.trialEligible}
                  trialDays={offerings.trialDays}
                  current={current?.plan === 'INNOVATOR' && current.code === offering.code && current.period === period}
                  action={action}
                  onChoose={props.onChoose}
                />
              );
            })}
        {explorer}
      </SimpleGrid>
    </Stack>
  );
}
