import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { LOCKOUT_WINDOW_MS, lockoutKey, MAX_FAILURES, type LockoutStore } from './lockout.js';

/**
 * The per-account ceiling across every client address: 50 failed sign-ins within 24 hours.
 * Why these numbers: the pair rule (5 an hour) lets one address try at most 120 times a day, and
 * an attacker with many addresses could try 5 an hour from each; 50 a day caps the whole world's
 * guesses at about 18,000 a year against one account, which the password policy makes useless.
 * Set lower, one attacker address would lock the account everywhere within hours (it reaches 50
 * after 10 of its hourly windows); set higher, a botnet gets more guesses. The real owner never
 * reaches it by mistyping: that takes ten lockouts of their own address in a day.
 */
export const ACCOUNT_MAX_FAILURES = 50;
export const ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §8's code 115, counted so that nobody elsewhere can lock the owner out:
 * - 5 failures for one email from one client address within 60 minutes lock that pair (until 60
 *   minutes after its first counted failure): a locked attempt never reaches the identity service
 *   and is not counted again;
 * - 50 failures for one email from all addresses within 24 hours protect the account everywhere:
 *   a password alone no longer signs it in, so strangers cannot lock the owner out. A second
 *   factor still does (the authenticator's code), and the emailed code of a password reset
 *   always does (auth.signin.ts).
 */
/** Which rule holds an attempt: its address's (refused), the account's ceiling (a second factor or an emailed code), or none. */
export type LockState = 'pair' | 'account' | null;

export interface SignInLockout {
  /** The pair's rule wins: an address that is locked stays locked whatever the account's state. */
  lockState(email: string, address: string): Promise<LockState>;
  /** Either rule holds. */
  isLocked(email: string, address: string): Promise<boolean>;
  recordFailure(email: string, address: string): Promise<void>;
  /**
   * The password was right: this pair's failures were the owner's typos, forgotten. The
   * account's count stays: if success cleared it, an attacker spreading guesses over many
   * addresses would get a fresh 50 every time the owner signs in, and the ceiling would bound
   * nothing while the owner is active. The owner's own typos weigh little against 50.
   */
  signedIn(email: string, address: string): Promise<void>;
  /** A new password makes every earlier guess worthless: the account starts afresh, and so does this pair. */
  passwordReset(email: string, address: string): Promise<void>;
}

/**
 * The client a pair counts: an IPv4 address (IPv4-mapped IPv6 included) as it is, an IPv6 address
 * by its /64 network, since one home or server gets a whole /64 and could otherwise change address
 * for every attempt.
 */
export function clientGroup(address: string): string {
  const plain = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(plain)) return plain;
  const [head = '', tail] = (plain.split('%')[0] ?? '').split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // A trailing dotted IPv4 fills two of the eight groups.
  const width = (part: string[]) => part.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const left = groups(head);
  const right = groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(left) - width(right)).fill('0');
  const prefix = [...left, ...zeros, ...right].slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Neither the email nor the address is ever readable in a key (they would sit in Redis in clear). */
const pairKey = (email: string, address: string): string =>
  'signin:pair:' +
  createHash('sha256')
    .update(`${email.trim().toLowerCase()}\n${clientGroup(address)}`)
    .digest('base64url');
const accountKey = (email: string): string => `signin:account:${lockoutKey(email)}`;

export function createSignInLockout(store: LockoutStore, now: () => number): SignInLockout {
  const usedUp = async (key: string, max: number, windowMs: number) => {
    const state = await store.get(key, now(), windowMs);
    return state !== null && state.count >= max;
  };
  return {
    async lockState(email, address) {
      const [pair, account] = await Promise.all([
        usedUp(pairKey(email, address), MAX_FAILURES, LOCKOUT_WINDOW_MS),
        usedUp(accountKey(email), ACCOUNT_MAX_FAILURES, ACCOUNT_WINDOW_MS),
      ]);
      return pair ? 'pair' : account ? 'account' : null;
    },
    async isLocked(email, address) {
      return (await this.lockState(email, address)) !== null;
    },
    async recordFailure(email, address) {
      const at = now();
      await Promise.all([
        store.increment(pairKey(email, address), at, LOCKOUT_WINDOW_MS),
        store.increment(accountKey(email), at, ACCOUNT_WINDOW_MS),
      ]);
    },
    signedIn: (email, address) => store.reset(pairKey(email, address)),
    async passwordReset(email, address) {
      await Promise.all([store.reset(pairKey(email, address)), store.reset(accountKey(email))]);
    },
  };
}
