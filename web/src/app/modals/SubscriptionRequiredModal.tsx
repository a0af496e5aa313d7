import { Button, Link, List, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { useAppConfig, useBrand } from '../../shared/config/appConfigContext';
import { useModals } from '../../shared/modals/modalContext';
import type { ModalControls, ModalPropsMap } from '../../shared/modals/modalTypes';
import { MY_SUBSCRIPTION_PATH, OFFERINGS_PATH, REGISTER_PATH, loginPath } from '../../shared/paths';
import { AppLink } from '../../ui/AppLink';
import { ModalDialog } from './ModalDialog';
import { ModalNavButton } from './ModalNavButton';

export type SubscriptionRequiredModalProps = ModalPropsMap['subscriptionRequired'] & ModalControls;

// What Explorer (the free plan) leaves out, for the freemium message.
const INNOVATOR_ONLY_FEATURES = [
  'Side-by-side comparison of companies',
  'Messages, requests and reach-out forms',
  'Documents, reviews and contracted partners',
  'Capability alerts and looking-for lists',
];

/** The mail that asks the team for a longer free trial, naming the company. */
function trialExtensionMailto(supportEmail: string, companyName: string | null | undefined): string {
  const company = companyName || 'my company';
  const subject = `Free trial extension request: ${company}`;
  const body = `Hello,\n\nWe would like to extend the free trial for ${company}.\n\nThank you.`;
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Spec §4's subscription gating: what a viewer sees when the page needs a plan they do not have in force. */
export function SubscriptionRequiredModal({ situation, companyName, onClose }: SubscriptionRequiredModalProps) {
  const brand = useBrand();
  const { supportEmail, trialDays } = useAppConfig();
  const { trialExtensionOffered, markTrialExtensionRequested } = useModals();
  const location = useLocation();
  const footer = (to: string, label: string) => (
    <>
      <Button variant="ghost" onClick={onClose}>
        Not now
      </Button>
      <ModalNavButton to={to} onNavigate={onClose}>
        {label}
      </ModalNavButton>
    </>
  );

  switch (situation) {
    case 'join':
      return (
        <ModalDialog title="Join for Access" onClose={onClose} footer={footer(REGISTER_PATH, 'Join now')}>
          <Text>{`Join ${brand} to see this page. Every company starts with a ${trialDays}-day free trial of the full platform.`}</Text>
          <Text color="fg.muted">
            Already a member?{' '}
            <AppLink to={loginPath(`${location.pathname}${location.search}`)} onClick={onClose}>
              Sign in
            </AppLink>
          </Text>
        </ModalDialog>
      );
    case 'free-trial':
      return (
        <ModalDialog
          title="Begin Your Free Trial!"
          onClose={onClose}
          footer={footer(OFFERINGS_PATH, 'Start free trial')}
        >
          <Text>{`Try everything ${brand} offers free for ${trialDays} days: company profiles, search and comparison, messaging, requests and more.`}</Text>
          <Text color="fg.muted">Pick a plan to start your trial. You can cancel at any time.</Text>
        </ModalDialog>
      );
    case 'upgrade':
      return (
        <ModalDialog title="Upgrade to Innovator" onClose={onClose} footer={footer(MY_SUBSCRIPTION_PATH, 'Upgrade')}>
          <Text>You're on Explorer, the free plan. It doesn't include this, nor:</Text>
          <List.Root ps={5} gap={1}>
            {INNOVATOR_ONLY_FEATURES.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List.Root>
          <Text>Upgrade to Innovator for full access.</Text>
          {trialExtensionOffered ? (
            <Link
              href={trialExtensionMailto(supportEmail, companyName)}
              color="colorPalette.fg"
              fontWeight="medium"
              onClick={markTrialExtensionRequested}
            >
              Request a free trial extension
            </Link>
          ) : null}
        </ModalDialog>
      );
    case 'renew':
      return (
        <ModalDialog title="Renew Your Subscription" onClose={onClose} footer={footer(OFFERINGS_PATH, 'Renew now')}>
          <Text>{`Your ${brand} subscription has ended. Renew it to get full access back; your company profile, watchlists and messages are waiting for you.`}</Text>
        </ModalDialog>
      );
    case 'plan-not-included':
      return (
        <ModalDialog title="Not included in your plan" onClose={onClose} footer={footer(OFFERINGS_PATH, 'See plans')}>
          <Text>Your current plan doesn't include this page. Compare the plans to find one that does.</Text>
        </ModalDialog>
      );
  }
}
