import CourseFilePreview from './CourseFilePreview';

/** `/docView?fileId=…`: a lesson's document (the same viewer, its lesson named above it). */
export default function DocViewPage() {
  return <CourseFilePreview />;
}
