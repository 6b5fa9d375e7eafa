// Typed access to the build-time environment (see README "Environment variables").
export const env = {
  title: import.meta.env.VITE_APP_TITLE || '课程系统',
  baseApi: import.meta.env.VITE_APP_BASE_API || '/csp',
  /** No default: the link shows only when a repository address is configured. */
  sourceUrl: import.meta.env.VITE_APP_SOURCE_URL || '',
  /** The project's own docs, published with the console under /docs/ unless configured elsewhere. */
  docsUrl: import.meta.env.VITE_APP_DOCS_URL || `${import.meta.env.BASE_URL}docs/`,
  registerLink: import.meta.env.VITE_APP_REGISTER === 'true',
};
