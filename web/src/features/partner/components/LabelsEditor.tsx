import { Box, Button, CloseButton, Flex, Input, Stack, Tag, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormField } from '../../../ui/FormField';
import { SectionCard } from '../../../ui/SectionCard';
import { placeUserErrors, sendOutcome } from '../../../ui/useMutationForm';
import { SetContractedPartnerLabelsDocument } from '../partner.documents';

/** The api's rules, repeated only to guide typing: it refuses the same. */
const MAX_LABELS = 10;
const MAX_LENGTH = 40;

export interface LabelsEditorProps {
  companyId: string;
  labels: readonly string[];
  /** The reference labels and the company's own, offered while typing. */
  suggestions: readonly string[];
}

/**
 * A partner's labels as tags, each removable, and a field to add one: a reference label or a word
 * of the company's own, suggested as it is typed (a native combobox: input with a list).
 */
export function LabelsEditor({ companyId, labels, suggestions }: LabelsEditorProps) {
  const listId = useId();
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [errors, setErrors] = useState<string[]>([]);
  const [save, { loading }] = useMutation(SetContractedPartnerLabelsDocument);
  const taken = new Set(labels.map((label) => label.toLowerCase()));
  const offered = suggestions.filter((label) => !taken.has(label.toLowerCase()));

  const send = async (next: string[]): Promise<boolean> => {
    const outcome = await sendOutcome(
      async () => (await save({ variables: { companyId, labels: next } })).data?.setContractedPartnerLabels,
      (payload) => payload.details,
    );
    const placed = placeUserErrors('errors' in outcome ? outcome.errors : [], ['labels'] as const);
    setFieldError(placed.fieldErrors.labels);
    setErrors(placed.errors);
    return 'ok' in outcome;
  };

  const add = async () => {
    const label = draft.trim();
    if (label.length === 0) return setFieldError('Type a label or pick one.');
    if (label.length > MAX_LENGTH) return setFieldError(`A label has at most ${MAX_LENGTH} characters.`);
    if (taken.has(label.toLowerCase())) return setFieldError('This partner already has this label.');
    if (labels.length >= MAX_LABELS) return setFieldError(`A partner has at most ${MAX_LABELS} labels.`);
    if (await send([...labels, label])) setDraft('');
  };

  return (
    <SectionCard title="Labels">
      <Stack gap={4}>
        {labels.length === 0 ? (
          <Text color="fg.muted">No labels yet.</Text>
        ) : (
          <Flex as="ul" gap={2} wrap="wrap" listStyleType="none" aria-label="Labels">
            {labels.map((label) => (
              <Tag.Root as="li" key={label} size="lg">
                <Tag.Label>{label}</Tag.Label>
                <Tag.EndElement>
                  <CloseButton
                    size="2xs"
                    aria-label={`Remove label ${label}`}
                    disabled={loading}
                    onClick={() => void send(labels.filter((l) => l !== label))}
                  />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </Flex>
        )}
        <Stack
          as="form"
          gap={2}
          aria-label="Add a label"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Flex gap={2} align="center" wrap="wrap">
            <Box flex="1" minW="12rem" maxW="22rem">
              <FormField label="Add a label" error={fieldError} helperText="Pick a common label or type your own.">
                <Input name="label" list={listId} value={draft} onChange={(event) => setDraft(event.target.value)} />
              </FormField>
            </Box>
            <datalist id={listId}>
              {offered.map((label) => (
                <option key={label} value={label} />
              ))}
            </datalist>
            <Button type="submit" size="md" variant="outline" loading={loading}>
              Add label
            </Button>
          </Flex>
          <ErrorAlerts messages={errors} />
        </Stack>
      </Stack>
    </SectionCard>
  );
}
