import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { loadSdk } from './sdk.js';
import { buildIdentityConfig, type IdentityConfig } from '../config.js';
import { createIdentityClient, isIdentityError } from './identity-client.js';

export interface EnsureIdentityPoolOptions {
  endpoint: string;
  region?: string;
  /** Where `pool.json` ({ userPoolId, clientId }) is kept so restarts reuse the pool. */
  dataDir: string;
  adminGroup?: string;
}

interface PoolIds {
  userPoolId: string;
  clientId: string;
}

/**
 * Makes sure the emulator has the 'trialbridge' pool, its public app client and the admin group,
 * creating what is missing. Development and tests only: production pools are provisioned by infra.
 */
export async function ensureIdentityPool(options: EnsureIdentityPoolOptions): Promise<IdentityConfig> {
  const region = options.region ?? 'us-east-1';
  const adminGroup = options.adminGroup ?? 'admin';
  const client = await createIdentityClient({ region, endpoint: options.endpoint });
  try {
    const file = join(options.dataDir, 'pool.json');
    let ids = readPoolIds(file);
    if (!ids || !(await poolExists(client, ids))) {
      ids = await createPool(client);
      mkdirSync(options.dataDir, { recursive: true });
      writeFileSync(file, `${JSON.stringify(ids, null, 2)}\n`);
    }
    await ensureGroup(client, ids.userPoolId, adminGroup);
    return buildIdentityConfig({ region, endpoint: options.endpoint, adminGroup, ...ids });
  } finally {
    client.destroy();
  }
}

function readPoolIds(file: string): PoolIds | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PoolIds>;
    return parsed.userPoolId && parsed.clientId ? { userPoolId: parsed.userPoolId, clientId: parsed.clientId } : null;
  } catch {
    return null;
  }
}

async function poolExists(client: CognitoIdentityProviderClient, ids: PoolIds): Promise<boolean> {
  const sdk = await loadSdk();
  try {
    await client.send(new sdk.DescribeUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.clientId }));
    return true;
  } catch (error) {
    if (isIdentityError(error, 'ResourceNotFoundException')) return false;
    throw error;
  }
}

async function createPool(client: CognitoIdentityProviderClient): Promise<PoolIds> {
  const sdk = await loadSdk();
  const pool = await client.send(
    new sdk.CreateUserPoolCommand({
      PoolName: 'trialbridge',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('CreateUserPool returned no id');
  await client.send(
    new sdk.SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
  const app = await client.send(
    new sdk.CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'trialbridge-web',
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      EnableTokenRevocation: true,
    }),
  );
  const clientId = app.UserPoolClient?.ClientId;
  if (!clientId) throw new Error('CreateUserPoolClient returned no id');
  return { userPoolId, clientId };
}

async function ensureGroup(client: CognitoIdentityProviderClient, userPoolId: string, group: string): Promise<void> {
  const sdk = await loadSdk();
  try {
    await client.send(
      new sdk.CreateGroupCommand({
        UserPoolId: userPoolId,
        GroupName: group,
        Description: 'Platform administrators (may impersonate users).',
      }),
    );
  } catch (error) {
    if (!isIdentityError(error, 'GroupExistsException')) throw error;
  }
}
