// The API's rule: digits, spaces, +, -, parentheses and dots, with 7 to 20 digits.
const PHONE_SHAPE = /^\+?[0-9\s().-]{7,25}$/;

export const PHONE_MESSAGE = 'Enter a phone number of 7 to 20 digits.';

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_SHAPE.test(value.trim()) && digits >= 7 && digits <= 20;
}
