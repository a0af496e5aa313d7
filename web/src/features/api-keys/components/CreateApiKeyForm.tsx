import { Button, Dialog, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import type { ApiKeyScope, CreateApiKeyFormMutation } from '../../../__generated__/graphql';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { FormField } from '../../../ui/FormField';
import { TextField } from '../../../ui/TextField';
import {
  API_KEY_NAME_MAX,
  createApiKeyInput,
  EMPTY_API_KEY_FORM,
  EXPIRY_OPTIONS,
  latestExpiryDay,
  utcDay,
  validateApiKeyForm,
} from '../apiKeyForm';
import type { ApiKeyFormErrors, ApiKeyFormValues, ExpiryChoice } from '../apiKeyForm';
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
        code
        field
        message
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
const FIELDS = new Set<string>(['name', 'expiresAt']);
const expiryChoice = (value: string): ExpiryChoice =>
  EXPIRY_OPTIONS.find((option) => option.value === value)?.value ?? 'NEVER';

/**
 * A new key's name, scope and expiry, checked here first; the api's refusals show at their fields.
 * What was typed stays, and the focus moves to the first field at fault.
 */
export function CreateApiKeyForm({ onCreated, onCancel }: CreateApiKeyFormProps) {
  const [values, setValues] = useState<ApiKeyFormValues>(EMPTY_API_KEY_FORM);
  const [fieldErrors, setFieldErrors] = useState<ApiKeyFormErrors>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [create, creating] = useMutation(CreateApiKeyFormDocument, { fetchPolicy: 'no-cache' });
  const formRef = useRef<HTMLFormElement>(null);
  const today = utcDay(new Date());

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function change(patch: Partial<ApiKeyFormValues>, clears: keyof ApiKeyFormErrors) {
    setValues((current) => ({ ...current, ...patch }));
    setFieldErrors((current) => ({ ...current, [clears]: undefined }));
  }

  function refuse(found: ApiKeyFormErrors, general: string[] = []) {
    setFieldErrors(found);
    setErrors(general);
    setAttempt((count) => count + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateApiKeyForm(values);
    if (Object.keys(invalid).length > 0) return refuse(invalid);
    setErrors([]);
    try {
      const payload = (await create({ variables: { input: createApiKeyInput(values) } })).data?.createApiKey;
      if (payload?.apiKey && payload.secret && payload.errors.length === 0)
        return onCreated(payload.apiKey, payload.secret);
      const byField = (field: string) => payload?.errors.find((error) => error.field === field)?.message;
      const general = payload?.errors.filter((error) => !FIELDS.has(error.field ?? '')).map((error) => error.message);
      refuse(
        { name: byField('name'), expiresAt: byField('expiresAt') },
        payload?.errors.length ? (general ?? []) : [GENERIC_ERROR_MESSAGE],
      );
    } catch (caught) {
      refuse({}, errorMessages(caught));
    }
  }

  const onDate = values.expiry === 'DATE';
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={creating.loading}>
      <Dialog.Body>
        <Stack gap={5}>
          {errors.map((message) => (
            <ErrorAlert key={message} message={message} />
          ))}
          <TextField
            label="Name"
            name="apiKeyName"
            value={values.name}
            onChange={(name) => change({ name }, 'name')}
            maxLength={API_KEY_NAME_MAX}
            helperText="The integration that will use it, e.g. “LIMS sync”."
            autoComplete="off"
            error={fieldErrors.name}
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
          <FormField label="Expiry" error={onDate ? undefined : fieldErrors.expiresAt}>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="apiKeyExpiry"
                value={values.expiry}
                onChange={(event) => change({ expiry: expiryChoice(event.target.value) }, 'expiresAt')}
              >
                {EXPIRY_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {onDate ? (
            <FormField
              label="Expiry date"
              helperText="The key works until the end of this day (UTC)."
              error={fieldErrors.expiresAt}
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
        <Button type="submit" loading={creating.loading}>
          Create key
        </Button>
      </Dialog.Footer>
    </form>
  );
}
