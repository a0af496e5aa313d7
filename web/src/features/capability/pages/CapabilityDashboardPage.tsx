import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { graphql } from '../../../__generated__';
import { CAPABILITY_PATH } from '../capabilityUrls';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { PageContainer } from '../../../ui/PageContainer';
import { SectionCard } from '../../../ui/SectionCard';
import { RangePager } from '../../../shared/ui/RangePager';
import { type AlertDraft, checkDraft, draftOf, emptyDraft, type FormError } from '../alertDraft';
import { ALERT_PUBLISHER_TYPES } from '../capabilityFormat';
import { CapabilityAlertForm } from '../components/CapabilityAlertForm';
import { type AlertAction, MyCapabilityAlertRow } from '../components/MyCapabilityAlertRow';
import { alertReferenceOptions } from '../referenceOptions';
import { useAlertMutations } from '../useAlertMutations';

export const CapabilityDashboardPageQueryDocument = graphql(`
  query CapabilityDashboardPage($page: Int!) {
    myCapabilityAlerts(page: $page, size: 20) {
      items {
        id
        ...AlertDraft_alert
        ...MyCapabilityAlertRow_alert
      }
      page
      size
      totalElements
      totalPages
    }
    referenceItems(kinds: [SERVICES, THERAPEUTIC_AREAS, REGIONS]) {
      id
      kind
      name
    }
  }
`);

type Editing = { id: string | null; draft: AlertDraft; errors: FormError[] };

/** `/dashboard/capability`: the company's capability alerts in every state, and the form to write one. */
export function CapabilityDashboardPage() {
  const viewer = useViewer();
  const [page, setPage] = useState(0);
  const { data, error, refetch } = useQuery(CapabilityDashboardPageQueryDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const mutations = useAlertMutations();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pending, setPending] = useState<{ id: string; action: AlertAction } | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const options = useMemo(() => alertReferenceOptions(data?.referenceItems), [data]);
  const publishes = ALERT_PUBLISHER_TYPES.includes(viewer?.user?.company?.role.type ?? '');

  async function save(publish: boolean) {
    if (!editing) return;
    const invalid = checkDraft(editing.draft);
    if (invalid.length > 0) return setEditing({ ...editing, errors: invalid });
    const errors = await mutations.save(editing.id, editing.draft, publish);
    setEditing(errors.length > 0 ? { ...editing, errors } : null);
  }

  async function act(id: string, action: AlertAction) {
    setConfirmDelete(null);
    setPending({ id, action });
    const errors = await mutations.act(id, action);
    setPending(null);
    setRowErrors((current) => ({ ...current, [id]: errors.map((e) => e.message).join(' ') }));
  }

  const alerts = data?.myCapabilityAlerts;
  let list;
  if (!alerts) list = <LoadState error={error} refetch={refetch} label="Loading your alerts" />;
  else if (alerts.items.length === 0) list = <Text color="fg.muted">Your company has no capability alerts yet.</Text>;
  else
    list = (
      <Stack gap={3}>
        <Stack as="ul" gap={0} m={0} p={0} aria-label="Your capability alerts">
          {alerts.items.map((alert) => (
            <MyCapabilityAlertRow
              key={alert.id}
              alert={alert}
              pending={pending?.id === alert.id ? pending.action : null}
              error={rowErrors[alert.id] || null}
              onEdit={() =>
                setEditing({
                  id: alert.id,
                  errors: [],
                  draft: draftOf(alert),
                })
              }
              onAction={(action) => (action === 'delete' ? setConfirmDelete(alert.id) : void act(alert.id, action))}
            />
          ))}
        </Stack>
        <RangePager
          page={alerts.page}
          size={alerts.size}
          totalElements={alerts.totalElements}
          totalPages={alerts.totalPages}
          onPageChange={setPage}
        />
      </Stack>
    );

  return (
    <PageContainer>
      <Stack gap={6} maxW="4xl">
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Capability alerts
          </Heading>
          <Text color="fg.muted">
            {'Tell sponsors what your company can take on now. Current alerts show on the '}
            <AppLink to={CAPABILITY_PATH}>public capability list</AppLink>
            {' until their valid-until day, and members whose interests match are notified.'}
          </Text>
        </Stack>
        {!publishes ? (
          <Text>Capability alerts are for vendors and sites. Your company type does not publish them.</Text>
        ) : (
          <>
            <SectionCard title={editing?.id ? 'Edit the alert' : 'New alert'}>
              {editing ? (
                <CapabilityAlertForm
                  draft={editing.draft}
                  onChange={(draft) => setEditing({ ...editing, draft })}
                  options={options}
                  errors={editing.errors}
                  mode={editing.id ? 'edit' : 'create'}
                  saving={mutations.saving}
                  onSubmit={(publish) => void save(publish)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <Button onClick={() => setEditing({ id: null, draft: emptyDraft(), errors: [] })}>
                  Write an alert
                </Button>
              )}
            </SectionCard>
            <SectionCard title="Your alerts">{list}</SectionCard>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmDelete !== null}
        title="Delete this draft?"
        description="The draft is removed for good."
        confirmLabel="Delete draft"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => confirmDelete && void act(confirmDelete, 'delete')}
        onCancel={() => setConfirmDelete(null)}
      />
    </PageContainer>
  );
}
