import { Alert } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { clearPendingReferral, pendingReferral, savePendingReferral } from '../pendingReferral';
import { ReferralInviteNoteDocument } from '../reward.documents';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * On the register page: keeps the code of `?ref=` for the claim after the first sign-in, and
 * says who invites (company and first name only); an unknown code is dropped with a word.
 */
export function ReferralInviteNote() {
  const [params] = useSearchParams();
  const ref = params.get('ref')?.trim() ?? '';
  const [kept] = useState(() => pendingReferral());
  const code = CODE.test(ref) ? ref : kept;
  useEffect(() => {
    if (CODE.test(ref)) savePendingReferral(ref);
  }, [ref]);
  const { data } = useQuery(ReferralInviteNoteDocument, { variables: { code: code ?? '' }, skip: !code });
  const unknown = data !== undefined && data.referralInvite === null;
  useEffect(() => {
    if (unknown) clearPendingReferral();
  }, [unknown]);

  if (!code || !data) return null;
  const invite = data.referralInvite;
  return (
    <Alert.Root status={invite ? 'info' : 'warning'} variant="subtle">
      <Alert.Indicator />
      <Alert.Description>
        {invite
          ? `${invite.referrerFirstName} at ${invite.companyName} invited you. Register your company to accept the invite.`
          : 'This invite link is not valid. You can still register.'}
      </Alert.Description>
    </Alert.Root>
  );
}
