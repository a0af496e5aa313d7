import { Field, Flex, NativeSelect, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { ShareFolderColleaguesQuery, WatchlistShareRole } from '../../../__generated__/graphql';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadState } from '../../../shared/ui/LoadStates';
import { FormDialog } from '../../../ui/FormDialog';
import { formMessages, type WatchlistChanges } from '../useWatchlistChanges';
import type { WatchlistFolder } from '../watchlistTypes';

// The viewer's company as its colleagues see it: its active, approved members (masked ones
// included), the people a folder can be shared with.
export const ShareFolderColleaguesDocument = graphql(`
  query ShareFolderColleagues($alias: String!) {
    company(alias: $alias) {
      id
      members {
        id
        firstName
        lastName
        jobTitle
      }
    }
  }
`);

type Colleague = NonNullable<ShareFolderColleaguesQuery['company']>['members'][number];
type Access = WatchlistShareRole | 'NONE';

const ACCESS: { value: Access; label: string }[] = [
  { value: 'NONE', label: 'Not shared' },
  { value: 'VIEWER', label: 'Can view' },
  { value: 'EDITOR', label: 'Can edit' },
];
const accessOf = (value: string): Access => ACCESS.find((option) => option.value === value)?.value ?? 'NONE';
const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
const byName = (a: Colleague, b: Colleague) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

interface ColleagueAccessProps {
  colleague: Colleague;
  value: Access;
  onChange: (access: Access) => void;
}

/** One colleague and what they may do with the folder ("Access for Dana Member" to assistive technology). */
function ColleagueAccess({ colleague, value, onChange }: ColleagueAccessProps) {
  return (
    <li>
      <Field.Root>
        <Flex w="full" gap={2} justify="space-between" align="center" wrap="wrap">
          <Stack gap={0} minW={0} flex="1 1 10rem">
            <Field.Label fontWeight="medium" overflowWrap="anywhere">
              <VisuallyHidden>Access for</VisuallyHidden> {fullName(colleague)}
            </Field.Label>
            {colleague.jobTitle ? <Field.HelperText mt={0}>{colleague.jobTitle}</Field.HelperText> : null}
          </Stack>
          <NativeSelect.Root size="sm" width="9rem">
            <NativeSelect.Field value={value} onChange={(event) => onChange(accessOf(event.target.value))}>
              {ACCESS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      </Field.Root>
    </li>
  );
}

export interface ShareFolderDialogProps {
  folder: WatchlistFolder;
  changes: WatchlistChanges;
  onClose: () => void;
}

/**
 * The owner's choice of who else sees a folder: each colleague not shared, a viewer or an editor.
 * Saving sends everyone at once (the api replaces the shares); the answer's folders show the new
 * shares on the page.
 */
export function ShareFolderDialog({ folder, changes, onClose }: ShareFolderDialogProps) {
  const viewer = useViewer();
  const alias = viewer?.user?.company?.alias ?? null;
  const { data, error, refetch } = useQuery(ShareFolderColleaguesDocument, {
    variables: { alias: alias ?? '' },
    skip: !alias,
    fetchPolicy: 'cache-and-network',
  });
  const [access, setAccess] = useState<Record<string, Access>>(() =>
    Object.fromEntries(folder.shares.map((share) => [share.person.id, share.role])),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const colleagues = (data?.company?.members ?? []).filter((member) => member.id !== viewer?.user?.id).sort(byName);

  async function save() {
    // Only current colleagues: a share with someone who left the company has lapsed already.
    const shares = colleagues.flatMap((colleague) => {
      const role = access[colleague.id] ?? 'NONE';
      return role === 'NONE' ? [] : [{ userId: colleague.id, role }];
    });
    setErrors([]);
    setSending(true);
    const refused = await changes.shareFolder(folder.id, shares);
    setSending(false);
    if (refused.length > 0) return setErrors(formMessages(refused));
    onClose();
  }

  let body;
  if (!alias) body = <Text>Folders are shared with colleagues of your company, and your account has none.</Text>;
  else if (!data) body = <LoadState error={error} refetch={refetch} label="Loading your colleagues" />;
  else if (colleagues.length === 0)
    body = <Text>Nobody else in your company has an active account yet, so there is no one to share with.</Text>;
  else
    body = (
      <>
        <Text fontSize="sm" color="fg.muted">
          Viewers see its companies and notes. Editors also add, note, move and remove companies. Only you rename, share
          or delete it.
        </Text>
        <Stack as="ul" gap={3} m={0} p={0} listStyleType="none" aria-label="Colleagues">
          {colleagues.map((colleague) => (
            <ColleagueAccess
              key={colleague.id}
              colleague={colleague}
              value={access[colleague.id] ?? 'NONE'}
              onChange={(role) => setAccess((previous) => ({ ...previous, [colleague.id]: role }))}
            />
          ))}
        </Stack>
      </>
    );

  return (
    <FormDialog
      title={`Share ${folder.name}`}
      onClose={onClose}
      onSubmit={() => void save()}
      submitLabel="Save"
      submitting={sending}
      canSubmit={colleagues.length > 0}
      errors={errors}
    >
      {body}
    </FormDialog>
  );
}
