import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import { TrialDays } from '../../../shared/config/TrialDays';
import { useAppConfig } from '../../../shared/config/appConfigContext';
import { useViewer } from '../../../shared/session/useViewer';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageContainer } from '../../../ui/PageContainer';
import { InviteNotice } from '../../team';
import type { CheckoutChoice } from '../checkoutChoice';
import { CheckoutDialog } from '../components/CheckoutDialog';
import { CompanyTypePicker } from '../components/CompanyTypePicker';
import { DiscountsSection } from '../components/DiscountsSection';
import { OfferingCardFragment } from '../components/OfferingCard';
import { OfferingsGrid } from '../components/OfferingsGrid';
import { PeriodSwitch } from '../components/PeriodSwitch';
import { PromotionCodeForm } from '../components/PromotionCodeForm';
import type { AppliedPromotion } from '../components/PromotionCodeForm';
import { offeringChoices, promotionChoice, currentOption } from '../offeringChoices';
import { readOfferingsParams } from '../offeringsParams';
import { confirmationPath, OFFERINGS_ANCHOR } from '../subscriptionUrls';
import { useCheckout } from '../useCheckout';
import { useCheckoutReturn } from '../useCheckoutReturn';

export const SubscriptionsPageQueryDocument = graphql(`
  query SubscriptionsPage($companyType: CompanyRoleType) {
    subscriptionOfferings(companyType: $companyType) {
      companyType
      explorerAvailable
      trialDays
      trialEligible
      canPurchase
      purchaseBlockedReason {
        code
        field
        message
      }
      offerings {
        ...OfferingCard_offering
      }
      discounts {
        id
        code
        name
        percentOff
        duration
        couponId
        selected
      }
    }
    subscriptionCatalog {
      explorer {
        ...ExplorerCard_plan
      }
      innovator {
        includes
      }
    }
  }
`);

export const SubscriptionsPageCurrentDocument = graphql(`
  query SubscriptionsPageCurrent {
    mySubscription {
      id
      plan
      status
      code
      period
    }
  }
`);

/** `/subscriptions` with `#offerings`: the plans for the viewer's company type, and buying one. */
export function SubscriptionsPage() {
  const viewer = useViewer();
  const config = useAppConfig();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readOfferingsParams(searchParams);
  const signedIn = Boolean(viewer?.user);
  const [promotion, setPromotion] = useState<AppliedPromotion | null>(null);

  const offeringsQuery = useQuery(SubscriptionsPageQueryDocument, {
    variables: { companyType: signedIn ? null : params.companyType },
    fetchPolicy: 'cache-and-network',
  });
  const { error, refetch } = offeringsQuery;
  // The plans render in the background, time-sliced, not in the task that brings them.
  const data = useDeferredValue(offeringsQuery.data);
  const current = useQuery(SubscriptionsPageCurrentDocument, {
    skip: !viewer?.permissions.includes('MY_SUBSCRIPTION'),
    fetchPolicy: 'cache-and-network',
  });
  const offerings = data?.subscriptionOfferings;
  // The page reads the plans its cards show, to turn a price id back into a checkout choice.
  const plans = useMemo(
    () => ({ offerings: getFragmentData(OfferingCardFragment, offerings?.offerings ?? []) }),
    [offerings],
  );
  const trialDays = offerings?.trialDays ?? config.trialDays;
  const selectedDiscount = offerings?.discounts.find((discount) => discount.selected) ?? null;
  const discount = promotion?.discount ?? selectedDiscount;
  const trialEligible = offerings?.trialEligible ?? false;

  const checkout = useCheckout({
    trialEligible,
    promotionCode: promotion?.code ?? null,
    couponId: selectedDiscount?.couponId ?? null,
  });
  useCheckoutReturn(
    params,
    signedIn,
    (intent) => void checkout.resume(intent, offeringChoices(plans).get(intent.priceId) ?? null),
  );

  // react-router does not scroll to a fragment: `/subscriptions#offerings` (the modals' links) does it here.
  const loaded = Boolean(offerings);
  useEffect(() => {
    if (loaded && hash === `#${OFFERINGS_ANCHOR}`)
      document.getElementById(OFFERINGS_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded]);

  function choose(choice: CheckoutChoice) {
    void checkout.open(promotion?.option ? promotionChoice(promotion.option, plans) : choice);
  }

  const blocked = signedIn && offerings && !offerings.canPurchase ? offerings.purchaseBlockedReason : null;
  const action = !signedIn ? 'join' : offerings?.canPurchase ? 'choose' : 'disabled';

  return (
    <PageContainer>
      <Stack gap={10}>
        <Stack gap={3}>
          <Heading as="h1" size="3xl">
            Plans and pricing
          </Heading>
          <Text fontSize="lg" maxW="3xl">
            Every company starts with a {offerings ? offerings.trialDays : <TrialDays />}-day free trial of Innovator:
            full access to the platform, no card needed. Or stay on Explorer, free for as long as you like.
          </Text>
        </Stack>
        {params.invite ? <InviteNotice token={params.invite} /> : null}
        <Stack as="section" id={OFFERINGS_ANCHOR} aria-labelledby="offerings-heading" gap={6} scrollMarginTop={4}>
          <Heading as="h2" size="xl" id="offerings-heading">
            Offerings
          </Heading>
          {signedIn ? null : (
            <CompanyTypePicker
              value={params.companyType}
              onChange={(companyType) =>
                setSearchParams(withParam(searchParams, 'companyType', companyType), { replace: true })
              }
            />
          )}
          <PeriodSwitch
            value={params.period}
            onChange={(period) =>
              setSearchParams(withParam(searchParams, 'period', period === 'MONTH' ? 'month' : null), { replace: true })
            }
          />
          {blocked ? <ErrorAlert status="warning" message={blocked.message} /> : null}
          <OfferingsGrid
            offerings={offerings}
            catalog={data?.subscriptionCatalog}
            error={error}
            onRetry={() => void refetch().catch(() => undefined)}
            period={params.period}
            needsCompanyType={!signedIn && !params.companyType}
            action={action}
            discount={discount}
            promotedPriceId={promotion?.option?.priceId ?? null}
            current={currentOption(current.data?.mySubscription)}
            onChoose={choose}
            onChooseExplorer={() => void navigate(confirmationPath('CONFIRM_EXPLORER'))}
          />
        </Stack>
        {signedIn && offerings?.canPurchase ? (
          <Stack as="section" aria-labelledby="promotion-heading" gap={4}>
            <Heading as="h2" size="xl" id="promotion-heading">
              Promotion code
            </Heading>
            <PromotionCodeForm applied={promotion} onApplied={setPromotion} />
          </Stack>
        ) : null}
        <DiscountsSection
          discounts={signedIn ? (offerings?.discounts ?? null) : null}
          promotionApplied={promotion !== null}
          canSelect={Boolean(offerings?.canPurchase)}
        />
      </Stack>
      {checkout.state ? (
        <CheckoutDialog
          state={checkout.state}
          trialEligible={trialEligible}
          trialDays={trialDays}
          discount={discount}
          promotionNote={promotion?.option ? `Your promotion code ${promotion.code} selects this plan.` : null}
          onConfirm={() => void checkout.confirm()}
          onClose={checkout.close}
        />
      ) : null}
    </PageContainer>
  );
}

function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
