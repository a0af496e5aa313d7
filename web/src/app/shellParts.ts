import { featureShells } from '../__generated__/featureShell';
import type { HeaderItem, ShellBanner } from '../shared/routing/routeTypes';
import { navigationLinks } from './navigation';

// What the features add to the shell's frame, collected from their shell.ts(x) (codegen lists
// them). A chunk the header loads after the first paint (useShellParts.ts), as the drawer does.

/** The strips shown below the header to a signed-in viewer. */
export const shellBanners: readonly ShellBanner[] = featureShells.flatMap((shell) => shell.shellBanners ?? []);

/** The controls shown in the header beside the account to a signed-in viewer (the bell). */
export const headerItems: readonly HeaderItem[] = featureShells.flatMap((shell) => shell.headerItems ?? []);

export { navigationLinks };
