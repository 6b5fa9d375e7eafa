// Typed access to the build-time environment (see README "Environment variables").
export const env = {
  title: import.meta.env.VITE_APP_TITLE || '课程系统',
  baseApi: import.meta.env.VITE_APP_BASE_API || '/csp',
  mock: import.meta.env.VITE_APP_MOCK === 'true',
  sourceUrl: import.meta.env.VITE_APP_SOURCE_URL || '',
  docsUrl: import.meta.env.VITE_APP_DOCS_URL || '',
  registerLink: import.meta.env.VITE_APP_REGISTER === 'true',
};
