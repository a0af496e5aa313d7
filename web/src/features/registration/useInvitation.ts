import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../__generated__';
import type { CompanyUserRole } from '../../__generated__/graphql';
import { updateRegistration } from './registrationStore';

export const RegisterInvitationQueryDocument = graphql(`
  query RegisterInvitation($token: String!) {
    memberInvitation(token: $token) {
      companyName
      invitedBy
      email
      role
      state
      expiresAt
    }
  }
`);

/**
 * The invitation of `/register?invitation=<token>`: while it is open, the registration goes through
 * it (its address, its company); a closed or unknown one leaves the registration as it is without.
 */
export function useInvitation(token: string | null) {
  const { data, error, refetch } = useQuery(RegisterInvitationQueryDocument, {
    variables: { token: token ?? '' },
    skip: !token,
  });
  const preview = data ? data.memberInvitation : undefined;

  useEffect(() => {
    if (!token || preview === undefined) return;
    if (preview?.state === 'OPEN') {
      const { email, companyName, role } = preview;
      updateRegistration((current) => ({
        invitation: { token, email, companyName, role },
        joinRequest: { ...current.joinRequest, email },
      }));
    } else updateRegistration(() => ({ invitation: null }));
  }, [token, preview]);

  return { preview, error, refetch };
}

/** The invited role in a sentence: 'a member', 'a company admin'. */
export const roleWithArticle = (role: CompanyUserRole): string =>
  role === 'COMPANY_ADMIN' ? 'a company admin' : 'a member';
