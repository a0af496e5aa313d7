import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { loadSdk } from './sdk.js';

/**
 * SDK client for the user pool. With an emulator endpoint: dummy credentials and a single attempt
 * (the SDK would otherwise retry the emulator's 500s); without: the default AWS credential chain.
 */
export async function createIdentityClient(options: {
  region: string;
  endpoint?: string | undefined;
}): Promise<CognitoIdentityProviderClient> {
  const sdk = await loadSdk();
  if (options.endpoint) {
    return new sdk.CognitoIdentityProviderClient({
      region: options.region,
      endpoint: options.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
  }
  return new sdk.CognitoIdentityProviderClient({ region: options.region });
}

/** The SDK's service exceptions carry their Cognito name in `name`. */
export function isIdentityError(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}
