import type { AccountApi, InterestsDto } from './account.api.js';

export interface AccountLoaders {
  /** The acting user's interests. */
  interests: () => Promise<InterestsDto>;
  /** After a change: later reads in this request (e.g. `viewer.isInterestsRequired`) see it. */
  primeInterests: (interests: InterestsDto) => void;
}

export function createAccountLoaders(api: AccountApi): AccountLoaders {
  let interests: Promise<InterestsDto> | undefined;
  return {
    interests: () => (interests ??= api.interests()),
    primeInterests: (value) => {
      interests = Promise.resolve(value);
    },
  };
}
