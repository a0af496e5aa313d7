import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { RequestKind, RequestStatus, RequestVisibility } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { TextField } from '../../../ui/TextField';
import { KIND_HINTS, KIND_LABELS, todayUtc } from '../requestFormat';
import { REFERENCE_FIELDS, REQUEST_TEXT_LIMITS } from '../requestForm';
import type { RequestFormValues } from '../requestForm';
import { useRequestSubmit } from '../useRequestSubmit';
import type { EditedRequest } from '../useRequestSubmit';
import { ChoiceCards } from './ChoiceCards';
import { DayField } from './DayField';
import { InviteCompaniesField } from './InviteCompaniesField';
import { RequestKindFields } from './RequestKindFields';
import type { RequestFormOptions } from './RequestKindFields';

const KINDS = (Object.keys(KIND_LABELS) as RequestKind[]).map((value) => ({
  value,
  label: KIND_LABELS[value],
  hint: KIND_HINTS[value],
}));
const VISIBILITIES: ReadonlyArray<{ value: RequestVisibility; label: string; hint: string }> = [
  { value: 'PUBLIC', label: 'Public', hint: 'Every member can see and respond.' },
  { value: 'INVITED', label: 'Invited companies only', hint: 'Only the companies you invite see it.' },
];
/** The fields the form shows; a refusal naming another field shows at the top. */
const FORM_FIELDS = new Set<string>([
  'kind',
  'title',
  'description',
  'responseDeadline',
  'visibility',
  'invitedCompanyIds',
  'phases',
  'numberOfSites',
  'enrolmentTarget',
  'startDate',
  'timeline',
  'budgetMin',
  'budgetMax',
  'problem',
  'stage',
  ...REFERENCE_FIELDS,
]);

export interface RequestFormProps {
  initial: RequestFormValues;
  /** The request being edited, with its status (none for a new one). */
  edited: (EditedRequest & { status: RequestStatus }) | null;
  options: RequestFormOptions;
  ownCompanyId: string | null;
}

const MODAL_CODES = new Set(['EXPLORER_LIMIT', 'PLAN_REQUIRED']);

/**
 * A request's form: the kind first, then the common fields and that kind's. New requests and
 * drafts save as a draft or publish; an open request saves its changes (its kind is fixed).
 * Refusals show at their fields; what was typed stays.
 */
export function RequestForm({ initial, edited, options, ownCompanyId }: RequestFormProps) {
  const [values, setValues] = useState<RequestFormValues>(initial);
  const { errors, saving, submit } = useRequestSubmit(edited);
  const change = (patch: Partial<RequestFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;
  const general = errors.filter((error) => !error.field || !FORM_FIELDS.has(error.field));
  const fieldCount = errors.length - general.length;
  const open = edited?.status === 'OPEN';
  const formRef = useRef<HTMLFormElement>(null);

  // After a refusal, keyboard and screen-reader users land on the first field at fault (not when a
  // plan modal opens: it takes the focus itself).
  useEffect(() => {
    if (errors.some((error) => MODAL_CODES.has(error.code))) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(values, !open && (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'publish');
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-busy={saving}
      aria-label={edited ? 'Edit request' : 'Post a request'}
    >
      <Stack gap={6}>
        {general.map((error) => (
          <ErrorAlert key={error.message} message={error.message} />
        ))}
        {fieldCount > 0 ? (
          <ErrorAlert
            status="warning"
            message={`${fieldCount === 1 ? 'One field needs' : `${fieldCount} fields need`} your attention: see the messages below.`}
          />
        ) : null}
        <ChoiceCards
          label="What do you need?"
          choices={KINDS}
          value={values.kind}
          onChange={(kind) => change({ kind })}
          disabled={open}
          error={errorOf('kind')}
        />
        {values.kind ? (
          <>
            <TextField
              label="Title"
              name="title"
              value={values.title}
              onChange={(title) => change({ title })}
              maxLength={REQUEST_TEXT_LIMITS.title}
              error={errorOf('title')}
            />
            <TextField
              label="Description"
              name="description"
              multiline
              rows={6}
              value={values.description}
              onChange={(description) => change({ description })}
              maxLength={REQUEST_TEXT_LIMITS.description}
              helperText="What you need and why; plain text."
              error={errorOf('description')}
            />
            <DayField
              label="Response deadline"
              name="responseDeadline"
              value={values.responseDeadline}
              min={todayUtc()}
              onChange={(responseDeadline) => change({ responseDeadline })}
              helperText="Responses are accepted until the end of this day (UTC)."
              error={errorOf('responseDeadline')}
            />
            <RequestKindFields values={values} onChange={change} options={options} errorOf={errorOf} />
            <ChoiceCards
              label="Who sees it?"
              choices={VISIBILITIES}
              value={values.visibility}
              onChange={(visibility) => change({ visibility })}
              error={errorOf('visibility')}
            />
            {values.visibility === 'INVITED' ? (
              <InviteCompaniesField
                invited={values.invitedCompanies}
                onChange={(invitedCompanies) => change({ invitedCompanies })}
                ownCompanyId={ownCompanyId}
                error={errorOf('invitedCompanyIds')}
              />
            ) : null}
          </>
        ) : (
          <Text color="fg.muted">Choose a kind to see its fields.</Text>
        )}
        <Flex gap={3} wrap="wrap">
          {open ? (
            <Button type="submit" loading={saving} value="save">
              Save changes
            </Button>
          ) : (
            <>
              <Button type="submit" loading={saving} value="publish">
                Publish
              </Button>
              <Button type="submit" variant="outline" disabled={saving} value="draft">
                Save draft
              </Button>
            </>
          )}
        </Flex>
      </Stack>
    </form>
  );
}
