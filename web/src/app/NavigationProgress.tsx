import { useNavigation } from 'react-router';

/**
 * Spec §2's navigation progress indicator: a thin bar at the top of the window from the start
 * of a route change until the new route has rendered or failed. The router reports it: it
 * loads the next page's chunk before committing the navigation. Present (and announced) from the
 * start, it fades in only after a moment, so instant changes do not flash a bar (ui/shell.css).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="shell-progress">
      <div />
    </div>
  );
}
