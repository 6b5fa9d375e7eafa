// What other features use from the teacher's workspace: the addresses of its pages (the resource
// library links a resource's lessons to the lesson page).
export { teacherCoursePath, teacherLessonPath } from './paths';
