import type { NavEntry } from '../../shared/routing/routeTypes';
import { CAPABILITY_PATH } from './capabilityUrls';

// The marketplace's other half, public like the requests list: linked for visitors and members
// (issue 26: it was linked from nowhere). After Requests.
export const navigation: readonly NavEntry[] = [
  { to: CAPABILITY_PATH, label: 'Capability', order: 47, signedOut: true },
];
