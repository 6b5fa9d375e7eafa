// What other features use from the course screens (the screens themselves are lazy, via screens.ts).
export { courseDetailPath } from './paths';
export { COURSE_PERMS } from './perms';
export { GRADES, GRADE_OPTIONS } from './grades';
