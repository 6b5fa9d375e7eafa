// What other features use from the people screen: the fields of a staff assignment (the school
// members' teacher page assigns a teacher with the same rule) and the shape of their choices.
export { AssignmentFields } from './AssignmentFields';
export type { AssignmentForm, PeopleOptions } from './types';
