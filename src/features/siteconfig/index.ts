// What the app's start-up needs from the site-config feature.
export { loadSiteConfig } from './api';
