import { ApiError } from '../../errors.js';

/** The programme's rules (docs/rewards.md): the api enforces them, the page words them from here. */
export const REWARD_RULES = {
  /** What a qualified referral earns the referring company: this much off its next charge, once. */
  percentOff: 50,
  /** A new company may claim an invite link this many days after it was registered. */
  claimWindowDays: 30,
} as const;

/** A code's length: 10 characters of a 64-letter alphabet, 60 random bits (unguessable, URL-safe). */
export const CODE_LENGTH = 10;
export const CODE_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export const VOID_REASONS = {
  canceled: 'The referred company cancelled its first paid subscription within its first period.',
} as const;

export const OWN_COMPANY_MESSAGE = 'This invite link belongs to your own company.';
export const UNKNOWN_CODE_MESSAGE = 'This invite link is not valid. Check the link you were sent.';
export const ALREADY_REFERRED_MESSAGE = 'Your company has already joined through an invite link.';
export const NOT_NEW_MESSAGE = `Invite links count only for a new company, registered through the link by you in the last ${REWARD_RULES.claimWindowDays} days.`;
export const PAID_BEFORE_MESSAGE = 'Invite links count only for a company that has never paid for a subscription.';

/** 404: no such code (or a code whose user is gone). */
export const unknownCode = (): ApiError => new ApiError(404, 'ReferralCodeUnknown', UNKNOWN_CODE_MESSAGE);
/** 409: the caller's own company's link (same company, or the same email domain). */
export const ownCompany = (): ApiError => new ApiError(409, 'ReferralOwnCompany', OWN_COMPANY_MESSAGE);
/** 409: the caller's company cannot be referred (not new, not its creator, paid before, referred already). */
export const notEligible = (message: string): ApiError => new ApiError(409, 'ReferralNotEligible', message);
