import CourseFilePreview from './CourseFilePreview';

/** `/courseFileView?fileId=…`: a course's resource. */
export default function CourseFileViewPage() {
  return <CourseFilePreview />;
}
