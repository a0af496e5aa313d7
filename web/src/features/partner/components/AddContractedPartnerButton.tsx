import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useContext, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ModalContext } from '../../../shared/modals/modalContext';
import { useViewer } from '../../../shared/session/useViewer';
import { sendForMessages } from '../../../ui/useMutationForm';
import { AddContractedPartnerDocument } from '../partner.documents';
import { contractedPartnerPath } from '../partnerUrls';

export interface AddContractedPartnerButtonProps {
  companyId: string;
  companyName: string;
  /** `Company.isContractedPartner`: the mutation answers the company, so it updates in the cache. */
  isContractedPartner: boolean;
  /** Adds the company's name to the accessible name, where many such buttons share a page. */
  nameInLabel?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * "Add as contracted partner" on another company (hidden without CONTRACTED_PARTNERS and on the
 * viewer's own company); once added, spec §4's "contracted partner added" modal, and the button
 * becomes a "Contracted partner" link to the partner's details.
 */
export function AddContractedPartnerButton({
  companyId,
  companyName,
  isContractedPartner,
  nameInLabel = false,
  size = 'sm',
}: AddContractedPartnerButtonProps) {
  const viewer = useViewer();
  // The shell's modal manager (spec §4: one at a time); absent where a component is shown alone.
  const modals = useContext(ModalContext);
  const [add, { loading }] = useMutation(AddContractedPartnerDocument);
  const [errors, setErrors] = useState<string[]>([]);
  if (!viewer?.permissions.includes('CONTRACTED_PARTNERS') || viewer.user?.company?.id === companyId) return null;
  const suffix = nameInLabel ? `: ${companyName}` : '';

  if (isContractedPartner)
    return (
      <Button asChild size={size} variant="subtle" colorPalette="green">
        <RouterLink to={contractedPartnerPath(companyId)} aria-label={`Contracted partner, open details${suffix}`}>
          ✓ Contracted partner
        </RouterLink>
      </Button>
    );

  const onClick = async () => {
    const messages = await sendForMessages(
      async () => (await add({ variables: { companyId } })).data?.addContractedPartner,
    );
    setErrors(messages ?? []);
    if (!messages) modals?.open('contractedPartnerAdded', { companyName, companyId });
  };

  return (
    <Stack gap={1} align="flex-start">
      <Button
        size={size}
        variant="outline"
        loading={loading}
        aria-label={`Add as contracted partner${suffix}`}
        onClick={() => void onClick()}
      >
        Add as contracted partner
      </Button>
      {errors.length > 0 ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {errors.join(' ')}
        </Text>
      ) : null}
    </Stack>
  );
}
