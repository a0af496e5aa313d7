import { Box } from '@chakra-ui/react';
import { useNavigation } from 'react-router';

/**
 * Spec §2's navigation progress indicator: a thin bar at the top of the window from the start
 * of a route change until the new route has rendered or failed. The router reports it: it
 * loads the next page's chunk before committing the navigation.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      position="fixed"
      top={0}
      insetX={0}
      h="3px"
      zIndex="toast"
      overflow="hidden"
      bg="colorPalette.muted"
      // Present (and announced) from the start; it fades in only after a moment, so instant
      // changes (a page already loaded) do not flash a bar.
      animationName="fade-in"
      animationDuration="moderate"
      animationDelay="150ms"
      animationFillMode="both"
    >
      <Box
        h="full"
        w="40%"
        bg="colorPalette.solid"
        animation="navigationSweep 1.1s ease-in-out infinite"
        _motionReduce={{ animation: 'none', w: 'full' }}
      />
    </Box>
  );
}
