import { Progress, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../../__generated__';
import { useModals } from '../../../shared/modals/modalContext';
import { isLapsed } from '../../../shared/session/subscriptionAccess';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadState } from '../../../shared/ui/LoadStates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { FormDialog } from '../../../ui/FormDialog';
import { downloadExport, type ExportOutcome, type ExportProgress, type ExportTarget } from '../downloadExport';
import { renewalDay, rowCount } from '../exportFormat';

export const ExportDialogQueryDocument = graphql(`
  query ExportDialog {
    exportAllowance {
      monthlyRows
      usedRows
      remainingRows
      resetsAt
    }
  }
`);

export interface ExportDialogProps {
  target: ExportTarget;
  /** The rows the page expects (the server's count replaces it once the file starts). */
  rows: number;
  /** What is exported, in the title: a folder's name, or "this search". */
  subject: string;
  onClose: () => void;
}

type Saved = Extract<ExportOutcome, { ok: true }>;

/**
 * Before an export, how many rows it has and how many the company has left this month; then the
 * download with its progress, and the file saved. Explorer and plan refusals open spec §4's
 * modal with the api's words; any other refusal (the allowance) stays here, nothing counted.
 */
export function ExportDialog({ target, rows, subject, onClose }: ExportDialogProps) {
  const { data, error, refetch } = useQuery(ExportDialogQueryDocument, { fetchPolicy: 'network-only' });
  const viewer = useViewer();
  const { open } = useModals();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  // One key per export: kept after a failed connection, so trying again is the same export (counted once).
  const key = useRef<string | null>(null);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);
  const allowance = data?.exportAllowance;

  async function run() {
    setErrors([]);
    setSaved(null);
    key.current ??= crypto.randomUUID();
    stop.current = new AbortController();
    setProgress({ rows: 0, total: rows });
    const outcome = await downloadExport(target, {
      expectedRows: rows,
      key: key.current,
      onProgress: setProgress,
      signal: stop.current.signal,
    });
    setProgress(null);
    if (outcome.ok || !outcome.retry) key.current = null;
    void refetch().catch(() => undefined);
    if (outcome.ok) return setSaved(outcome);
    const companyName = viewer?.user?.company?.name ?? null;
    if (outcome.code === 'EXPLORER_LIMIT' || outcome.code === 'PLAN_REQUIRED') {
      onClose();
      const situation =
        outcome.code === 'EXPLORER_LIMIT' ? 'upgrade' : isLapsed(viewer?.subscription) ? 'renew' : 'free-trial';
      open('subscriptionRequired', { situation, companyName, reason: outcome.message });
      return;
    }
    setErrors([outcome.message]);
  }

  let body;
  if (!allowance) body = <LoadState error={error} refetch={refetch} label="Loading your export allowance" />;
  else if (allowance.monthlyRows === 0) body = <Text>Your company&apos;s plan includes no exports.</Text>;
  else
    body = (
      <>
        <Text>
          {`${rowCount(rows)} ${rows === 1 ? 'row' : 'rows'} · your company has ${rowCount(allowance.remainingRows)} of ${rowCount(allowance.monthlyRows)} export rows left this month`}
        </Text>
        {rows > allowance.remainingRows && !saved ? (
          <ErrorAlert
            status="warning"
            message={`That is more than your company has left this month: export fewer companies, or wait until the allowance renews on ${renewalDay(allowance.resetsAt)}.`}
          />
        ) : null}
      </>
    );

  return (
    <FormDialog
      title={`Export ${subject} to CSV`}
      onClose={onClose}
      onSubmit={() => void run()}
      submitLabel={saved ? 'Export again' : 'Export'}
      submitting={progress !== null}
      canSubmit={Boolean(allowance)}
      cancelLabel={saved ? 'Close' : 'Cancel'}
      errors={errors}
    >
      <Stack gap={3}>
        {body}
        {progress ? (
          <Progress.Root value={Math.min(progress.rows, progress.total)} max={Math.max(progress.total, 1)}>
            <Progress.Label>Downloading</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText>{`${rowCount(progress.rows)} of ${rowCount(progress.total)} rows`}</Progress.ValueText>
          </Progress.Root>
        ) : null}
        {saved ? (
          <Text role="status">{`Saved ${saved.fileName}: ${rowCount(saved.rows)} ${saved.rows === 1 ? 'row' : 'rows'}.`}</Text>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
