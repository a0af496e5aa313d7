import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import type { CompanySignInQuery } from '../../__generated__/graphql';

export const CompanySignInDocument = graphql(`
  query CompanySignIn($email: String!, $returnTo: String) {
    companySignIn(email: $email, returnTo: $returnTo) {
      companyName
      required
      startPath
    }
  }
`);

/** The company whose own provider signs an email in, and whether the password is refused for it. */
export type CompanySignInAnswer = NonNullable<CompanySignInQuery['companySignIn']>;

export interface CompanySignInLookup {
  /** The answer for the email as typed now; null when none, not asked yet, or the email changed since. */
  answer: CompanySignInAnswer | null;
  /** Asks about `email` (once per email); resolves to the answer, null for none or a failure. */
  check: (email: string) => Promise<CompanySignInAnswer | null>;
  /** The email as typed: an answer for another email stops showing. */
  typed: (email: string) => void;
}

const MAX_EMAIL = 254;
const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const normalize = (email: string) => email.trim().toLowerCase();

/** Whether an email is worth asking about: something@domain.tld, within the SDL's 254 characters. */
export const isPlausibleEmail = (email: string): boolean =>
  email.length <= MAX_EMAIL && PLAUSIBLE_EMAIL.test(normalize(email));

/**
 * Whether an email on /login signs in through its company's own provider (`companySignIn`).
 * Asked when the email field loses focus and before a submit, never per keystroke. A failure
 * counts as "no": the password form stays, and the api refuses a password it does not take.
 */
export function useCompanySignIn(returnTo: string | null): CompanySignInLookup {
  const client = useApolloClient();
  const [checked, setChecked] = useState<{ email: string; answer: CompanySignInAnswer | null } | null>(null);
  const [current, setCurrent] = useState('');
  // The email of the latest question: an older answer arriving late is dropped.
  const latest = useRef('');

  const check = useCallback(
    async (email: string) => {
      const normalized = normalize(email);
      setCurrent(normalized);
      latest.current = normalized;
      if (!isPlausibleEmail(normalized)) return null;
      let answer: CompanySignInAnswer | null;
      try {
        const { data } = await client.query({
          query: CompanySignInDocument,
          variables: { email: normalized, returnTo },
        });
        answer = data?.companySignIn ?? null;
      } catch {
        answer = null;
      }
      if (latest.current === normalized) setChecked({ email: normalized, answer });
      return answer;
    },
    [client, returnTo],
  );

  const typed = useCallback((email: string) => setCurrent(normalize(email)), []);

  return { answer: checked && checked.email === current ? checked.answer : null, check, typed };
}
