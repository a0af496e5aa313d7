/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The product's name as shown to users; defaults to Trialbridge. */
  readonly VITE_BRAND_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
