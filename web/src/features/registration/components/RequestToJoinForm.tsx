import { Button, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { SIGNUP_LIMITS } from '../joinRequestValidation';
import type { JoinRequestErrors } from '../joinRequestValidation';
import { isReferralSource, REFERRAL_SOURCE_OPTIONS } from '../referralSources';
import type { JoinRequestDraft } from '../registrationStore';
import { EmailField } from './EmailField';
import type { EmailProblem } from './EmailField';

export interface RequestToJoinFormProps {
  draft: JoinRequestDraft;
  errors: JoinRequestErrors;
  /** Fields the server refused (their messages are in the page's alert). */
  serverInvalid: ReadonlySet<string>;
  emailProblem: EmailProblem;
  /** The address an invitation was sent to: shown, not editable. */
  emailLocked?: boolean;
  submitting: boolean;
  onChange: (change: Partial<JoinRequestDraft>) => void;
  onEmailBlur: () => void;
  onSubmit: () => void;
}

/** Step requestToJoin: who is registering, and how they heard of the platform. */
export function RequestToJoinForm({
  draft,
  errors,
  serverInvalid,
  emailProblem,
  emailLocked = false,
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
        <EmailField
          value={draft.email}
          error={errors.email}
          invalid={serverInvalid.has('email')}
          problem={emailProblem}
          locked={emailLocked}
          onChange={(email) => onChange({ email })}
          onBlur={onEmailBlur}
        />
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
