import { Button, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { ModalControls, ModalPropsMap } from '../../shared/modals/modalTypes';
import { OFFERINGS_PATH } from '../../shared/paths';
import { CatalogLines } from './CatalogLines';
import { ModalDialog } from './ModalDialog';
import { ModalNavButton } from './ModalNavButton';

export const ExplorerFeaturesModalDocument = graphql(`
  query ExplorerFeaturesModal {
    subscriptionCatalog {
      explorer {
        includes
        limits
      }
    }
  }
`);

export type ExplorerFeaturesModalProps = ModalPropsMap['explorerFeatures'] & ModalControls;

/** Before choosing Explorer: what it includes and what it holds back, as the api's catalog says. */
export function ExplorerFeaturesModal({ onContinue, onClose }: ExplorerFeaturesModalProps) {
  const explorer = useQuery(ExplorerFeaturesModalDocument).data?.subscriptionCatalog.explorer;
  return (
    <ModalDialog
      title="Explorer: the free plan"
      onClose={onClose}
      footer={
        <>
          <ModalNavButton to={OFFERINGS_PATH} variant="outline" onNavigate={onClose}>
            Compare with Innovator
          </ModalNavButton>
          {onContinue ? (
            <Button
              onClick={() => {
                onClose();
                onContinue();
              }}
            >
              Continue with Explorer
            </Button>
          ) : null}
        </>
      }
    >
      <Text>Explorer includes:</Text>
      <CatalogLines lines={explorer?.includes} loadingLabel="Loading what Explorer includes…" />
      {explorer?.limits.map((limit) => (
        <Text key={limit} color="fg.muted">
          {limit}
        </Text>
      ))}
    </ModalDialog>
  );
}
