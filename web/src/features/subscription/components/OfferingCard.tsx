import { Badge, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import type { SubscriptionPeriod } from '../../../__generated__/graphql';
import { REGISTER_PATH } from '../../../shared/paths';
import type { CheckoutChoice, DiscountPreview } from '../checkoutChoice';
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
  const headingId = useId();
  const option = period === 'MONTH' ? offering.monthly : offering.yearly;
  const label = buttonLabel(offering.free, trialEligible, trialDays);

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
          <Badge alignSelf="flex-start" colorPalette="brand" variant="solid">
            Your current plan
          </Badge>
        ) : null}
        <Heading as="h3" size="lg" id={headingId}>
          {offering.name}
        </Heading>
        <Text color="fg.muted">{offering.description}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={3}>
          <PriceTag
            free={offering.free}
            price={option.price}
            interval={option.interval}
            otherPrice={period === 'YEAR' ? offering.monthly.price : null}
            discount={discount}
            trialDays={trialEligible && !offering.free ? trialDays : null}
          />
          <List.Root ps={5} gap={1}>
            {props.includes.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List.Root>
        </Stack>
      </Card.Body>
      <Card.Footer>
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
              onClick={() =>
                onChoose({
                  priceId: option.priceId,
                  code: option.code,
                  name: offering.name,
                  interval: option.interval,
                  price: option.price,
                  free: offering.free,
                })
              }
            >
              {current ? 'Your current plan' : label}
            </Button>
          )}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
