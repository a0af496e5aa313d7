import { Button, List, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { graphql } from '../../../__generated__';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { OFFERINGS_PATH } from '../../../shared/paths';
import { PLAN_FEATURES } from '../../../shared/planFeatures';
import { useSession } from '../../../shared/session/useViewer';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { confirmationPath } from '../subscriptionUrls';
import { ConfirmationLayout } from './ConfirmationLayout';

export const ConfirmExplorerChooseDocument = graphql(`
  mutation ConfirmExplorerChoose {
    chooseExplorer {
      confirmation
      subscription {
        id
        plan
        status
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

// What Innovator has and Explorer leaves out (the first entry is 'Everything in Explorer').
const NOT_INCLUDED = PLAN_FEATURES.INNOVATOR.slice(1);

export interface ConfirmExplorerProps {
  /** A running trial ends when Explorer is chosen: say so. */
  trialing: boolean;
}

/** 'Confirming Explorer choice' (spec §4): what Explorer has and lacks, before `chooseExplorer`. */
export function ConfirmExplorer({ trialing }: ConfirmExplorerProps) {
  const [choose, choosing] = useMutation(ConfirmExplorerChooseDocument);
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>([]);

  async function confirm() {
    setErrors([]);
    try {
      const { data } = await choose();
      const payload = data?.chooseExplorer;
      if (payload && payload.errors.length === 0 && payload.confirmation) {
        await refresh().catch(() => undefined);
        return void navigate(confirmationPath(payload.confirmation), { replace: true });
      }
      setErrors(
        payload && payload.errors.length > 0 ? payload.errors.map((item) => item.message) : [GENERIC_ERROR_MESSAGE],
      );
    } catch (caught) {
      setErrors(errorMessages(caught));
    }
  }

  return (
    <ConfirmationLayout
      title="Continue with Explorer?"
      tone="info"
      actions={[
        <Button key="confirm" loading={choosing.loading} onClick={() => void confirm()}>
          Yes, continue with Explorer
        </Button>,
        <Button key="back" asChild variant="outline">
          <RouterLink to={OFFERINGS_PATH}>Back to plans</RouterLink>
        </Button>,
      ]}
    >
      <Text>Explorer is free, for as long as you like. It includes:</Text>
      <List.Root ps={5} gap={1}>
        {PLAN_FEATURES.EXPLORER.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List.Root>
      <Text>It does not include:</Text>
      <List.Root ps={5} gap={1}>
        {NOT_INCLUDED.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List.Root>
      {trialing ? (
        <Text fontWeight="medium">Your free trial of Innovator ends as soon as you choose Explorer.</Text>
      ) : null}
      {errors.map((message) => (
        <ErrorAlert key={message} message={message} />
      ))}
    </ConfirmationLayout>
  );
}
