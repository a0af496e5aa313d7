import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import type { SubscriptionPeriod } from '../../../__generated__/graphql';
import { REGISTER_PATH } from '../../../shared/paths';
import type { CheckoutChoice, DiscountPreview } from '../checkoutChoice';
import { checkoutChoiceOf } from '../offeringChoices';
import { PlanCard } from './PlanCard';
import { PriceTag } from './PriceTag';

export const OfferingCardFragment = graphql(`
  fragment OfferingCard_offering on SubscriptionOffering {
    code
    name
    description
    free
    monthly {
      priceId
      code
      interval
      price {
        amountCents
        currency
      }
    }
    yearly {
      priceId
      code
      interval
      price {
        amountCents
        currency
      }
    }
  }
`);

/** What the card's button does: start checkout, lead a visitor to registration, or nothing. */
export type OfferingAction = 'choose' | 'join' | 'disabled';

export interface OfferingCardProps {
  offering: FragmentType<typeof OfferingCardFragment>;
  period: SubscriptionPeriod;
  /** What every Innovator plan includes, as the api's catalog words it. */
  includes: readonly string[];
  /** The discount the purchase would get (a verified promotion code, else the selected discount). */
  discount: DiscountPreview | null;
  trialEligible: boolean;
  trialDays: number;
  /** True for the option the company is subscribed to now. */
  current: boolean;
  action: OfferingAction;
  onChoose: (choice: CheckoutChoice) => void;
}

function buttonLabel(free: boolean, trialEligible: boolean, trialDays: number): string {
  if (free) return 'Get Innovator free';
  return trialEligible ? `Start ${trialDays}-day free trial` : 'Subscribe';
}

/** One Innovator plan of the offerings: who it is for, its price for the chosen period, and the way to buy it. */
export function OfferingCard(props: OfferingCardProps) {
  const offering = getFragmentData(OfferingCardFragment, props.offering);
  const { period, discount, trialEligible, trialDays, current, action, onChoose } = props;
  const option = period === 'MONTH' ? offering.monthly : offering.yearly;
  const label = buttonLabel(offering.free, trialEligible, trialDays);

  return (
    <PlanCard
      name={offering.name}
      summary={offering.description}
      current={current}
      badgePalette="brand"
      price={
        <PriceTag
          free={offering.free}
          price={option.price}
          interval={option.interval}
          otherPrice={period === 'YEAR' ? offering.monthly.price : null}
          discount={discount}
          trialDays={trialEligible && !offering.free ? trialDays : null}
        />
      }
      includes={props.includes}
      footer={(headingId) => (
        <Stack w="full">
          {action === 'join' ? (
            <Button asChild w="full">
              <RouterLink to={REGISTER_PATH}>
                {offering.free ? 'Join for free' : `Join and start your ${trialDays}-day free trial`}
              </RouterLink>
            </Button>
          ) : (
            <Button
              w="full"
              aria-describedby={headingId}
              disabled={action === 'disabled' || current}
              onClick={() => onChoose(checkoutChoiceOf(offering, option))}
            >
              {current ? 'Your current plan' : label}
            </Button>
          )}
        </Stack>
      )}
    />
  );
}
