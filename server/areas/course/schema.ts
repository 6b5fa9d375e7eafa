// This area's inputs are declared once, in the contract the console shares (contract/schemas/course.ts);
// the server checks them as declared there.
export * from '@contract/schemas/course';
