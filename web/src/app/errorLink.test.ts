import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createSessionErrorLink } from './errorLink';

const query = gql`
  query Probe {
    viewer {
      email
    }
  }
`;

// A real client over a link that answers `result`, as the bff would.
function run(onSessionEnded: (message: string, code: string) => void, result: ApolloLink.Result) {
  const link = ApolloLink.from([createSessionErrorLink(onSessionEnded), new ApolloLink(() => of(result))]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return client.query({ query }).catch((error: unknown) => error);
}

describe('createSessionErrorLink', () => {
  it.each(['UNAUTHENTICATED', 'USER_INACTIVE', 'COMPANY_INACTIVE', 'MEMBERSHIP_PENDING'])(
    'reports the message and code when an error has code %s',
    async (code) => {
      const onSessionEnded = vi.fn();
      await run(onSessionEnded, { errors: [{ message: 'User is disabled.', extensions: { code } }] });
      expect(onSessionEnded).toHaveBeenCalledWith('User is disabled.', code);
    },
  );

  it('stays silent when the error is of another kind', async () => {
    const onSessionEnded = vi.fn();
    await run(onSessionEnded, { errors: [{ message: 'Not allowed.', extensions: { code: 'FORBIDDEN' } }] });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('stays silent when the operation succeeds', async () => {
    const onSessionEnded = vi.fn();
    await run(onSessionEnded, { data: { viewer: null } });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
