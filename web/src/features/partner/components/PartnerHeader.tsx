import { Avatar, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { routePath } from '../../../shared/routing/routePath';
import { AppLink } from '../../../ui/AppLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { sendForMessages } from '../../../ui/useMutationForm';
import { RemoveContractedPartnerDocument } from '../partner.documents';
import { fullName } from '../partnerLabels';
import { CONTRACTED_PARTNERS_PATH } from '../partnerUrls';
import { Stars } from './Stars';

export interface PartnerHeaderProps {
  partner: {
    id: string;
    name: string;
    alias: string;
    logoUrl?: string | null;
    addedAt: string;
    addedBy?: { firstName: string; lastName: string } | null;
    rating: { overall?: number | null; count: number };
  };
}

/** The partner's name, logo and profile link, when and by whom it was added, and removing it (confirmed). */
export function PartnerHeader({ partner }: PartnerHeaderProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [remove, { loading }] = useMutation(RemoveContractedPartnerDocument, {
    refetchQueries: ['ContractedPartners'],
  });
  const confirm = async () => {
    const messages = await sendForMessages(
      async () => (await remove({ variables: { companyId: partner.id } })).data?.removeContractedPartner,
    );
    setConfirming(false);
    if (messages) setErrors(messages);
    else void navigate(CONTRACTED_PARTNERS_PATH);
  };
  const added = `Added ${formatDate(partner.addedAt) ?? ''}${partner.addedBy ? ` by ${fullName(partner.addedBy)}` : ''}`;
  return (
    <Stack gap={3}>
      <AppLink to={CONTRACTED_PARTNERS_PATH} fontSize="sm">
        ← All contracted partners
      </AppLink>
      <Flex gap={4} align="center" wrap="wrap" justify="space-between">
        <HStack gap={4} minW={0}>
          <Avatar.Root size="lg" shape="rounded">
            {partner.logoUrl ? <Avatar.Image src={partner.logoUrl} alt="" /> : null}
            <Avatar.Fallback name={partner.name} />
          </Avatar.Root>
          <Stack gap={1} minW={0}>
            <Heading as="h1" size="2xl" overflowWrap="anywhere">
              {partner.name}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {added}
            </Text>
            <Stars value={partner.rating.overall} count={partner.rating.count} />
          </Stack>
        </HStack>
        <HStack gap={3} wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={routePath('/companies/:alias', { alias: partner.alias })}>View profile</RouterLink>
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Remove partner
          </Button>
        </HStack>
      </Flex>
      <ErrorAlerts messages={errors} />
      <ConfirmDialog
        open={confirming}
        title={`Remove ${partner.name}?`}
        description="It leaves your contracted partners, with its labels, your colleagues' notes and ratings. Documents stay in your documents."
        confirmLabel="Remove partner"
        cancelLabel="Keep it"
        destructive
        confirming={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
