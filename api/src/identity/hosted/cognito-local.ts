import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The slice of cognito-local's (CommonJS, untyped for deep imports) internals the hosted sign-in uses. */
export interface PoolUser {
  Username: string;
  Attributes: { Name: string; Value?: string }[];
  Enabled: boolean;
  UserStatus: string;
  Password: string;
  UserCreateDate: Date;
  UserLastModifiedDate: Date;
  RefreshTokens: string[];
}

export interface AppClient {
  ClientId: string;
  UserPoolId: string;
  CallbackURLs?: string[];
  /** The identity providers the client may use (kept by cognito-local's UpdateUserPoolClient). */
  SupportedIdentityProviders?: string[];
}

export interface Ctx {
  logger: Logger;
}

export interface Logger {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  debug(...args: unknown[]): void;
  child(bindings: object): Logger;
}

export interface UserPool {
  options: { Id: string };
  getUserByUsername(ctx: Ctx, username: string): Promise<PoolUser | null>;
  saveUser(ctx: Ctx, user: PoolUser): Promise<void>;
  listUserGroupMembership(ctx: Ctx, user: PoolUser): Promise<string[]>;
  storeRefreshToken(ctx: Ctx, token: string, user: PoolUser): Promise<void>;
}

export interface IssuedTokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

export interface TokenGenerator {
  generate(
    ctx: Ctx,
    user: PoolUser,
    groups: string[],
    client: AppClient,
    clientMetadata: Record<string, string> | undefined,
    source: string,
  ): Promise<IssuedTokens>;
}

export interface CognitoServices {
  clock: { get(): Date };
  cognito: {
    getAppClient(ctx: Ctx, clientId: string): Promise<AppClient | null>;
    /** Rejects (ResourceNotFoundException) for an unknown pool. */
    getUserPool(ctx: Ctx, userPoolId: string): Promise<UserPool>;
    getUserPoolForClientId(ctx: Ctx, clientId: string): Promise<UserPool>;
  };
  config: { TokenConfig: { IssuerDomain: string } };
  tokenGenerator: TokenGenerator;
}

export interface CognitoLocal {
  services: CognitoServices;
  logger: Logger;
  /** cognito-local's express application, as a plain Node request handler. */
  application: (req: IncomingMessage, res: ServerResponse) => void;
}

const requireFromCognito = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- CommonJS internals without usable types
const load = (path: string): any => requireFromCognito(path);

/** The logger of cognito-local's own bin: its confirmation-code boxes must print exactly as before. */
export function createCognitoLogger(): Logger {
  const pino = load('pino');
  const pretty = load('pino-pretty');
  return pino(
    { level: process.env.DEBUG ? 'debug' : 'info' },
    pretty({
      colorize: true,
      ignore: 'pid,name,hostname',
      singleLine: true,
      messageFormat: (log: Record<string, string>, key: string) =>
        `${log.reqId ?? 'NONE'} ${log.target ?? 'NONE'} ${log[key]}`,
    }),
  ) as Logger;
}

/**
 * cognito-local's `createDefaultServer`, step by step (same `.cognito/` dirs under cwd, same PORT,
 * HOST and CODE handling), except that the token generator passes through `wrapTokens`, which is
 * how federated users' ID tokens get their `identities` claim on every path, SDK refreshes included.
 */
export async function createCognitoLocal(
  logger: Logger,
  wrapTokens: (inner: TokenGenerator) => TokenGenerator,
): Promise<CognitoLocal> {
  const AWS = load('aws-sdk');
  const svc = load('./lib/services');
  const { CognitoServiceFactoryImpl } = load('./lib/services/cognitoService');
  const { CryptoService } = load('./lib/services/crypto');
  const { StormDBDataStoreFactory } = load('./lib/services/dataStore/stormDb');
  const { ConsoleMessageSender } = load('./lib/services/messageDelivery/consoleMessageSender');
  const { MessageDeliveryService } = load('./lib/services/messageDelivery/messageDelivery');
  const { otp } = load('./lib/services/otp');
  const { JwtTokenGenerator } = load('./lib/services/tokenGenerator');
  const { UserPoolServiceFactoryImpl } = load('./lib/services/userPoolService');
  const { loadConfig } = load('./lib/server/config');
  const { Router } = load('./lib/server/Router');
  const { createServer } = load('./lib/server/server');

  const configDirectory = '.cognito';
  const dataDirectory = `${configDirectory}/db`;
  const ctx = { logger };
  const config = await loadConfig(ctx, new StormDBDataStoreFactory(configDirectory));
  const clock = new svc.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognito = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const triggers = new svc.TriggersService(
    clock,
    cognito,
    new svc.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const services = {
    clock,
    cognito,
    config,
    messages: new svc.MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    tokenGenerator: wrapTokens(new JwtTokenGenerator(clock, triggers, config.TokenConfig)),
    triggers,
  };
  const server = createServer(Router(services), logger, config.ServerConfig, services);
  return { services, logger, application: server.application };
}

/** cognito-local's private key (PEM): tokens re-signed with it verify against the emulator's JWKS (kid CognitoLocal). */
export function cognitoSigningKeyPem(): string {
  return (load('./lib/keys/cognitoLocal.private.json') as { pem: string }).pem;
}
