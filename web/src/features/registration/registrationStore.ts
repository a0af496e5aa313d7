import { useSyncExternalStore } from 'react';
import type {
  CompanyRoleType,
  CompanyUserRole,
  ReferralSource,
  RegistrationOutcome,
  SocialProvider,
} from '../../__generated__/graphql';

/** What `/register` asks for (spec §4 step requestToJoin), as typed. */
export interface JoinRequestDraft {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  phone: string;
  referralSource: ReferralSource | '';
  referralOther: string;
}

/** `NEW_COMPANY`, or the id of a suggested company to claim or join. */
export const NEW_COMPANY = 'new';

/** Step companyInfo (and claim), as chosen on `/create-password`. */
export interface CompanyDraft {
  /** A suggested company's id, `NEW_COMPANY`, or null before a choice. */
  choice: string | null;
  name: string;
  roleId: string;
  website: string;
  /** Step claim: the user confirmed they may represent the unclaimed company. */
  claimConfirmed: boolean;
}

/** An open member invitation the user registers through (`/register?invitation=<token>`). */
export interface InvitationDraft {
  token: string;
  /** The invited address: the registration's email, not editable. */
  email: string;
  companyName: string;
  role: CompanyUserRole;
}

/** How the registration ended, for the success pages. */
export interface RegistrationResult {
  outcome: RegistrationOutcome;
  companyName: string | null;
  companyRoleType: CompanyRoleType | null;
}

export interface RegistrationState {
  joinRequest: JoinRequestDraft;
  /** The email the verification code went to (set by requestToJoin); `/verification` needs it. */
  email: string | null;
  userId: string | null;
  /** The verified code (step validateEmail); `/create-password` sends it with the password. */
  verificationCode: string | null;
  /**
   * Set when requestToJoin mailed no code because this browser's social sign-in vouched for `email`:
   * the provider (null when this tab no longer knows which). `/create-password` then sends no code,
   * and the password is optional. Never a code or a token: the bff keeps the identity.
   */
  vouchedBy: { provider: SocialProvider | null } | null;
  /** When another code may be requested (epoch ms), after a resend. */
  resendAvailableAt: number | null;
  company: CompanyDraft;
  /** From `/register?company=<alias>`: preselected when it is among the email's companies. */
  redirectFromCompany: string | null;
  /** From `/register?event=<code>`: the registration uses the event sign-up. */
  eventCode: string | null;
  /** Set while registering through an open invitation: no company to choose, no join request. */
  invitation: InvitationDraft | null;
  /** False while the flow holds typed data: leaving then asks first. Derived on every change. */
  canLeavePage: boolean;
  result: RegistrationResult | null;
}

const EMPTY_JOIN_REQUEST: JoinRequestDraft = {
  email: '',
  firstName: '',
  lastName: '',
  jobTitle: '',
  phone: '',
  referralSource: '',
  referralOther: '',
};

export const EMPTY_COMPANY: CompanyDraft = { choice: null, name: '', roleId: '', website: '', claimConfirmed: false };

const INITIAL: RegistrationState = {
  joinRequest: EMPTY_JOIN_REQUEST,
  email: null,
  userId: null,
  verificationCode: null,
  vouchedBy: null,
  resendAvailableAt: null,
  company: EMPTY_COMPANY,
  redirectFromCompany: null,
  eventCode: null,
  invitation: null,
  canLeavePage: true,
  result: null,
};

// In memory only, never web storage: a reload starts over (and the browser asks first). The
// verification code and personal details must not outlive the tab.
let state: RegistrationState = INITIAL;
const listeners = new Set<() => void>();

function holdsTypedData(next: RegistrationState): boolean {
  return next.email !== null || Object.values(next.joinRequest).some((value) => value.trim() !== '');
}

function publish(next: RegistrationState): void {
  state = { ...next, canLeavePage: next.result !== null || !holdsTypedData(next) };
  for (const listener of listeners) listener();
}

export function getRegistration(): RegistrationState {
  return state;
}

export function subscribeRegistration(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies a change; `canLeavePage` follows from the result. */
export function updateRegistration(change: (current: RegistrationState) => Partial<RegistrationState>): void {
  publish({ ...state, ...change(state) });
}

/** Forgets everything (leaving the flow, or a test starting afresh). */
export function resetRegistration(): void {
  publish(INITIAL);
}

/** Ends the flow: only the outcome stays, for the success page; leaving is free again. */
export function completeRegistration(result: RegistrationResult): void {
  publish({ ...INITIAL, result });
}

/** The registration state, re-rendering on every change. */
export function useRegistration(): RegistrationState {
  return useSyncExternalStore(subscribeRegistration, getRegistration, getRegistration);
}
