import { Button, Fieldset, Stack, Switch } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormField, SubmitRow } from '../../../ui/FormField';
import { PasswordInput } from '../../../ui/PasswordInput';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';
import { replaceCachedSso } from '../companySsoCache';

export const ProviderFormSaveDocument = graphql(`
  mutation ProviderFormSave($input: SaveCompanySsoInput!) {
    saveCompanySso(input: $input) {
      sso {
        ...CompanySso_settings
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const LIMITS = FIELD_LIMITS.SaveCompanySsoBody;

/** The provider's settings as the form edits them (the secret is never read back). */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  hasClientSecret: boolean;
  required: boolean;
  jitMembers: boolean;
  trustProviderMfa: boolean;
}

export interface ProviderFormProps {
  /** The stored settings, or null to connect a provider for the first time. */
  current: ProviderSettings | null;
  /** Connecting only: closes the form without sending. */
  onCancel?: () => void;
}

const SWITCHES = [
  { name: 'required', label: 'Require single sign-on for members at verified domains' },
  { name: 'jitMembers', label: 'New people at verified domains join automatically as members' },
  { name: 'trustProviderMfa', label: "Trust the provider's two-step verification" },
] as const;

type SwitchName = (typeof SWITCHES)[number]['name'];
type Field = 'issuer' | 'clientId' | 'clientSecret';
const SHOWN_FIELDS: readonly Field[] = ['issuer', 'clientId', 'clientSecret'];

/** Connect the company's OpenID Connect provider, or change it: issuer, client, secret and the rules. */
export function ProviderForm({ current, onCancel }: ProviderFormProps) {
  const [values, setValues] = useState({
    issuer: current?.issuer ?? '',
    clientId: current?.clientId ?? '',
    clientSecret: '',
    required: current?.required ?? false,
    jitMembers: current?.jitMembers ?? false,
    trustProviderMfa: current?.trustProviderMfa ?? false,
  });
  const form = useMutationForm(ProviderFormSaveDocument, {
    payload: (data) => data.saveCompanySso,
    accept: (payload) => Boolean(payload.sso),
    fields: SHOWN_FIELDS,
    done: current ? 'Your single sign-on settings have been saved.' : '',
    update: (cache, result) => replaceCachedSso(cache, result.data?.saveCompanySso),
  });

  const change = (patch: Partial<typeof values>) => {
    setValues((before) => ({ ...before, ...patch }));
    form.setNotice('');
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { clientSecret, ...rest } = values;
    const secret = clientSecret.trim();
    // Left out, the stored secret stays (the SDL's rule); the first connection needs one, which the api checks.
    const input = {
      ...rest,
      issuer: rest.issuer.trim(),
      clientId: rest.clientId.trim(),
      ...(secret ? { clientSecret: secret } : {}),
    };
    const outcome = await form.send({ input });
    if ('ok' in outcome) setValues((before) => ({ ...before, clientSecret: '' }));
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Identity provider">
      <Stack gap={5}>
        <ErrorAlerts messages={form.errors} />
        <TextField
          label="Issuer URL"
          name="issuer"
          type="url"
          inputMode="url"
          value={values.issuer}
          onChange={(issuer) => change({ issuer })}
          maxLength={LIMITS.issuer}
          error={form.fieldErrors.issuer}
          helperText="The provider's OpenID Connect issuer, e.g. https://login.example.com"
        />
        <TextField
          label="Client ID"
          name="clientId"
          value={values.clientId}
          onChange={(clientId) => change({ clientId })}
          maxLength={LIMITS.clientId}
          error={form.fieldErrors.clientId}
        />
        <FormField
          label="Client secret"
          error={form.fieldErrors.clientSecret}
          helperText={current?.hasClientSecret ? 'Leave empty to keep the stored secret.' : undefined}
        >
          <PasswordInput
            name="clientSecret"
            autoComplete="off"
            revealLabel="client secret"
            value={values.clientSecret}
            onChange={(event) => change({ clientSecret: event.target.value })}
          />
        </FormField>
        <Fieldset.Root>
          <Fieldset.Legend>Rules</Fieldset.Legend>
          <Stack gap={3} mt={2}>
            {SWITCHES.map((item) => (
              <Switch.Root
                key={item.name}
                checked={values[item.name]}
                onCheckedChange={(details) => change({ [item.name]: details.checked } as Record<SwitchName, boolean>)}
                alignItems="flex-start"
              >
                <Switch.HiddenInput name={item.name} />
                <Switch.Control flexShrink={0} />
                <Switch.Label>{item.label}</Switch.Label>
              </Switch.Root>
            ))}
          </Stack>
          <Fieldset.HelperText>
            Required applies to you too: once a domain is verified, everyone there signs in through the provider, and
            password sessions end.
          </Fieldset.HelperText>
        </Fieldset.Root>
        {current ? (
          <SubmitRow label="Save changes" loading={form.loading} notice={form.notice} />
        ) : (
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
            <Button type="submit" loading={form.loading}>
              Connect
            </Button>
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
