// What other features use from the course screens (the screens themselves are lazy, via screens.ts).
export { courseDetailPath } from './paths';
export { COURSE_PERMS } from './perms';
export { courseKeys } from './queries';
export { GRADES, GRADE_OPTIONS, gradeRange } from './grades';
export { CourseCover } from './CourseCover';
export { DISCIPLINE_FIELD, DisciplineFilter, SUBJECT_FIELD, SubjectFilter } from './DisciplineFilters';
