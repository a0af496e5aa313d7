import type { ReferralSource } from '../../__generated__/graphql';

/** Spec §3's referral sources, in the order the form lists them. */
export const REFERRAL_SOURCE_OPTIONS: ReadonlyArray<{ value: ReferralSource; label: string }> = [
  { value: 'DIGITAL_AD_BANNER', label: 'Digital ad/banner' },
  { value: 'EMAIL', label: 'Email' },
  { value: 'FRIEND_COLLEAGUE', label: 'Friend/colleague' },
  { value: 'LINKEDIN', label: 'LinkedIn' },
  { value: 'SCOPE_SUMMIT', label: 'SCOPE Summit' },
  { value: 'SEARCH_ENGINE', label: 'Search engine' },
  { value: 'OTHER_CONFERENCE_EVENT', label: 'Other conference/event' },
  { value: 'OTHER_SOCIAL_MEDIA', label: 'Other social media' },
  { value: 'OTHER', label: 'Other' },
];

export function isReferralSource(value: string): value is ReferralSource {
  return REFERRAL_SOURCE_OPTIONS.some((option) => option.value === value);
}
