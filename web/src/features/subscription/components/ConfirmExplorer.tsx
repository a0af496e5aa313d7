import { Button, List, Skeleton, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { OFFERINGS_PATH } from '../../../shared/paths';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { useSubscriptionChange } from '../useSubscriptionChange';
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
        ...UserErrorFields
      }
    }
  }
`);

export const ConfirmExplorerFragment = graphql(`
  fragment ConfirmExplorer_plan on PlanDescription {
    name
    includes
    limits
  }
`);

export interface ConfirmExplorerProps {
  /** Explorer as the api's catalog describes it; undefined while it loads. */
  plan: FragmentType<typeof ConfirmExplorerFragment> | undefined;
  /** A running trial ends when Explorer is chosen: say so. */
  trialing: boolean;
}

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <List.Root ps={5} gap={1}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List.Root>
  );
}

/** 'Confirming Explorer choice' (spec §4): what Explorer has and lacks, before `chooseExplorer`. */
export function ConfirmExplorer({ trialing, ...props }: ConfirmExplorerProps) {
  const plan = getFragmentData(ConfirmExplorerFragment, props.plan);
  const [choose, choosing] = useMutation(ConfirmExplorerChooseDocument);
  const { change, errors } = useSubscriptionChange({ replace: true });

  const confirm = () => change(async () => (await choose()).data?.chooseExplorer);

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
      {plan ? <Lines lines={plan.includes} /> : <Skeleton height="20" aria-label="Loading what Explorer includes" />}
      {plan && plan.limits.length > 0 ? (
        <>
          <Text>Its limits:</Text>
          <Lines lines={plan.limits} />
        </>
      ) : null}
      {trialing ? (
        <Text fontWeight="medium">Your free trial of Innovator ends as soon as you choose Explorer.</Text>
      ) : null}
      <ErrorAlerts messages={errors} />
    </ConfirmationLayout>
  );
}
