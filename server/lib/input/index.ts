// Input schemas and the middleware that checks them (docs/server.md "Input").
export { choice, idArray, int, label, optionalInt, pathId, pathIds, said, text, type Label } from './fields';
export { body, declaredInput, params, parsed, query, type Declared, type Target } from './check';
export { address } from './address';
export { chineseIn } from './bilingual';
export { listQuery } from './list-query';
export { commaIds } from './comma-ids';
export { optionalChoice } from './optional-choice';
export { bodyOrQuery } from './body-or-query';
