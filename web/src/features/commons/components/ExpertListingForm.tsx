import { Button, Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { LoadState } from '../../../shared/ui/LoadStates';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormNotice } from '../../../ui/FormField';
import { TextField } from '../../../ui/TextField';
import { useFormFeedback } from '../../../ui/useMutationForm';
import { SaveExpertListingDocument, ViewerExpertListingQueryDocument } from '../experts.documents';

const LIMITS = FIELD_LIMITS.CommonsExpertBody;
const MAX_KINDS = 5;
type Field = 'kinds' | 'headline' | 'bio';

export interface ExpertListingFormProps {
  /** The EXPERTS reference names. */
  kinds: readonly string[];
  /** After a save: the directory reloads. */
  onSaved: () => void;
}

/** "List me as an expert": the viewer's kinds, headline and bio; list or unlist. */
export function ExpertListingForm({ kinds, onSaved }: ExpertListingFormProps) {
  const { data, error, refetch } = useQuery(ViewerExpertListingQueryDocument, { fetchPolicy: 'network-only' });
  if (!data) return <LoadState error={error} refetch={refetch} label="Loading your listing" />;
  return (
    <ListingFields
      key={data.viewerExpertListing?.userId ?? 'new'}
      kinds={kinds}
      current={data.viewerExpertListing}
      onSaved={onSaved}
    />
  );
}

interface ListingFieldsProps extends ExpertListingFormProps {
  current: { kinds: string[]; headline: string; bio: string; listed: boolean } | null | undefined;
}

function ListingFields({ kinds, current, onSaved }: ListingFieldsProps) {
  const [chosen, setChosen] = useState<string[]>(current?.kinds ?? []);
  const [headline, setHeadline] = useState(current?.headline ?? '');
  const [bio, setBio] = useState(current?.bio ?? '');
  const [listed, setListed] = useState(current?.listed ?? false);
  const feedback = useFormFeedback<Field>();
  const [save, { loading }] = useMutation(SaveExpertListingDocument);

  async function send(list: boolean) {
    if (list && chosen.length === 0)
      return feedback.setFieldErrors({ kinds: 'Choose at least one kind of expertise.' });
    if (list && !headline.trim()) return feedback.setFieldErrors({ headline: 'Say in one line what you know.' });
    const outcome = await feedback.run(
      async () =>
        (
          await save({
            variables: {
              input: { kinds: chosen.length ? chosen : (current?.kinds ?? []), headline, bio, listed: list },
            },
          })
        ).data?.saveExpertListing,
      {
        fields: ['kinds', 'headline', 'bio'],
        done: list ? 'You are listed in the directory.' : 'You are no longer listed.',
        accept: (p) => p.expert !== null,
      },
    );
    if ('ok' in outcome) {
      setListed(list);
      onSaved();
    }
  }

  return (
    <Stack gap={4} as="form" aria-label="List me as an expert" onSubmit={(event) => event.preventDefault()}>
      <ErrorAlerts messages={feedback.errors} />
      <Fieldset.Root invalid={Boolean(feedback.fieldErrors.kinds)}>
        <Fieldset.Legend>{`Kinds of expertise (up to ${MAX_KINDS})`}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={2} mt={2}>
          {kinds.map((kind) => {
            const checked = chosen.includes(kind);
            return (
              <Checkbox.Root
                key={kind}
                checked={checked}
                disabled={!checked && chosen.length >= MAX_KINDS}
                onCheckedChange={(e) =>
                  setChosen((now) => (e.checked ? [...now, kind] : now.filter((k) => k !== kind)))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{kind}</Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </SimpleGrid>
        {feedback.fieldErrors.kinds && <Fieldset.ErrorText>{feedback.fieldErrors.kinds}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <TextField
        label="Headline"
        name="headline"
        value={headline}
        onChange={setHeadline}
        maxLength={LIMITS.headline}
        error={feedback.fieldErrors.headline}
      />
      <TextField
        label="About you"
        name="bio"
        value={bio}
        onChange={setBio}
        maxLength={LIMITS.bio}
        multiline
        rows={4}
        error={feedback.fieldErrors.bio}
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3} align={{ sm: 'center' }}>
        <Button loading={loading} onClick={() => void send(true)}>
          {listed ? 'Save my listing' : 'List me as an expert'}
        </Button>
        {listed && (
          <Button variant="outline" loading={loading} onClick={() => void send(false)}>
            Unlist me
          </Button>
        )}
        {!listed && current && <Text color="fg.muted">You are not listed at the moment.</Text>}
      </Stack>
      <FormNotice message={feedback.notice} />
    </Stack>
  );
}
