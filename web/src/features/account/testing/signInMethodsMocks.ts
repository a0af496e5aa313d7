// Answers for My account › Security's sign-in methods (`signInMethods`, `unlinkSignInMethod`).
import type { MockLink } from '@apollo/client/testing';
import type { SignInMethodKind, SocialProvider } from '../../../__generated__/graphql';
import { SignInMethodsCardQueryDocument, SignInMethodsCardUnlinkDocument } from '../components/SignInMethodsCard';

export function signInMethod(
  kind: SignInMethodKind,
  fields: { email?: string; linkedAt?: string; canUnlink?: boolean } = {},
) {
  return {
    __typename: 'SignInMethod' as const,
    kind,
    email: fields.email ?? null,
    linkedAt: fields.linkedAt ?? null,
    canUnlink: fields.canUnlink ?? false,
  };
}

export type TestSignInMethod = ReturnType<typeof signInMethod>;

/** The password alone: what every account has before linking a provider. */
export const PASSWORD_ONLY = [signInMethod('PASSWORD')];

/** `signInMethods` answering `methods`; `asked()` says whether it was requested. */
export function signInMethodsMock(methods: readonly TestSignInMethod[] = PASSWORD_ONLY) {
  let asked = false;
  const mock: MockLink.MockedResponse = {
    request: { query: SignInMethodsCardQueryDocument },
    result: () => {
      asked = true;
      return { data: { signInMethods: methods } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, asked: () => asked };
}

/** `unlinkSignInMethod` for `provider`, answering the methods after it and any refusals. */
export function unlinkMock(
  provider: SocialProvider,
  methods: readonly TestSignInMethod[],
  errors: { __typename: 'UserError'; code: string; field: string | null; message: string }[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: SignInMethodsCardUnlinkDocument, variables: { input: { provider } } },
    result: { data: { unlinkSignInMethod: { __typename: 'SignInMethodsPayload', methods, errors } } },
  };
}
