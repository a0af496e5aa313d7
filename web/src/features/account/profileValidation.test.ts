import { describe, expect, it } from 'vitest';
import { normalizeLinkedin, profileInput, validateProfile } from './profileValidation';
import type { ProfileValues } from './profileValidation';

const values: ProfileValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  jobTitle: '',
  phone: '',
  linkedin: '',
  city: ' Boston ',
  state: '',
  country: 'United States',
  masked: false,
};

describe('normalizeLinkedin', () => {
  it.each([
    ['linkedin.com/in/ada', 'https://linkedin.com/in/ada'],
    ['https://www.linkedin.com/in/ada', 'https://www.linkedin.com/in/ada'],
    ['https://uk.linkedin.com/in/ada', 'https://uk.linkedin.com/in/ada'],
  ])('returns an https URL when given %s', (input, expected) => {
    expect(normalizeLinkedin(input)).toBe(expected);
  });

  it.each([
    'http://www.linkedin.com/in/ada',
    'https://linkedin.com.evil.example/in/ada',
    'https://user:pw@linkedin.com/in/ada',
    'ada',
  ])('refuses %s', (input) => {
    expect(normalizeLinkedin(input)).toBeNull();
  });
});

describe('validateProfile', () => {
  it('accepts a profile with only names set', () => {
    expect(validateProfile(values)).toEqual({});
  });

  it('names each invalid field', () => {
    expect(
      validateProfile({ ...values, firstName: '', lastName: ' ', phone: 'call me', linkedin: 'https://example.com' }),
    ).toEqual({
      firstName: 'First name cannot be empty',
      lastName: 'Last name cannot be empty',
      phone: 'Enter a phone number of 7 to 20 digits.',
      linkedin: 'Enter your LinkedIn profile URL, e.g. https://www.linkedin.com/in/your-name.',
    });
  });
});

describe('profileInput', () => {
  it('trims values and sends blanks as null', () => {
    expect(profileInput({ ...values, linkedin: 'linkedin.com/in/ada' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: null,
      phone: null,
      linkedin: 'https://linkedin.com/in/ada',
      city: 'Boston',
      state: null,
      country: 'United States',
      masked: false,
    });
  });
});
