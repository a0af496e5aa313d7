/** The challenges' addresses (routes.ts declares the pattern). */
export const CHALLENGES_PATH = '/challenges';
