import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { AppLink } from '../../../ui/AppLink';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormNotice } from '../../../ui/FormField';
import { Markdown } from '../../../ui/Markdown';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useFormFeedback } from '../../../ui/useMutationForm';
import { CreateCommonsPageDocument, UpdateCommonsPageDocument } from '../commons.documents';
import { commonsEditUrl, commonsPageUrl } from '../commonsUrls';

const LIMITS = FIELD_LIMITS.CommonsCreatePageBody;
type Field = 'type' | 'title' | 'summary' | 'body';
const FIELDS: readonly Field[] = ['type', 'title', 'summary', 'body'];

export interface EditorPage {
  id: string;
  type: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  status: 'DRAFT' | 'PUBLISHED';
}

export interface PageEditorFormProps {
  /** The page being edited; none: a new one. */
  page?: EditorPage;
  types: readonly { type: string; label: string }[];
  initialType?: string;
}

/** Title, summary and markdown with a live preview (the server's rules); Save draft / Publish. */
export function PageEditorForm({ page, types, initialType }: PageEditorFormProps) {
  const navigate = useNavigate();
  const [type, setType] = useState(page?.type ?? initialType ?? types[0]?.type ?? '');
  const [title, setTitle] = useState(page?.title ?? '');
  const [summary, setSummary] = useState(page?.summary ?? '');
  const [body, setBody] = useState(page?.body ?? '');
  const [status, setStatus] = useState(page?.status ?? 'DRAFT');
  const feedback = useFormFeedback<Field>();
  const [create, creating] = useMutation(CreateCommonsPageDocument);
  const [update, updating] = useMutation(UpdateCommonsPageDocument);
  const busy = creating.loading || updating.loading;

  async function save(publish: boolean) {
    const empty: Partial<Record<Field, string>> = {};
    if (!title.trim()) empty.title = 'Give the page a title.';
    if (!body.trim()) empty.body = 'Write the page before saving it.';
    if (Object.keys(empty).length > 0) return feedback.setFieldErrors(empty);
    const done = publish ? 'Published: everyone can read it now.' : 'Saved as a draft: only your company sees it.';
    if (!page) {
      const outcome = await feedback.run(
        async () =>
          (await create({ variables: { input: { type, title, summary, body, publish } } })).data?.createCommonsPage,
        { fields: FIELDS, done, accept: (p) => p.page !== null },
      );
      if ('ok' in outcome && outcome.ok.page)
        void navigate(commonsEditUrl({ id: outcome.ok.page.id }), { replace: true });
      return;
    }
    const outcome = await feedback.run(
      async () =>
        (await update({ variables: { id: page.id, input: { title, summary, body, publish } } })).data
          ?.updateCommonsPage,
      { fields: FIELDS, done, accept: (p) => p.page !== null },
    );
    if ('ok' in outcome && outcome.ok.page) setStatus(outcome.ok.page.status);
  }

  return (
    <Stack gap={5} as="form" onSubmit={(event) => event.preventDefault()} aria-label="Page editor">
      <ErrorAlerts messages={feedback.errors} />
      {!page && (
        <SelectField
          label="Type"
          name="type"
          value={type}
          options={types.map((t) => ({ value: t.type, label: t.label }))}
          onChange={setType}
          error={feedback.fieldErrors.type}
          maxW={{ base: 'full', sm: '20rem' }}
        />
      )}
      <TextField
        label="Title"
        name="title"
        value={title}
        onChange={setTitle}
        maxLength={LIMITS.title}
        error={feedback.fieldErrors.title}
      />
      <TextField
        label="Summary"
        name="summary"
        value={summary}
        onChange={setSummary}
        maxLength={LIMITS.summary}
        multiline
        rows={2}
        helperText="One or two sentences shown in lists."
        error={feedback.fieldErrors.summary}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={5} alignItems="start">
        <TextField
          label="Text (markdown)"
          name="body"
          value={body}
          onChange={setBody}
          maxLength={LIMITS.body}
          multiline
          rows={18}
          helperText="## for a section, - for a list, [words](https://…) for a link. HTML is not rendered."
          error={feedback.fieldErrors.body}
        />
        <Stack gap={2} as="section" aria-labelledby="preview-heading">
          <Heading as="h2" size="sm" id="preview-heading">
            Preview
          </Heading>
          <Box borderWidth="1px" rounded="md" p={4} minH="12rem" bg="bg.panel">
            {body.trim() ? (
              <Markdown>{body}</Markdown>
            ) : (
              <Text color="fg.muted">The preview shows here as you write.</Text>
            )}
          </Box>
        </Stack>
      </SimpleGrid>
      <Flex gap={3} wrap="wrap" align="center">
        <Button variant="outline" loading={busy} onClick={() => void save(false)}>
          {status === 'PUBLISHED' ? 'Unpublish and save as draft' : 'Save draft'}
        </Button>
        <Button loading={busy} onClick={() => void save(true)}>
          {status === 'PUBLISHED' ? 'Save and keep published' : 'Publish'}
        </Button>
        {page && <AppLink to={commonsPageUrl(page.type, page.slug)}>View the page</AppLink>}
      </Flex>
      <FormNotice message={feedback.notice} />
    </Stack>
  );
}
