import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
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
