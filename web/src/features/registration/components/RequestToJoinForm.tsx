import { Button, Input, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormField } from '../../../ui/FormField';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { SIGNUP_LIMITS } from '../joinRequestValidation';
import type { JoinRequestErrors } from '../joinRequestValidation';
import { isReferralSource, REFERRAL_SOURCE_OPTIONS } from '../referralSources';
import type { JoinRequestDraft } from '../registrationStore';
import { EMAIL_TAKEN_MESSAGE, EmailField, NOT_BUSINESS_EMAIL_MESSAGE } from './EmailField';
import type { EmailProblem } from './EmailField';

export interface RequestToJoinFormProps {
  draft: JoinRequestDraft;
  errors: JoinRequestErrors;
  /** Fields the server refused (their messages are in the page's alert). */
  serverInvalid: ReadonlySet<string>;
  emailProblem: EmailProblem;
  /** The address an invitation was sent to: shown, not editable. */
  emailLocked?: boolean;
  /** The address a provider vouched for (social registration): shown, not editable, unless the user picks another. */
  socialEmail?: SocialEmailLock | null;
  submitting: boolean;
  onChange: (change: Partial<JoinRequestDraft>) => void;
  onEmailBlur: () => void;
  onSubmit: () => void;
}

export interface SocialEmailLock {
  /** The provider's name ('Google'). */
  provider: string;
  /** "Use another email": forget the social sign-in and type an address. */
  onUseAnother: () => void;
  dismissing: boolean;
}

interface SocialEmailFieldProps {
  value: string;
  lock: SocialEmailLock;
  error: string | undefined;
  problem: EmailProblem;
  invalid: boolean;
}

/** The provider's address, read-only: the identity is linked to the account made with it. */
function SocialEmailField({ value, lock, error, problem, invalid }: SocialEmailFieldProps) {
  const finding =
    problem === 'not-business' ? NOT_BUSINESS_EMAIL_MESSAGE : problem === 'taken' ? EMAIL_TAKEN_MESSAGE : undefined;
  return (
    <Stack gap={2}>
      <FormField
        label="Business email"
        helperText={`The address your ${lock.provider} account uses.`}
        error={error || finding}
        invalid={invalid}
      >
        <Input name="email" type="email" value={value} readOnly />
      </FormField>
      <Button size="sm" variant="outline" alignSelf="flex-start" loading={lock.dismissing} onClick={lock.onUseAnother}>
        Use another email
      </Button>
    </Stack>
  );
}

/** Step requestToJoin: who is registering, and how they heard of the platform. */
export function RequestToJoinForm({
  draft,
  errors,
  serverInvalid,
  emailProblem,
  emailLocked = false,
  socialEmail = null,
  submitting,
  onChange,
  onEmailBlur,
  onSubmit,
}: RequestToJoinFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  const text = (field: 'firstName' | 'lastName' | 'jobTitle' | 'phone' | 'referralOther') => ({
    name: field,
    value: draft[field],
    maxLength: SIGNUP_LIMITS[field],
    error: errors[field],
    invalid: serverInvalid.has(field),
    onChange: (value: string) => onChange({ [field]: value }),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        {socialEmail && !emailLocked ? (
          <SocialEmailField
            value={draft.email}
            lock={socialEmail}
            error={errors.email}
            problem={emailProblem}
            invalid={serverInvalid.has('email')}
          />
        ) : (
          <EmailField
            value={draft.email}
            error={errors.email}
            invalid={serverInvalid.has('email')}
            problem={emailProblem}
            locked={emailLocked}
            onChange={(email) => onChange({ email })}
            onBlur={onEmailBlur}
          />
        )}
        <TextField label="First name" autoComplete="given-name" {...text('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...text('lastName')} />
        <TextField label="Job title" helperText="Optional" autoComplete="organization-title" {...text('jobTitle')} />
        <TextField label="Phone" helperText="Optional" type="tel" autoComplete="tel" {...text('phone')} />
        <SelectField
          label="How did you hear about us?"
          name="referralSource"
          placeholder="Select an option"
          value={draft.referralSource}
          options={REFERRAL_SOURCE_OPTIONS}
          error={errors.referralSource}
          invalid={serverInvalid.has('referralSource')}
          onChange={(value) => onChange({ referralSource: isReferralSource(value) ? value : '' })}
        />
        {draft.referralSource === 'OTHER' ? <TextField label="Please specify" {...text('referralOther')} /> : null}
        <Button type="submit" loading={submitting} w="full" size="lg">
          Continue
        </Button>
      </Stack>
    </form>
  );
}
