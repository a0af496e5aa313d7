import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';

// Debian's Chromium (or Chrome), never a downloaded browser; `npm test` checks one exists first.
export const chromiumPath = findChromium() ?? '/usr/bin/chromium';

export const chromiumArgs = CHROMIUM_ARGS;
