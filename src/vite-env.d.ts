/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_TITLE?: string;
  readonly VITE_APP_BASE_API?: string;
  readonly VITE_APP_PROXY_TARGET?: string;
  readonly VITE_APP_SOURCE_URL?: string;
  readonly VITE_APP_DOCS_URL?: string;
  readonly VITE_APP_REGISTER?: string;
}
