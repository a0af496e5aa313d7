import { Button, Dialog, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import type { ApiKeyScope, CreateApiKeyFormMutation } from '../../../__generated__/graphql';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormField } from '../../../ui/FormField';
import { choiceOf, SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';
import {
  API_KEY_NAME_MAX,
  createApiKeyInput,
  EMPTY_API_KEY_FORM,
  EXPIRY_OPTIONS,
  latestExpiryDay,
  utcDay,
  validateApiKeyForm,
} from '../apiKeyForm';
import type { ApiKeyFormErrors, ApiKeyFormValues } from '../apiKeyForm';
import { SCOPE_HINTS, SCOPE_LABELS } from '../apiKeyLabels';

// `secret` is the payload's, not the key's: it never lands in the cache under the key's id. The
// mutation runs with `no-cache` besides, so the answer is not written anywhere (not even the
// cache's mutation root); the page adds the key, without its secret, to its list.
export const CreateApiKeyFormDocument = graphql(`
  mutation CreateApiKeyForm($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      apiKey {
        id
        name
        ...ApiKeyList_apiKey
      }
      secret
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export type CreatedApiKey = NonNullable<CreateApiKeyFormMutation['createApiKey']['apiKey']>;

export interface CreateApiKeyFormProps {
  /** The key was created: `secret` is its only copy. */
  onCreated: (apiKey: CreatedApiKey, secret: string) => void;
  onCancel: () => void;
}

const SCOPES: readonly ApiKeyScope[] = ['READ_ONLY', 'READ_WRITE'];
const EXPIRIES = EXPIRY_OPTIONS.map((option) => option.value);

/**
 * A new key's name, scope and expiry, checked here first; the api's refusals show at their fields.
 * What was typed stays, and the focus moves to the first field at fault.
 */
export function CreateApiKeyForm({ onCreated, onCancel }: CreateApiKeyFormProps) {
  const [values, setValues] = useState<ApiKeyFormValues>(EMPTY_API_KEY_FORM);
  const [attempt, setAttempt] = useState(0);
  const form = useMutationForm(CreateApiKeyFormDocument, {
    payload: (data) => data.createApiKey,
    accept: (payload) => Boolean(payload.apiKey && payload.secret),
    fields: ['name', 'expiresAt'],
    fetchPolicy: 'no-cache',
  });
  const formRef = useRef<HTMLFormElement>(null);
  const today = utcDay(new Date());

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function change(patch: Partial<ApiKeyFormValues>, clears: keyof ApiKeyFormErrors) {
    setValues((current) => ({ ...current, ...patch }));
    form.setFieldErrors((current) => ({ ...current, [clears]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateApiKeyForm(values);
    if (Object.keys(invalid).length > 0) {
      form.setErrors([]);
      form.setFieldErrors(invalid);
    } else {
      const outcome = await form.send({ input: createApiKeyInput(values) });
      if ('ok' in outcome && outcome.ok.apiKey && outcome.ok.secret)
        return onCreated(outcome.ok.apiKey, outcome.ok.secret);
    }
    setAttempt((count) => count + 1);
  }

  const onDate = values.expiry === 'DATE';
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={form.loading}>
      <Dialog.Body>
        <Stack gap={5}>
          <ErrorAlerts messages={form.errors} />
          <TextField
            label="Name"
            name="apiKeyName"
            value={values.name}
            onChange={(name) => change({ name }, 'name')}
            maxLength={API_KEY_NAME_MAX}
            helperText="The integration that will use it, e.g. “LIMS sync”."
            autoComplete="off"
            error={form.fieldErrors.name}
          />
          <RadioGroup.Root
            name="apiKeyScope"
            value={values.scope}
            onValueChange={(details) => {
              const scope = SCOPES.find((item) => item === details.value);
              if (scope) setValues((current) => ({ ...current, scope }));
            }}
          >
            <RadioGroup.Label mb={2}>Access</RadioGroup.Label>
            <Stack gap={3}>
              {SCOPES.map((scope) => (
                <RadioGroup.Item key={scope} value={scope} alignItems="flex-start">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <Stack gap={0}>
                    <RadioGroup.ItemText>{SCOPE_LABELS[scope]}</RadioGroup.ItemText>
                    <Text fontSize="sm" color="fg.muted">
                      {SCOPE_HINTS[scope]}
                    </Text>
                  </Stack>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <SelectField
            label="Expiry"
            name="apiKeyExpiry"
            value={values.expiry}
            options={EXPIRY_OPTIONS}
            error={onDate ? undefined : form.fieldErrors.expiresAt}
            onChange={(value) => change({ expiry: choiceOf(EXPIRIES, value) ?? 'NEVER' }, 'expiresAt')}
          />
          {onDate ? (
            <FormField
              label="Expiry date"
              helperText="The key works until the end of this day (UTC)."
              error={form.fieldErrors.expiresAt}
            >
              <Input
                type="date"
                name="apiKeyExpiryDate"
                value={values.day}
                min={today}
                max={latestExpiryDay(new Date())}
                onChange={(event) => change({ day: event.target.value }, 'expiresAt')}
              />
            </FormField>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={form.loading}>
          Create key
        </Button>
      </Dialog.Footer>
    </form>
  );
}
