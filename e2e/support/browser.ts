import { CHROMIUM_ARGS, findHeadlessChromium } from '../../scripts/lib/chromium.mjs';

// Debian's headless shell or Chromium (or Chrome), never a downloaded browser; `npm test` checks one exists first.
export const chromiumPath = findHeadlessChromium() ?? '/usr/bin/chromium';

export const chromiumArgs = CHROMIUM_ARGS;
