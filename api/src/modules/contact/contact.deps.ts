import type { DepsContext } from '../../http/module.js';

export interface ContactDeps {
  /** CONTACT_FORM_ENABLED (default true): false is the operator's hard off (spec §8's 181), which the admin switch cannot override. */
  enabled: boolean;
  /** CONTACT_EMAIL (default SUPPORT_EMAIL, then support@trialbridge.example): where messages are mailed. */
  supportEmail: string;
}

declare module '../../http/types.js' {
  interface FeatureDeps {
    /** The Contact Us form's settings (docs/contact.md); unset, the defaults. */
    contact?: ContactDeps;
  }
}

export const DEFAULT_CONTACT_DEPS: ContactDeps = { enabled: true, supportEmail: 'support@trialbridge.example' };

/** Reads the settings at start; a value other than true/false is refused, not guessed. */
export function contactDepsFromEnv(env: DepsContext['env']): ContactDeps {
  const raw = env.CONTACT_FORM_ENABLED?.trim().toLowerCase();
  if (raw !== undefined && raw !== '' && raw !== 'true' && raw !== 'false')
    throw new Error(`CONTACT_FORM_ENABLED must be true or false, not "${raw}"`);
  const supportEmail = env.CONTACT_EMAIL?.trim() || env.SUPPORT_EMAIL?.trim() || DEFAULT_CONTACT_DEPS.supportEmail;
  if (!/^[^\s@]+@[^\s@]+$/.test(supportEmail)) throw new Error('CONTACT_EMAIL must be an email address');
  return { enabled: raw !== 'false', supportEmail };
}
