// What other features use from the people screen: the fields of a staff assignment (the school
// members' teacher page assigns a teacher with the same rule), the shape of their choices, and
// the school filter of a staff list.
export { AssignmentFields } from './AssignmentFields';
export { getStaffOptions } from './api';
export { SchoolFilter } from './SchoolFilter';
export type { AssignmentForm, PeopleOptions } from './types';
