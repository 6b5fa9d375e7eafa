// Input schemas and the middleware that checks them (docs/server.md "Adding an area").
export { choice, int, label, optionalInt, pathId, pathIds, said, text, type Label } from './fields';
export { body, declaredInput, params, parsed, query, type Declared, type Target } from './check';
export { address } from './address';
export { chineseIn, isInternal, shown } from './bilingual';
export { listQuery } from './list-query';
export { NOTHING } from './nothing';
export { filterChoice } from './filter-choice';
export { idsOrText } from './id-text';
export { requiredChoice } from './required-choice';
export { queryOrBody } from './query-or-body';
export { optionalChoice } from './optional-choice';
