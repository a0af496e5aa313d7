/** The web's import directions (shell, shared layer, features): filled in by the web anatomy work. */
export const webConfigs = [];
