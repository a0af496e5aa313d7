import type { BffConfig } from '../../config.js';
import type { SocialProviderName } from './social-sign-in.api.js';
import { POOL_PROVIDER_NAMES } from './social-sign-in.messages.js';

export interface SocialSignInSettings {
  /** The providers offered; an empty list turns social sign-in off (its buttons then say so). */
  providers: SocialProviderName[];
  /** The user pool's issuer, whose discovery document names the hosted sign-in's endpoints. */
  issuer: string;
  /** Seconds a call to the hosted sign-in may take before the provider counts as down. */
  timeoutSeconds: number;
}

/**
 * SOCIAL_SIGN_IN_PROVIDERS: the pool's identity provider names offered, comma-separated (e.g.
 * `Google,Microsoft,LinkedIn`; default: all three with the identity emulator, none with a real
 * pool until its providers are set up). SOCIAL_SIGN_IN_ISSUER: the issuer to discover (default
 * the pool's). SOCIAL_SIGN_IN_TIMEOUT_SECONDS: default 5.
 */
export function socialSignInSettings(config: BffConfig, env: NodeJS.ProcessEnv = process.env): SocialSignInSettings {
  const configured = env.SOCIAL_SIGN_IN_PROVIDERS?.trim();
  const names =
    configured !== undefined
      ? configured.split(',')
      : config.cognito.endpoint
        ? Object.values(POOL_PROVIDER_NAMES)
        : [];
  const byName = new Map(Object.entries(POOL_PROVIDER_NAMES).map(([provider, name]) => [name.toLowerCase(), provider]));
  const providers = names.flatMap((name) => {
    const provider = byName.get(name.trim().toLowerCase());
    return provider ? [provider as SocialProviderName] : [];
  });
  const timeout = Number(env.SOCIAL_SIGN_IN_TIMEOUT_SECONDS ?? 5);
  return {
    providers,
    issuer: env.SOCIAL_SIGN_IN_ISSUER?.trim() || config.cognito.issuer,
    timeoutSeconds: Number.isFinite(timeout) && timeout > 0 ? timeout : 5,
  };
}
