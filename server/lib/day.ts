// Calendar days are the contract's (contract/day.ts): the schedule's input checks a date with the
// same rule the server's arithmetic reads it by.
export * from '@contract/day';
