import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useViewer } from '../../../shared/session/useViewer';
import type { ReachOutDraft } from './ContactCompanyDialog';

// The dialog (its form, queries and Chakra's dialog machinery) loads when first opened, so the
// profile and search pages carry only the button.
const ContactCompanyDialog = lazy(() =>
  import('./ContactCompanyDialog').then((m) => ({ default: m.ContactCompanyDialog })),
);

export interface ContactCompanyButtonProps {
  companyId: string;
  companyName: string;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * "Contact": starts a conversation with a company (a reach-out). Shown only to viewers who may
 * send messages (signed in, not impersonating, SEND_MESSAGES). The draft lives here, not in the
 * dialog, so closing the dialog (or the Explorer modal replacing it) never loses the typed text.
 */
export function ContactCompanyButton({ companyId, companyName, size = 'sm' }: ContactCompanyButtonProps) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<ReachOutDraft>({ subject: '', body: '' });
  if (!viewer?.permissions.includes('SEND_MESSAGES')) return null;

  return (
    <>
      {/* The visible label stays short, so a long name cannot push it off the page; the accessible name says whom. */}
      <Button
        variant="outline"
        size={size}
        aria-label={`Contact ${companyName}`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Contact
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ContactCompanyDialog
            open={open}
            onClose={() => setOpen(false)}
            companyId={companyId}
            companyName={companyName}
            draft={draft}
            onDraftChange={setDraft}
          />
        </Suspense>
      ) : null}
    </>
  );
}
