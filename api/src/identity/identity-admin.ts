import { randomBytes } from 'node:crypto';
import type { CognitoIdentityProviderClient, OAuthFlowType } from '@aws-sdk/client-cognito-identity-provider';
import { loadSdk } from './sdk.js';
import { isIdentityError } from './identity-client.js';

/** The api's administrative use of the user pool (the bff does sign-in itself). */
export interface IdentityAdmin {
  /** The identity user's `sub` for this email, or null when none exists. */
  findSub(email: string): Promise<string | null>;
  /** Creates a confirmed user (email verified, no invitation mail) with a permanent password; returns its sub. */
  createUser(email: string, password: string): Promise<string>;
  setPassword(email: string, password: string): Promise<void>;
  addToGroup(email: string, group: string): Promise<void>;
  /** Whether the identity user signs in with a second factor (an authenticator app or SMS). */
  mfaEnabled(email: string): Promise<boolean>;
  /** Deletes the identity user; an unknown email is not an error (already gone). */
  deleteUser(email: string): Promise<void>;
  /** Creates the pool's OpenID Connect provider `name`, or replaces its settings when it exists (company SSO). */
  upsertOidcProvider(name: string, settings: OidcProviderSettings): Promise<void>;
  /** Deletes the pool's provider `name`; an unknown one is not an error (already gone). */
  deleteProvider(name: string): Promise<void>;
  /** Lets the app client `clientId` sign in through provider `name` (or stops it), keeping the client's other settings. */
  allowProviderOnClient(clientId: string, name: string, allowed: boolean): Promise<void>;
}

/** A company's OpenID Connect provider as the pool federates to it. */
export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
}

export function createIdentityAdmin(client: CognitoIdentityProviderClient, userPoolId: string): IdentityAdmin {
  const findSub = async (email: string): Promise<string | null> => {
    try {
      const sdk = await loadSdk();
      const user = await client.send(new sdk.AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
      return user.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? null;
    } catch (error) {
      if (isIdentityError(error, 'UserNotFoundException')) return null;
      throw error;
    }
  };
  const setPassword = async (email: string, password: string): Promise<void> => {
    const sdk = await loadSdk();
    await client.send(
      new sdk.AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
  };
  return {
    ...providerAdmin(client, userPoolId),
    findSub,
    setPassword,
    async createUser(email, password) {
      const sdk = await loadSdk();
      const created = await client.send(
        new sdk.AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      // Permanent password: the user chose it in our own flow, no FORCE_CHANGE_PASSWORD round.
      await setPassword(email, password);
      const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? (await findSub(email));
      if (!sub) throw new Error('Identity user created without a sub');
      return sub;
    },
    async addToGroup(email, group) {
      const sdk = await loadSdk();
      await client.send(
        new sdk.AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }),
      );
    },
    async mfaEnabled(email) {
      const sdk = await loadSdk();
      try {
        const user = await client.send(new sdk.AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
        return (user.UserMFASettingList ?? []).length > 0;
      } catch (error) {
        if (isIdentityError(error, 'UserNotFoundException')) return false;
        throw error;
      }
    },
    async deleteUser(email) {
      const sdk = await loadSdk();
      try {
        await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: email }));
      } catch (error) {
        if (!isIdentityError(error, 'UserNotFoundException')) throw error;
      }
    },
  };
}

/** The attributes a company provider's ID token fills in the pool user (as for the social providers). */
const ATTRIBUTE_MAPPING = {
  email: 'email',
  email_verified: 'email_verified',
  given_name: 'given_name',
  family_name: 'family_name',
};
const CLIENT_FLOWS: OAuthFlowType[] = ['code'];
const CLIENT_SCOPES = ['openid', 'email', 'profile'];

type ProviderAdmin = Pick<IdentityAdmin, 'upsertOidcProvider' | 'deleteProvider' | 'allowProviderOnClient'>;

/** The pool's identity providers and which of them the app client offers (company single sign-on). */
function providerAdmin(client: CognitoIdentityProviderClient, userPoolId: string): ProviderAdmin {
  return {
    async upsertOidcProvider(name, settings) {
      const sdk = await loadSdk();
      const details = {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        oidc_issuer: settings.issuer,
        authorize_scopes: settings.scopes.join(' '),
        attributes_request_method: 'GET',
      };
      const provider = { UserPoolId: userPoolId, ProviderName: name, AttributeMapping: ATTRIBUTE_MAPPING };
      try {
        await client.send(new sdk.UpdateIdentityProviderCommand({ ...provider, ProviderDetails: details }));
      } catch (error) {
        if (!isIdentityError(error, 'ResourceNotFoundException')) throw error;
        await client.send(
          new sdk.CreateIdentityProviderCommand({ ...provider, ProviderType: 'OIDC', ProviderDetails: details }),
        );
      }
    },
    async deleteProvider(name) {
      const sdk = await loadSdk();
      try {
        await client.send(new sdk.DeleteIdentityProviderCommand({ UserPoolId: userPoolId, ProviderName: name }));
      } catch (error) {
        if (!isIdentityError(error, 'ResourceNotFoundException')) throw error;
      }
    },
    async allowProviderOnClient(clientId, name, allowed) {
      const sdk = await loadSdk();
      const described = await client.send(
        new sdk.DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }),
      );
      const current = described.UserPoolClient;
      if (!current) throw new Error(`The app client ${clientId} does not exist`);
      const others = (current.SupportedIdentityProviders ?? []).filter((p) => p !== name && p !== 'COGNITO');
      const union = <T>(list: T[] | undefined, more: T[]): T[] => [...new Set([...(list ?? []), ...more])];
      // Real Cognito resets every setting an update leaves out: the client's whole configuration goes back.
      await client.send(
        new sdk.UpdateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientId: clientId,
          ClientName: current.ClientName,
          RefreshTokenValidity: current.RefreshTokenValidity,
          AccessTokenValidity: current.AccessTokenValidity,
          IdTokenValidity: current.IdTokenValidity,
          TokenValidityUnits: current.TokenValidityUnits,
          ReadAttributes: current.ReadAttributes,
          WriteAttributes: current.WriteAttributes,
          ExplicitAuthFlows: current.ExplicitAuthFlows,
          CallbackURLs: current.CallbackURLs,
          LogoutURLs: current.LogoutURLs,
          DefaultRedirectURI: current.DefaultRedirectURI,
          AnalyticsConfiguration: current.AnalyticsConfiguration,
          PreventUserExistenceErrors: current.PreventUserExistenceErrors,
          EnableTokenRevocation: current.EnableTokenRevocation,
          EnablePropagateAdditionalUserContextData: current.EnablePropagateAdditionalUserContextData,
          AuthSessionValidity: current.AuthSessionValidity,
          RefreshTokenRotation: current.RefreshTokenRotation,
          SupportedIdentityProviders: ['COGNITO', ...others, ...(allowed ? [name] : [])],
          AllowedOAuthFlows: union(current.AllowedOAuthFlows, CLIENT_FLOWS),
          AllowedOAuthScopes: union(current.AllowedOAuthScopes, CLIENT_SCOPES),
          AllowedOAuthFlowsUserPoolClient: true,
        }),
      );
    },
  };
}

/** A password for the identity pool that nobody is told (an account that signs in through a provider): it meets every rule of the policy. */
export const unknowablePassword = (): string => `Aa1!${randomBytes(24).toString('base64url')}`;

/**
 * The sub of `email`'s identity user, with `password` set: created now, or found (a retry after
 * a failure further on finds the one created the first time).
 */
export async function ensureIdentityUser(admin: IdentityAdmin, email: string, password: string): Promise<string> {
  const existing = await admin.findSub(email);
  if (!existing) return admin.createUser(email, password);
  await admin.setPassword(email, password);
  return existing;
}
