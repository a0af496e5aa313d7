import { graphql } from '../../__generated__';
import type { ChallengeForm_ChallengeFragment } from '../../__generated__/graphql';
import { safeReturnTo } from './returnTo';

/**
 * What `ChallengeForm` needs of a challenge. It lives here rather than beside the component so
 * the sign-in page can read challenges without loading the forms (and the QR code library).
 */
export const ChallengeFormFragment = graphql(`
  fragment ChallengeForm_challenge on AuthChallenge {
    name
    availableMfaTypes
    codeDeliveryDestination
    totpSetup {
      secret
      otpauthUri
    }
  }
`);

/** A pending sign-in challenge, as kept in router state between screens. */
export type AuthChallengeState = ChallengeForm_ChallengeFragment;

/** Router state of `/confirmation-mfa`: the pending challenge and where to go afterwards. */
export interface ConfirmationMfaLocationState {
  challenge: AuthChallengeState;
  returnTo: string | null;
}

const CHALLENGE_NAMES: ReadonlySet<string> = new Set([
  'CUSTOM_CHALLENGE',
  'MFA_REQUIRED',
  'MFA_SETUP',
  'NEW_PASSWORD_REQUIRED',
  'TOTP_REQUIRED',
  'SELECT_MFA_TYPE',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads `/confirmation-mfa`'s router state. History state survives reloads and can be stale,
 * so its shape is checked rather than trusted; null sends the user back to sign in.
 */
export function readConfirmationMfaState(state: unknown): ConfirmationMfaLocationState | null {
  if (!isRecord(state) || !isRecord(state.challenge)) return null;
  const { challenge } = state;
  if (typeof challenge.name !== 'string' || !CHALLENGE_NAMES.has(challenge.name)) return null;
  if (!Array.isArray(challenge.availableMfaTypes)) return null;
  const returnTo = typeof state.returnTo === 'string' ? safeReturnTo(state.returnTo) : null;
  return { challenge: challenge as AuthChallengeState, returnTo };
}
