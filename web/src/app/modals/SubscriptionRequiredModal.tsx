import { Button, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { graphql } from '../../__generated__';
import { useAppConfig, useBrand } from '../../shared/config/appConfigContext';
import { useModals } from '../../shared/modals/modalContext';
import type { ModalControls, ModalPropsMap } from '../../shared/modals/modalTypes';
import { MY_SUBSCRIPTION_PATH, OFFERINGS_PATH, REGISTER_PATH, loginPath } from '../../shared/paths';
import { AppLink } from '../../ui/AppLink';
import { CatalogLines } from './CatalogLines';
import { ModalDialog } from './ModalDialog';
import { ModalNavButton } from './ModalNavButton';

export type SubscriptionRequiredModalProps = ModalPropsMap['subscriptionRequired'] & ModalControls;

export const SubscriptionRequiredModalDocument = graphql(`
  query SubscriptionRequiredModal {
    subscriptionCatalog {
      innovator {
        includes
      }
    }
  }
`);

/** The mail that asks the team for a longer free trial, naming the company. */
function trialExtensionMailto(supportEmail: string, companyName: string | null | undefined): string {
  const company = companyName || 'my company';
  const subject = `Free trial extension request: ${company}`;
  const body = `Hello,\n\nWe would like to extend the free trial for ${company}.\n\nThank you.`;
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Spec §4's subscription gating: what a viewer sees when the page needs a plan they do not have in force. */
export function SubscriptionRequiredModal({ situation, companyName, reason, onClose }: SubscriptionRequiredModalProps) {
  const brand = useBrand();
  const { supportEmail, trialDays } = useAppConfig();
  const { trialExtensionOffered, markTrialExtensionRequested } = useModals();
  const location = useLocation();
  // What Innovator adds, in the api's words, for the freemium message only.
  const catalog = useQuery(SubscriptionRequiredModalDocument, { skip: situation !== 'upgrade' }).data;
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
          <Text>{`Try everything ${brand} offers free for ${trialDays} days: full company profiles, search with every filter and side-by-side comparison.`}</Text>
          <Text color="fg.muted">Pick a plan to start your trial. You can cancel at any time.</Text>
        </ModalDialog>
      );
    case 'upgrade':
      return (
        <ModalDialog
          title="Upgrade to Innovator"
          onClose={onClose}
          footer={
            <>
              {footer(MY_SUBSCRIPTION_PATH, 'Upgrade')}
              {trialExtensionOffered ? (
                // Spec §4: a one-time free trial extension, asked for by mail to the team.
                <Button asChild variant="outline" onClick={markTrialExtensionRequested}>
                  <Link href={trialExtensionMailto(supportEmail, companyName)}>Request a free trial extension</Link>
                </Button>
              ) : null}
            </>
          }
        >
          <Text>{reason ?? "You're on Explorer, the free plan, which doesn't include this."}</Text>
          <Text>Innovator includes:</Text>
          <CatalogLines
            lines={catalog?.subscriptionCatalog.innovator.includes}
            loadingLabel="Loading what Innovator includes…"
          />
        </ModalDialog>
      );
    case 'renew':
      return (
        <ModalDialog title="Renew Your Subscription" onClose={onClose} footer={footer(OFFERINGS_PATH, 'Renew now')}>
          <Text>{`Your ${brand} subscription has ended. Renew it to get full access back; your company profile and compare list are waiting for you.`}</Text>
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
