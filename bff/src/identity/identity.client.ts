import type { AuthenticationResultType, ChallengeNameType } from '@aws-sdk/client-cognito-identity-provider';
import type { CognitoConfig } from '../config.js';
import type { IdentityFailure } from '../errors/identity.errors.js';

export interface IdentityTokens {
  idToken: string;
  accessToken: string;
  /** Absent on refresh (the old refresh token stays valid). */
  refreshToken: string | undefined;
}

/** The outcome of a sign-in step: tokens, or another challenge to answer. */
export type AuthStep =
  | { kind: 'tokens'; tokens: IdentityTokens }
  | { kind: 'challenge'; name: string; session: string; parameters: Record<string, string> };

/** Either the signed-in user's access token or a pending challenge's session. */
export type TotpAuth = { accessToken: string } | { session: string };

/** A failure of the identity service, carrying the service's exception name. */
export class IdentityError extends Error {
  constructor(readonly failure: IdentityFailure) {
    super(`${failure.name}: ${failure.message}`);
    this.name = 'IdentityError';
  }
}

/**
 * The public-client operations of the user pool the bff performs. Everything throws
 * IdentityError; tests substitute this interface.
 */
export interface IdentityClient {
  signIn(username: string, password: string): Promise<AuthStep>;
  refresh(refreshToken: string): Promise<IdentityTokens>;
  respond(challenge: { name: string; session: string }, responses: Record<string, string>): Promise<AuthStep>;
  associateSoftwareToken(auth: TotpAuth): Promise<{ secret: string; session: string | undefined }>;
  verifySoftwareToken(auth: TotpAuth, code: string): Promise<{ session: string | undefined }>;
  revoke(refreshToken: string): Promise<void>;
  forgotPassword(username: string): Promise<{ destination: string | null }>;
  confirmForgotPassword(username: string, code: string, password: string): Promise<void>;
  changePassword(accessToken: string, previous: string, proposed: string): Promise<void>;
  setTotpEnabled(accessToken: string, enabled: boolean): Promise<void>;
  /** The MFA methods enabled for the user (e.g. SOFTWARE_TOKEN_MFA). */
  mfaMethods(accessToken: string): Promise<string[]>;
  destroy(): void;
}

function toFailure(error: unknown, ServiceException: abstract new (...args: never[]) => Error): IdentityFailure {
  if (error instanceof ServiceException) return { name: error.name, message: error.message };
  // Anything that is not a service answer (refused connection, DNS, timeout) means unreachable.
  return { name: 'NetworkError', message: error instanceof Error ? error.message : String(error) };
}

function step(result: {
  AuthenticationResult?: AuthenticationResultType | undefined;
  ChallengeName?: ChallengeNameType | string | undefined;
  Session?: string | undefined;
  ChallengeParameters?: Record<string, string> | undefined;
}): AuthStep {
  const auth = result.AuthenticationResult;
  if (auth?.IdToken && auth.AccessToken) {
    return {
      kind: 'tokens',
      tokens: { idToken: auth.IdToken, accessToken: auth.AccessToken, refreshToken: auth.RefreshToken },
    };
  }
  if (result.ChallengeName && result.Session) {
    return {
      kind: 'challenge',
      name: result.ChallengeName,
      session: result.Session,
      parameters: result.ChallengeParameters ?? {},
    };
  }
  throw new IdentityError({ name: 'InvalidResponse', message: 'neither tokens nor a challenge' });
}

/**
 * The Cognito user pool through the AWS SDK (public client: no secret, no admin calls). The SDK
 * is loaded on first use, so processes given another IdentityClient (unit tests) never load it.
 */
export async function createCognitoIdentityClient(
  config: CognitoConfig,
  options: { maxAttempts?: number } = {},
): Promise<IdentityClient> {
  const {
    AssociateSoftwareTokenCommand,
    ChangePasswordCommand,
    CognitoIdentityProviderClient,
    CognitoIdentityProviderServiceException,
    ConfirmForgotPasswordCommand,
    ForgotPasswordCommand,
    GetUserCommand,
    InitiateAuthCommand,
    RespondToAuthChallengeCommand,
    RevokeTokenCommand,
    SetUserMFAPreferenceCommand,
    VerifySoftwareTokenCommand,
  } = await import('@aws-sdk/client-cognito-identity-provider');
  const sdk = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.endpoint
      ? { endpoint: config.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
    // One retry against the emulator too: it closes idle keep-alive sockets after 5 s, and a call
    // that reuses one just then fails with ECONNRESET (seen once in CI as 'Network Error' on
    // forgot-password); the SDK retries only such transient failures.
    maxAttempts: options.maxAttempts ?? (config.endpoint ? 2 : 3),
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 10_000 },
  });
  const ClientId = config.clientId;
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof IdentityError) throw error;
      throw new IdentityError(toFailure(error, CognitoIdentityProviderServiceException));
    }
  };
  const totpAuth = (auth: TotpAuth) =>
    'accessToken' in auth ? { AccessToken: auth.accessToken } : { Session: auth.session };

  return {
    signIn: (username, password) =>
      call(async () =>
        step(
          await sdk.send(
            new InitiateAuthCommand({
              ClientId,
              AuthFlow: 'USER_PASSWORD_AUTH',
              AuthParameters: { USERNAME: username, PASSWORD: password },
            }),
          ),
        ),
      ),
    refresh: (refreshToken) =>
      call(async () => {
        const result = step(
          await sdk.send(
            new InitiateAuthCommand({
              ClientId,
              AuthFlow: 'REFRESH_TOKEN_AUTH',
              AuthParameters: { REFRESH_TOKEN: refreshToken },
            }),
          ),
        );
        if (result.kind !== 'tokens')
          throw new IdentityError({ name: 'NotAuthorizedException', message: 'refresh raised a challenge' });
        return result.tokens;
      }),
    respond: (challenge, responses) =>
      call(async () =>
        step(
          await sdk.send(
            new RespondToAuthChallengeCommand({
              ClientId,
              ChallengeName: challenge.name as ChallengeNameType,
              Session: challenge.session,
              ChallengeResponses: responses,
            }),
          ),
        ),
      ),
    associateSoftwareToken: (auth) =>
      call(async () => {
        const result = await sdk.send(new AssociateSoftwareTokenCommand(totpAuth(auth)));
        if (!result.SecretCode) throw new IdentityError({ name: 'InvalidResponse', message: 'no secret code' });
        return { secret: result.SecretCode, session: result.Session };
      }),
    verifySoftwareToken: (auth, code) =>
      call(async () => {
        const result = await sdk.send(new VerifySoftwareTokenCommand({ ...totpAuth(auth), UserCode: code }));
        if (result.Status !== 'SUCCESS')
          throw new IdentityError({ name: 'CodeMismatchException', message: 'verification failed' });
        return { session: result.Session };
      }),
    revoke: (refreshToken) =>
      call(async () => void (await sdk.send(new RevokeTokenCommand({ ClientId, Token: refreshToken })))),
    forgotPassword: (username) =>
      call(async () => {
        const result = await sdk.send(new ForgotPasswordCommand({ ClientId, Username: username }));
        return { destination: result.CodeDeliveryDetails?.Destination ?? null };
      }),
    confirmForgotPassword: (username, code, password) =>
      call(
        async () =>
          void (await sdk.send(
            new ConfirmForgotPasswordCommand({
              ClientId,
              Username: username,
              ConfirmationCode: code,
              Password: password,
            }),
          )),
      ),
    changePassword: (accessToken, previous, proposed) =>
      call(
        async () =>
          void (await sdk.send(
            new ChangePasswordCommand({
              AccessToken: accessToken,
              PreviousPassword: previous,
              ProposedPassword: proposed,
            }),
          )),
      ),
    setTotpEnabled: (accessToken, enabled) =>
      call(
        async () =>
          void (await sdk.send(
            new SetUserMFAPreferenceCommand({
              AccessToken: accessToken,
              SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
            }),
          )),
      ),
    mfaMethods: (accessToken) =>
      call(async () => (await sdk.send(new GetUserCommand({ AccessToken: accessToken }))).UserMFASettingList ?? []),
    destroy: () => sdk.destroy(),
  };
}
