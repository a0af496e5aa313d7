import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useViewer } from '../../../shared/session/useViewer';
import type { ExportTarget } from '../downloadExport';

// The dialog (its query, the download and Chakra's progress bar) loads when first opened, so the
// folder and search pages carry only the button.
const ExportDialog = lazy(() => import('./ExportDialog').then((m) => ({ default: m.ExportDialog })));

export interface ExportButtonProps {
  /** A watchlist folder (its id) or a search (the page's search input, its paging ignored). */
  target: ExportTarget;
  /** The rows the page knows the export has (the folder's companies, the search's total). */
  rows: number;
  /** What is exported, for the dialog's title: a folder's name, or "this search". */
  subject: string;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * "Export CSV": a dialog says how many rows the export has and what the company's monthly
 * allowance has left, then downloads it with a progress bar. Signed-in viewers only; nothing to
 * export, nothing to press.
 */
export function ExportButton({ target, rows, subject, size = 'sm' }: ExportButtonProps) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  if (!viewer?.user) return null;
  return (
    <>
      <Button size={size} variant="outline" onClick={() => setOpen(true)} disabled={rows === 0}>
        Export CSV
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ExportDialog target={target} rows={rows} subject={subject} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
