import { validation } from '../../errors.js';

const PHONE = /^\+?[0-9\s().-]{7,25}$/;

/** Trimmed, 1-100 characters: messages name the field as the bff shows them. */
export function requireName(field: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw validation(field, `${field} must not be empty`);
  if (trimmed.length > 100) throw validation(field, `${field} must be at most 100 characters`);
  return trimmed;
}

/** Empty strings clear optional text fields. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function optionalPhone(field: string, value: string | null | undefined): string | null {
  const phone = optionalText(value);
  if (phone === null) return null;
  const digits = phone.replace(/\D/g, '').length;
  if (!PHONE.test(phone) || digits < 7 || digits > 20) {
    throw validation(field, `${field} must be a phone number of 7 to 20 digits (digits, spaces, +, -, parentheses)`);
  }
  return phone;
}

export function optionalLinkedin(field: string, value: string | null | undefined): string | null {
  const link = optionalText(value);
  if (link === null) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw validation(field, `${field} must be an https URL on linkedin.com`);
  }
  const host = url.hostname.toLowerCase();
  if (
    url.protocol !== 'https:' ||
    !(host === 'linkedin.com' || host.endsWith('.linkedin.com')) ||
    url.username ||
    url.password
  ) {
    throw validation(field, `${field} must be an https URL on linkedin.com`);
  }
  return url.toString();
}
