// What other features use from the resource library: the address of a resource's page (the
// teacher's lesson page links the library's resources that use the lesson).
export { resourceDetailPath } from './paths';
