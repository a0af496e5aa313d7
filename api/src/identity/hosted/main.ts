// The identity emulator's process: cognito-local in-process, behind a server that adds Cognito's
// hosted sign-in with federation, local stand-ins for Google, Microsoft and LinkedIn, the pools'
// own OIDC identity providers (company single sign-on) and a local company provider to try them.
// Run with plain node from api/dist (identity/emulator.ts spawns it); env PORT, HOST, CODE, DEBUG
// as cognito-local's own bin; data in .cognito/ and identity-providers.json under the working directory.
import { createCognitoLocal, createCognitoLogger } from './cognito-local.js';
import { createCompanyIdp } from './company-idp.js';
import { createProviderDirectory } from './federated-providers.js';
import { withIdentitiesClaim } from './federated-tokens.js';
import { createFederation } from './federation.js';
import { createIdentityProviderApi } from './identity-provider-api.js';
import { createIdentityProviderStore } from './identity-provider-store.js';
import { createHostedServer } from './server.js';
import { createSocialProviders } from './social-providers.js';

const host = process.env.HOST ?? 'localhost';
const port = Number.parseInt(process.env.PORT ?? '9229', 10);
const endpoint = `http://${host}:${port}`;
const logger = createCognitoLogger();

try {
  const cognito = await createCognitoLocal(logger, withIdentitiesClaim);
  // Tokens' iss, the discovery issuer and api/src/config.ts#buildIdentityConfig all say <endpoint>/<poolId>.
  cognito.services.config.TokenConfig.IssuerDomain = endpoint;
  const social = createSocialProviders(endpoint);
  const store = createIdentityProviderStore('identity-providers.json');
  const server = createHostedServer({
    cognito,
    localProviders: [...[...social.values()].map((provider) => provider.local), createCompanyIdp(endpoint)],
    identityProviderApi: createIdentityProviderApi({ cognito, store, builtInNames: [...social.keys()] }),
    federation: createFederation(cognito, createProviderDirectory(social, store), endpoint),
    endpoint,
  });
  server.listen(port, host, () => logger.info(`Cognito Local running on ${endpoint}`));
  server.on('error', (error) => {
    logger.error(error);
    process.exit(1);
  });
} catch (error) {
  logger.error(error);
  process.exit(1);
}
