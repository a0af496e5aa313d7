import type * as CognitoSdk from '@aws-sdk/client-cognito-identity-provider';

type Sdk = typeof CognitoSdk;

let loading: Promise<Sdk> | undefined;

/**
 * The Cognito SDK, loaded on first use: only the identity paths pay for it (it is large), and
 * code that never talks to the identity service (most tests) never loads it.
 */
export function loadSdk(): Promise<Sdk> {
  loading ??= import('@aws-sdk/client-cognito-identity-provider');
  return loading;
}
