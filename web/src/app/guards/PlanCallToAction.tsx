import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAppConfig, useBrand } from '../../shared/config/appConfigContext';
import type { SubscriptionRequiredSituation } from '../../shared/modals/modalTypes';
import { MY_SUBSCRIPTION_PATH, OFFERINGS_PATH, REGISTER_PATH, loginPath } from '../../shared/paths';

export interface PlanCallToActionProps {
  situation: SubscriptionRequiredSituation;
  /** What the way on unlocks, e.g. "the full profile". */
  what: string;
  /** Opens spec §4's gating modal again (for its further options). */
  onShowOptions: () => void;
}

interface Offer {
  title: string;
  text: string;
  action: { label: string; to: string };
}

/**
 * The way on beneath a preview, once the gating modal is closed: the modal's own choice for the
 * viewer's situation (join, start the trial, renew, upgrade), so no one is left on a page they
 * cannot use. The modal carries spec §4's message; this only points on.
 */
export function PlanCallToAction({ situation, what, onShowOptions }: PlanCallToActionProps) {
  const brand = useBrand();
  const { trialDays } = useAppConfig();
  const { pathname, search } = useLocation();
  const headingId = useId();
  const offers: Record<SubscriptionRequiredSituation, Offer> = {
    join: {
      title: `Join to see ${what}`,
      text: `${brand} members see everything companies share. Every company starts with a ${trialDays}-day free trial.`,
      action: { label: 'Join now', to: REGISTER_PATH },
    },
    'free-trial': {
      title: `Start your free trial to see ${what}`,
      text: `Your company has no plan yet. Try everything ${brand} offers free for ${trialDays} days.`,
      action: { label: 'Start your free trial', to: OFFERINGS_PATH },
    },
    renew: {
      title: `Renew to see ${what}`,
      text: `Your ${brand} subscription has ended. Renew it to get full access back.`,
      action: { label: 'Renew now', to: OFFERINGS_PATH },
    },
    upgrade: {
      title: `Upgrade to see ${what}`,
      text: 'Explorer, the free plan, does not include it.',
      action: { label: 'Upgrade', to: MY_SUBSCRIPTION_PATH },
    },
    'plan-not-included': {
      title: `See the plans that include ${what}`,
      text: "Your current plan doesn't include it.",
      action: { label: 'See plans', to: OFFERINGS_PATH },
    },
  };
  const offer = offers[situation];
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="subtle" bg="colorPalette.subtle">
      <Card.Body gap={3}>
        <Heading as="h2" size="md" id={headingId}>
          {offer.title}
        </Heading>
        <Text>{offer.text}</Text>
        {/* Full width: the side column is narrow, and a phone's thumb finds them easily. */}
        <Stack gap={2} pt={1}>
          <Button asChild>
            <RouterLink to={offer.action.to}>{offer.action.label}</RouterLink>
          </Button>
          {situation === 'join' ? (
            <Button asChild variant="outline">
              <RouterLink to={loginPath(`${pathname}${search}`)}>Sign in</RouterLink>
            </Button>
          ) : (
            <Button variant="outline" onClick={onShowOptions}>
              See your options
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
