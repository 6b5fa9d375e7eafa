// The fields an area's input schemas are built from (docs/server.md "Adding an area"): plain zod,
// read by the server's checks (server/lib/input) and, as types only, by the console's forms.
export { choice, int, label, optionalInt, pathId, pathIds, said, sentAs, text, titled, type Label } from './fields';
export { address } from './address';
export { chineseIn, isInternal, shown } from './bilingual';
export { listQuery } from './list-query';
export { NOTHING } from './nothing';
export { filterChoice } from './filter-choice';
export { idsOrText } from './id-text';
export { requiredChoice } from './required-choice';
export { optionalChoice } from './optional-choice';
