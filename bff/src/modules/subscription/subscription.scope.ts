import type { OptionDto, SubscriptionApi } from './subscription.api.js';

const SCOPE_CODE = /^SCOPE2025(SMALL|MID|LARGE)$/;

/** The size of a 'SCOPE2025' + SMALL/MID/LARGE promotion code (case and outer spaces ignored), else null. */
export function scopeSize(promotionCode: string | null | undefined): 'small' | 'mid' | 'large' | null {
  const match = SCOPE_CODE.exec((promotionCode ?? '').trim().toUpperCase());
  return match ? (match[1]?.toLowerCase() as 'small' | 'mid' | 'large') : null;
}

/**
 * Spec §7's special behaviour: a promotion code equal to 'SCOPE2025' plus a size suffix stands
 * for the yearly vendor option of that size, whose price id (and type code) are used instead of
 * the chosen ones. Null for any other code.
 */
export async function scopeOption(
  api: SubscriptionApi,
  promotionCode: string | null | undefined,
): Promise<OptionDto | null> {
  const size = scopeSize(promotionCode);
  if (!size) return null;
  const [option] = await api.options({ code: [`innovator_cro_technology_service_provider_${size}`], interval: 'YEAR' });
  return option ?? null;
}
