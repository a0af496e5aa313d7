import { Box, Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import { badgeText, bellLabel } from './bellLabel';
import { NotificationBellQueryDocument } from './notificationBellQuery';

// The bell itself loads just after the first paint (NotificationBell.tsx); the popover (Chakra's
// Popover machinery, the list, its queries) loads when the bell is first pointed at, focused or
// pressed.
const loadPopover = () => import('./NotificationPopover');
const NotificationPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationPopover })));

/** The bell with the unread count and its popover. */
export function BellWithCount() {
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
            // Centred by flex: \`lineHeight="4.5"\` is no token there, so it meant 4.5 × the font
            // size (45 px) and drew the digit below the dot, white on the white header.
            display="flex"
            alignItems="center"
            justifyContent="center"
            lineHeight="1"
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
