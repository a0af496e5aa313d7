import reactHooks from 'eslint-plugin-react-hooks';

/** The rules of hooks, and the React Compiler's checks of what a component may do while rendering. */
export const reactConfigs = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
];
