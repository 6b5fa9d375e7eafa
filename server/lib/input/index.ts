// Input schemas and the middleware that checks them (docs/server.md "Adding an area"). The fields
// are the contract's (contract/input), shared with the console; the checks are the server's.
export * from '@contract/input';
export { body, declaredInput, params, parsed, query, type Declared, type Target } from './check';
export { queryOrBody } from './query-or-body';
