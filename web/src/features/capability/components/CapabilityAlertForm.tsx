import { Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ReferenceMultiSelect } from '../../../shared/ui/ReferenceMultiSelect';
import type { ReferenceOption } from '../../../shared/ui/ReferenceMultiSelect';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormField } from '../../../ui/FormField';
import { TextField } from '../../../ui/TextField';
import { placeUserErrors } from '../../../ui/useMutationForm';
import { type AlertDraft, DESCRIPTION_MAX, type FormError, TITLE_MAX } from '../alertDraft';
import { todayUtc } from '../capabilityFormat';

const FIELDS = ['title', 'description', 'serviceIds', 'therapeuticAreaIds', 'regionIds', 'validUntil'] as const;

export interface CapabilityAlertFormProps {
  draft: AlertDraft;
  onChange: (draft: AlertDraft) => void;
  options: { services: ReferenceOption[]; therapeuticAreas: ReferenceOption[]; regions: ReferenceOption[] };
  errors: readonly FormError[];
  /** A new alert offers "Publish" and "Save as draft"; an existing one "Save changes". */
  mode: 'create' | 'edit';
  saving: boolean;
  onSubmit: (publish: boolean) => void;
  onCancel: () => void;
}

/** An alert's fields; refusals show at their field and nothing typed is lost. */
export function CapabilityAlertForm({
  draft,
  onChange,
  options,
  errors,
  mode,
  saving,
  onSubmit,
  onCancel,
}: CapabilityAlertFormProps) {
  const placed = placeUserErrors(errors, FIELDS);
  const errorOf = (field: (typeof FIELDS)[number]) => placed.fieldErrors[field];
  const picker = (field: 'serviceIds' | 'therapeuticAreaIds' | 'regionIds', label: string, list: ReferenceOption[]) => (
    // The picker labels itself; its refusal shows under it.
    <Stack gap={1}>
      <ReferenceMultiSelect
        label={label}
        options={list}
        selected={draft[field]}
        onChange={(ids) => onChange({ ...draft, [field]: ids })}
      />
      {errorOf(field) ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errorOf(field)}
        </Text>
      ) : null}
    </Stack>
  );
  return (
    <Stack
      as="form"
      gap={4}
      aria-label={mode === 'create' ? 'New capability alert' : 'Edit capability alert'}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(true);
      }}
    >
      <ErrorAlerts messages={placed.errors} />
      <TextField
        label="Title"
        name="title"
        value={draft.title}
        onChange={(title) => onChange({ ...draft, title })}
        maxLength={TITLE_MAX}
        error={errorOf('title')}
      />
      <TextField
        label="Description"
        name="description"
        multiline
        rows={5}
        value={draft.description}
        onChange={(description) => onChange({ ...draft, description })}
        maxLength={DESCRIPTION_MAX}
        error={errorOf('description')}
        helperText="What you can take on, from when, and for whom."
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
        {picker('serviceIds', 'Services', options.services)}
        {picker('therapeuticAreaIds', 'Therapeutic areas', options.therapeuticAreas)}
        {picker('regionIds', 'Regions', options.regions)}
      </SimpleGrid>
      <FormField
        label="Valid until"
        error={errorOf('validUntil')}
        helperText="The last day it shows; at most a year from today."
      >
        <Input
          type="date"
          name="validUntil"
          maxW="xs"
          min={todayUtc()}
          value={draft.validUntil}
          onChange={(event) => onChange({ ...draft, validUntil: event.target.value })}
        />
      </FormField>
      <HStack gap={3} wrap="wrap">
        {mode === 'create' ? (
          <>
            <Button type="submit" loading={saving}>
              Publish
            </Button>
            <Button variant="outline" disabled={saving} onClick={() => onSubmit(false)}>
              Save as draft
            </Button>
          </>
        ) : (
          <Button type="submit" loading={saving}>
            Save changes
          </Button>
        )}
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
