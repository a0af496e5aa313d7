/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The product's name as shown to users; defaults to Trialbridge. */
  readonly VITE_BRAND_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** True in the browser build, where Chakra is trimmed as it is bundled (web/build/chakraRecipes.ts). */
declare const __CHAKRA_TRIMMED__: boolean | undefined;
