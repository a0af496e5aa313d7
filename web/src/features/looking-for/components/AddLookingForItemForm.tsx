import { Button, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import type { LookingForKind } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { FormField } from '../../../ui/FormField';
import { TextField } from '../../../ui/TextField';
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
  errors: readonly { field?: string | null; message: string }[];
  adding: boolean;
  onSubmit: () => void;
}

/** Pick a kind, then a value (or type free text), choose Published or Full, and add. */
export function AddLookingForItemForm({
  draft,
  onChange,
  options,
  errors,
  adding,
  onSubmit,
}: AddLookingForItemFormProps) {
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;
  const general = errors.filter((error) => error.field !== 'text' && error.field !== 'referenceItemId');
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
      {general.map((error) => (
        <ErrorAlert key={error.message} message={error.message} />
      ))}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <FormField label="Kind">
          <NativeSelect.Root>
            <NativeSelect.Field
              name="kind"
              value={draft.kind}
              onChange={(event) =>
                onChange({ ...draft, kind: event.target.value as LookingForKind, referenceItemId: '' })
              }
            >
              {KIND_OPTIONS.map((option) => (
                <option key={option.kind} value={option.kind}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {draft.kind === 'TEXT' ? (
          <TextField
            label="What you are looking for"
            name="text"
            value={draft.text}
            onChange={(text) => onChange({ ...draft, text })}
            maxLength={TEXT_MAX}
            error={errorOf('text')}
          />
        ) : (
          <FormField label="Value" error={errorOf('referenceItemId')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="referenceItemId"
                placeholder="Choose one"
                value={draft.referenceItemId}
                onChange={(event) => onChange({ ...draft, referenceItemId: event.target.value })}
              >
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
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
