import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../__generated__';
import { LOGIN_PATH } from '../paths';

export const SignOutDocument = graphql(`
  mutation SignOut {
    signOut {
      success
    }
  }
`);

/** Signs out: the bff revokes the session, then local data is dropped and sign-in shows. */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(SignOutDocument);

  const signOut = useCallback(async () => {
    try {
      await mutate();
    } catch {
      // Even if the server could not be told, nothing of this session may stay on screen.
    }
    // Leave the signed-in page first, so it never re-renders against an emptied cache.
    await navigate(LOGIN_PATH, { replace: true });
    await client.clearStore();
  }, [client, mutate, navigate]);

  return { signOut, signingOut: loading };
}
