import { Box, Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import type { SessionViewer } from '../../../shared/session/sessionContext';
import { badgeText, bellLabel } from './bellLabel';
import { NotificationBellQueryDocument } from './notificationBellQuery';

// The bell is in every signed-in page's first paint, so only it and its count query load with
// the first route; the popover (Chakra's Popover machinery, the list, its queries) loads when the
// bell is first pointed at, focused or pressed.
const loadPopover = () => import('./NotificationPopover');
const NotificationPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationPopover })));

export interface NotificationBellProps {
  viewer: Pick<SessionViewer, 'permissions'>;
}

/** The header's bell, for viewers holding the INBOX permission (not visitors, not impersonating admins). */
export function NotificationBell({ viewer }: NotificationBellProps) {
  return viewer.permissions.includes('INBOX') ? <BellWithCount /> : null;
}

function BellWithCount() {
  const { data } = useQuery(NotificationBellQueryDocument);
  const count = data?.unreadNotificationCount ?? 0;
  const badge = badgeText(count);
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  // Once wanted, the popover stays mounted (closed), so later opens are instant and animate.
  const [wanted, setWanted] = useState(false);
  const want = () => {
    setWanted(true);
    void loadPopover();
  };

  return (
    <>
      <Button
        id={triggerId}
        variant="ghost"
        position="relative"
        px={2}
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(!open);
        }}
      >
        {/* Drawn inline (the button sizes it): an icon component would add to the first route. */}
        <svg
          aria-hidden="true"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {badge ? (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="0.5"
            insetEnd="0.5"
            minW="4.5"
            h="4.5"
            px="1"
            borderRadius="full"
            bg="red.solid"
            color="red.contrast"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="4.5"
            textAlign="center"
          >
            {badge}
          </Box>
        ) : null}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationPopover triggerId={triggerId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
