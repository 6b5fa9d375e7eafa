// What the shell needs from the search; the search page itself is a lazy screen (page registry).
export { SEARCH_PATH, SearchShortcut } from './SearchShortcut';
