import { Button, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { ModalControls, ModalPropsMap } from '../../shared/modals/modalTypes';
import { OFFERINGS_PATH } from '../../shared/paths';
import { CatalogLines } from './CatalogLines';
import { ModalDialog } from './ModalDialog';
import { ModalNavButton } from './ModalNavButton';

export const SubscriptionFeaturesModalDocument = graphql(`
  query SubscriptionFeaturesModal {
    subscriptionCatalog {
      explorer {
        name
        summary
        includes
      }
      innovator {
        name
        summary
        includes
      }
    }
  }
`);

export type SubscriptionFeaturesModalProps = ModalPropsMap['subscriptionFeatures'] & ModalControls;

const TIER_NAMES = { EXPLORER: 'Explorer', INNOVATOR: 'Innovator' } as const;

/** What a plan includes, as the api's catalog says, with a way to the offerings. */
export function SubscriptionFeaturesModal({ plan, onClose }: SubscriptionFeaturesModalProps) {
  const catalog = useQuery(SubscriptionFeaturesModalDocument).data?.subscriptionCatalog;
  const described = catalog ? (plan === 'EXPLORER' ? catalog.explorer : catalog.innovator) : undefined;
  return (
    <ModalDialog
      title={`What ${described?.name ?? TIER_NAMES[plan]} includes`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <ModalNavButton to={OFFERINGS_PATH} onNavigate={onClose}>
            See plans
          </ModalNavButton>
        </>
      }
    >
      {described ? <Text>{described.summary}</Text> : null}
      <CatalogLines lines={described?.includes} loadingLabel={`Loading what ${TIER_NAMES[plan]} includes…`} />
    </ModalDialog>
  );
}
