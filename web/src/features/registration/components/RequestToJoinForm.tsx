import { Button, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormField } from '../../../ui/FormField';
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
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <EmailField
          value={draft.email}
          error={errors.email}
          invalid={serverInvalid.has('email')}
          problem={emailProblem}
          onChange={(email) => onChange({ email })}
          onBlur={onEmailBlur}
        />
        <FormField label="First name" error={errors.firstName} invalid={serverInvalid.has('firstName')}>
          <Input {...text('firstName')} autoComplete="given-name" maxLength={100} />
        </FormField>
        <FormField label="Last name" error={errors.lastName} invalid={serverInvalid.has('lastName')}>
          <Input {...text('lastName')} autoComplete="family-name" maxLength={100} />
        </FormField>
        <FormField
          label="Job title"
          helperText="Optional"
          error={errors.jobTitle}
          invalid={serverInvalid.has('jobTitle')}
        >
          <Input {...text('jobTitle')} autoComplete="organization-title" maxLength={150} />
        </FormField>
        <FormField label="Phone" helperText="Optional" error={errors.phone} invalid={serverInvalid.has('phone')}>
          <Input {...text('phone')} type="tel" autoComplete="tel" maxLength={32} />
        </FormField>
        <FormField
          label="How did you hear about us?"
          error={errors.referralSource}
          invalid={serverInvalid.has('referralSource')}
        >
          <NativeSelect.Root>
            <NativeSelect.Field
              name="referralSource"
              placeholder="Select an option"
              value={draft.referralSource}
              onChange={(event) => {
                const value = event.target.value;
                onChange({ referralSource: isReferralSource(value) ? value : '' });
              }}
            >
              {REFERRAL_SOURCE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {draft.referralSource === 'OTHER' ? (
          <FormField label="Please specify" error={errors.referralOther} invalid={serverInvalid.has('referralOther')}>
            <Input {...text('referralOther')} maxLength={200} />
          </FormField>
        ) : null}
        <Button type="submit" loading={submitting} w="full" size="lg">
          Continue
        </Button>
      </Stack>
    </form>
  );
}
