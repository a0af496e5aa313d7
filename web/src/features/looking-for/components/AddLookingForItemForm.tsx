import { Button, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import type { LookingForKind } from '../../../__generated__/graphql';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { choiceOf, SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { placeUserErrors } from '../../../ui/useMutationForm';
import type { UserError } from '../../../ui/useMutationForm';
import { KIND_OPTIONS, TEXT_MAX } from '../lookingForKinds';

/** What the viewer is adding (kept whatever the server answers). */
export interface ItemDraft {
  kind: LookingForKind;
  referenceItemId: string;
  text: string;
  published: boolean;
}

export interface AddLookingForItemFormProps {
  draft: ItemDraft;
  onChange: (draft: ItemDraft) => void;
  /** The values of the draft's kind not on the list yet. */
  options: readonly { id: string; name: string }[];
  errors: readonly UserError[];
  adding: boolean;
  onSubmit: () => void;
}

const KINDS = KIND_OPTIONS.map((option) => option.kind);

/** Pick a kind, then a value (or type free text), choose Published or Full, and add. */
export function AddLookingForItemForm({
  draft,
  onChange,
  options,
  errors,
  adding,
  onSubmit,
}: AddLookingForItemFormProps) {
  const placed = placeUserErrors(errors, ['text', 'referenceItemId']);
  return (
    <Stack
      as="form"
      gap={4}
      aria-label="Add to the list"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ErrorAlerts messages={placed.errors} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <SelectField
          label="Kind"
          name="kind"
          value={draft.kind}
          options={KIND_OPTIONS.map((option) => ({ value: option.kind, label: option.label }))}
          onChange={(value) => onChange({ ...draft, kind: choiceOf(KINDS, value) ?? draft.kind, referenceItemId: '' })}
        />
        {draft.kind === 'TEXT' ? (
          <TextField
            label="What you are looking for"
            name="text"
            value={draft.text}
            onChange={(text) => onChange({ ...draft, text })}
            maxLength={TEXT_MAX}
            error={placed.fieldErrors.text}
          />
        ) : (
          <SelectField
            label="Value"
            name="referenceItemId"
            placeholder="Choose one"
            value={draft.referenceItemId}
            options={options.map((option) => ({ value: option.id, label: option.name }))}
            error={placed.fieldErrors.referenceItemId}
            onChange={(referenceItemId) => onChange({ ...draft, referenceItemId })}
          />
        )}
      </SimpleGrid>
      <Switch.Root
        checked={draft.published}
        onCheckedChange={(details) => onChange({ ...draft, published: details.checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Published</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        Published: everyone sees it on your company profile. Off (the full list): only your company's members see it.
      </Text>
      <Button type="submit" loading={adding} alignSelf="flex-start">
        Add to the list
      </Button>
    </Stack>
  );
}
