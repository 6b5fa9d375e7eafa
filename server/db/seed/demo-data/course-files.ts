import type { CourseFileKind, CourseFileRow, LessonRow } from '../rows/business';
import { SAMPLE_FILES, sampleUrl, type SampleFile } from '../samples/sample-files';

// Files of the seeded courses and lessons. Every one points at a seeded sample file, so each
// previewable type can be opened; which sample a file uses, and whether it may be downloaded,
// follow fixed rules so the seed is the same on every run.

const sample = (ossId: number): SampleFile => SAMPLE_FILES.find((f) => f.ossId === ossId) ?? SAMPLE_FILES[0];
const extension = (f: SampleFile) => f.fileName.slice(f.fileName.lastIndexOf('.'));

const PDF = 90001;
const DOCX = 90002;
const XLSX = 90003;
const PNG = 90004;
const MP4 = 90005;
const TXT = 90006;
const WAV = 90007;
const ZIP = 90008;

interface FilePlan {
  kind: CourseFileKind;
  ossId: number;
  name: string;
  downloadable: boolean;
}

/** A course's own resources: courseware (a PDF, plus a video for every other course), instructional, learning. */
function coursePlans(courseId: number, title: string): FilePlan[] {
  const plans: FilePlan[] = [{ kind: 'courseware', ossId: PDF, name: `${title}-课件`, downloadable: true }];
  // videos are watched online, never handed out
  if (courseId % 2 === 0)
    plans.push({ kind: 'courseware', ossId: MP4, name: `${title}-演示视频`, downloadable: false });
  plans.push({ kind: 'instructional', ossId: DOCX, name: `${title}-教学设计`, downloadable: courseId % 3 !== 0 });
  const learning = courseId % 2 === 0 ? TXT : XLSX;
  plans.push({ kind: 'learning', ossId: learning, name: `${title}-学习单`, downloadable: true });
  return plans;
}

/** A lesson's files: courseware always, materials on odd lessons, a learning sheet every third lesson. */
function lessonPlans(n: number): FilePlan[] {
  const prefix = `第${n}课时`;
  const plans: FilePlan[] = [
    { kind: 'courseware', ossId: [PDF, PNG, MP4][(n - 1) % 3], name: `${prefix}-课件`, downloadable: n % 4 !== 0 },
  ];
  if (n % 2 === 1) {
    const ossId = [TXT, DOCX, WAV, ZIP][((n - 1) / 2) % 4];
    plans.push({ kind: 'material', ossId, name: `${prefix}-材料`, downloadable: ossId !== WAV });
  }
  if (n % 3 === 0)
    plans.push({ kind: 'learning', ossId: n % 2 ? PNG : XLSX, name: `${prefix}-学习单`, downloadable: true });
  return plans;
}

export function seedCourseFiles(courses: ReadonlyArray<{ courseId: number; title: string }>, lessons: LessonRow[]) {
  const files: CourseFileRow[] = [];
  const add = (courseId: number, lessonId: number | null, plans: FilePlan[]) =>
    plans.forEach((plan, i) => {
      const f = sample(plan.ossId);
      files.push({
        fileId: files.length + 1,
        courseId,
        lessonId,
        kind: plan.kind,
        fileName: plan.name + extension(f),
        url: sampleUrl(f),
        size: f.size,
        contentType: f.contentType,
        downloadable: plan.downloadable,
        sort: i + 1,
        createBy: 'leader',
        createTime: '2024-09-06 10:30:00',
      });
    });
  for (const course of courses) {
    add(course.courseId, null, coursePlans(course.courseId, course.title));
    for (const lesson of lessons.filter((l) => l.courseId === course.courseId)) {
      add(course.courseId, lesson.lessonId, lessonPlans(lesson.sort));
    }
  }
  return files;
}
