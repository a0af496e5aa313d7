import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData } from '../../../__generated__';
import type { ContentDraftFieldsFragment as DraftFields } from '../../../__generated__/graphql';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { formatDateTime } from '../../../shared/format/dates';
import { LoadState } from '../../../shared/ui/LoadStates';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormNotice } from '../../../ui/FormField';
import { Markdown } from '../../../ui/Markdown';
import { TextField } from '../../../ui/TextField';
import { hasUserErrorCode, type SendOutcome, useFormFeedback } from '../../../ui/useMutationForm';
import {
  ContentDraftFieldsFragment,
  ContentDraftQueryDocument,
  ContentEntriesQueryDocument,
  ContentHistoryQueryDocument,
  PublishContentDocument,
  RestoreContentVersionDocument,
  SaveContentDraftDocument,
} from '../content.documents';
import type { DraftPayload } from './draftPayload';
import { ContentHistory } from './ContentHistory';
import { DeleteEntryButton } from './DeleteEntryButton';
import { type Field, FIELDS, type Form, formOf, sameForm } from './draftForm';
import { firstInstantOf, lastInstantOf } from './schedule';
import { ScheduleFields } from './ScheduleFields';
import { STATE_LABELS } from './stateLabels';

const LIMITS = FIELD_LIMITS.SaveContentDraftBody;

export interface EntryEditorProps {
  entryKey: string;
  /** A banner or audience was deleted: the page leaves the editor. */
  onDeleted: (title: string) => void;
}

/** One entry's draft, loaded: the form starts again from each version the query answers. */
export function EntryEditor({ entryKey, onDeleted }: EntryEditorProps) {
  const { data, error, refetch } = useQuery(ContentDraftQueryDocument, {
    variables: { key: entryKey },
    fetchPolicy: 'network-only',
  });
  const loaded = data?.contentDraft ? getFragmentData(ContentDraftFieldsFragment, data.contentDraft) : null;
  if (loaded)
    return (
      <DraftForm
        key={`${loaded.key}:${loaded.version}`}
        initial={loaded}
        onReload={() => void refetch()}
        onDeleted={onDeleted}
      />
    );
  return data ? (
    <Text>This entry does not exist.</Text>
  ) : (
    <LoadState error={error} refetch={refetch} label="Loading the draft" />
  );
}

interface DraftFormProps {
  initial: DraftFields;
  /** Loads the latest draft (after a conflict), discarding the form's changes. */
  onReload: () => void;
  onDeleted: (title: string) => void;
}

/** The draft's fields, a markdown textarea with its live preview, save, publish and history. */
function DraftForm({ initial, onReload, onDeleted }: DraftFormProps) {
  const entryKey = initial.key;
  const [draft, setDraft] = useState<DraftFields>(initial);
  const [form, setForm] = useState<Form>(() => formOf(initial));
  const feedback = useFormFeedback<Field>();
  const [conflict, setConflict] = useState(false);
  const refetchQueries = [ContentEntriesQueryDocument, ContentHistoryQueryDocument];
  const [save, saving] = useMutation(SaveContentDraftDocument, { refetchQueries });
  const [publish, publishing] = useMutation(PublishContentDocument, { refetchQueries });
  const [restore] = useMutation(RestoreContentVersionDocument, { refetchQueries: [ContentEntriesQueryDocument] });

  const dirty = !sameForm(form, formOf(draft));
  const linked = draft.kind !== 'PAGE';
  // Checked as typed (a number field may hold "1.5" or nothing): nothing is sent until it is whole.
  const orderInvalid = linked && !(/^\d{1,4}$/.test(form.position) && Number(form.position) <= 1000);
  const set = (field: Field) => (value: string) => setForm({ ...form, [field]: value });
  const input = {
    title: form.title,
    description: form.description,
    body: form.body,
    linkLabel: linked ? form.linkLabel || null : null,
    linkPath: linked ? form.linkPath || null : null,
    position: orderInvalid ? draft.position : Number(form.position),
    startsAt: draft.kind === 'BANNER' ? firstInstantOf(form.startsAt) : null,
    endsAt: draft.kind === 'BANNER' ? lastInstantOf(form.endsAt) : null,
  };

  /** Keeps what the api answered as the new starting point, or flags a conflict. */
  const took = (outcome: SendOutcome<DraftPayload>): DraftFields | null => {
    if ('errors' in outcome) {
      setConflict(hasUserErrorCode(outcome.errors, 'CONFLICT'));
      return null;
    }
    const next = outcome.ok.draft ? getFragmentData(ContentDraftFieldsFragment, outcome.ok.draft) : null;
    if (next) {
      setDraft(next);
      setForm(formOf(next));
    }
    return next;
  };

  const current = draft;
  const saveDraft = (done = '') =>
    feedback.run(
      async () =>
        (await save({ variables: { key: entryKey, version: current.version, input } })).data?.saveContentDraft,
      { done, fields: FIELDS },
    );

  async function handlePublish() {
    // Unsaved changes are saved first, so what is published is what the preview shows.
    let version = current.version;
    if (dirty) {
      const saved = took(await saveDraft());
      if (!saved) return;
      version = saved.version;
    }
    took(
      await feedback.run(async () => (await publish({ variables: { key: entryKey, version } })).data?.publishContent, {
        done: 'Published: everyone sees this version now.',
        fields: FIELDS,
      }),
    );
  }

  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Flex gap={3} justify="space-between" align="flex-start">
          <Heading as="h2" size="lg" overflowWrap="anywhere">
            {draft.title || entryKey}
          </Heading>
          {draft.kind !== 'PAGE' ? (
            <DeleteEntryButton
              entry={{ ...draft, kind: draft.kind, title: draft.title || entryKey }}
              onDeleted={onDeleted}
            />
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {STATE_LABELS[draft.state]}
          {draft.publishedVersion
            ? ` · version ${draft.publishedVersion} published ${formatDateTime(draft.publishedAt)}`
            : ''}
          {draft.updatedBy ? ` · draft saved by ${draft.updatedBy}` : ''}
        </Text>
      </Stack>
      <ErrorAlerts messages={feedback.errors} />
      {conflict ? (
        <Button alignSelf="flex-start" variant="outline" size="sm" onClick={onReload}>
          Load the latest draft (discards your changes)
        </Button>
      ) : null}
      <TextField
        label="Title"
        name="title"
        value={form.title}
        onChange={set('title')}
        maxLength={LIMITS.title}
        error={feedback.fieldErrors.title}
      />
      <TextField
        label="Description"
        name="description"
        value={form.description}
        onChange={set('description')}
        maxLength={LIMITS.description}
        error={feedback.fieldErrors.description}
        helperText="One line: search engines and link previews show it."
      />
      {linked ? (
        <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap={4}>
          <TextField
            label="Link label"
            name="linkLabel"
            value={form.linkLabel}
            onChange={set('linkLabel')}
            maxLength={LIMITS.linkLabel}
            error={feedback.fieldErrors.linkLabel}
          />
          <TextField
            label="Link path"
            name="linkPath"
            value={form.linkPath}
            onChange={set('linkPath')}
            maxLength={LIMITS.linkPath}
            error={feedback.fieldErrors.linkPath}
            helperText="An app path such as /subscriptions, or an https:// address."
          />
        </Grid>
      ) : null}
      {linked ? (
        <ScheduleFields
          value={form}
          onChange={(schedule) => setForm({ ...form, ...schedule })}
          dated={draft.kind === 'BANNER'}
          errors={{
            ...feedback.fieldErrors,
            ...(orderInvalid ? { position: 'Enter a whole number from 0 to 1000.' } : {}),
          }}
        />
      ) : null}
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={5} alignItems="start">
        <Box css={{ '& textarea': { fontFamily: 'mono' } }}>
          <TextField
            label="Text (markdown)"
            name="body"
            value={form.body}
            onChange={set('body')}
            maxLength={LIMITS.body}
            error={feedback.fieldErrors.body}
            multiline
            rows={24}
            helperText="## for a heading, - for a list, [text](/path) for a link. HTML is shown as text."
          />
        </Box>
        <Box
          as="section"
          aria-label="Preview"
          borderWidth="1px"
          borderRadius="md"
          p={4}
          maxH="40rem"
          overflowY="auto"
          tabIndex={0}
          data-testid="content-preview"
        >
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" mb={3}>
            Preview
          </Text>
          <Markdown>{form.body}</Markdown>
        </Box>
      </Grid>
      <Flex gap={3} wrap="wrap" align="center">
        <Button
          onClick={() => void saveDraft('Draft saved. Publish it to show it to everyone.').then(took)}
          loading={saving.loading}
          disabled={!dirty || orderInvalid || publishing.loading}
          variant="outline"
        >
          Save draft
        </Button>
        <Button
          onClick={() => void handlePublish()}
          loading={publishing.loading}
          disabled={saving.loading || orderInvalid || (!dirty && draft.state === 'PUBLISHED')}
        >
          Publish
        </Button>
        {dirty ? (
          <Text fontSize="sm" color="fg.muted">
            Unsaved changes
          </Text>
        ) : null}
        <FormNotice message={feedback.notice} />
      </Flex>
      <ContentHistory
        entryKey={entryKey}
        onRestore={async (number) =>
          took(
            await feedback.run(
              async () =>
                (await restore({ variables: { key: entryKey, number, version: current.version } })).data
                  ?.restoreContentVersion,
              { done: `Version ${number} is in the draft now. Publish it to show it to everyone.` },
            ),
          )
        }
      />
    </Stack>
  );
}
