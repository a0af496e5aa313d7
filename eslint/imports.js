import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Resolves imports the way TypeScript does (`.js` specifiers to `.ts` sources, workspace
 * packages through their `trialbridge-source` condition), for the import rules of each
 * workspace. Cycles are checked by scripts/check-structure.mjs, type-only imports included.
 */
export const importSettings = {
  ...importX.flatConfigs.typescript.settings,
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      noWarnOnMultipleProjects: true,
      project: [
        'api/tsconfig.json',
        'bff/tsconfig.json',
        'web/tsconfig.app.json',
        'web/tsconfig.node.json',
        'e2e/tsconfig.json',
      ],
      conditionNames: ['trialbridge-source', 'types', 'import', 'default'],
    }),
  ],
};

export const importConfigs = [
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
  },
];
