import type { CourseRow, LessonRow, MessageRow } from '../rows/business';
import { SAMPLE_FILES, sampleUrl } from '../samples/sample-files';
import type { UserRow } from '../rows/account';
import { seeded } from './audit';

// Courseware messages from teachers. A message names its lesson's class-hour document; which file
// that is, is the message area's rule (server/areas/message/records.ts), so the seed leaves
// `fileId` null and the database's seed (demo-courses.ts) asks that rule once the files are in.

/** The rows a message seed points into; built before the messages. */
export interface MessageSeedSource {
  users: UserRow[];
  courses: CourseRow[];
  lessons: LessonRow[];
}

interface MessagePlan {
  by: string;
  /** which of the enabled courses open to the sender's school (with lessons), by position */
  course: number;
  /** the lesson's position in its course, from 1 */
  lessonNo: number;
  title: string;
  content: string;
  readFlag: MessageRow['readFlag'];
  time: string;
  /** ossIds of sample files attached */
  attach?: number[];
}

// Four teachers at three schools; the course and lesson are looked up in the seeded catalogue,
// so the messages follow whatever courses each school has.
const PLANS: MessagePlan[] = [
  {
    by: 'teacher',
    course: 0,
    lessonNo: 1,
    title: '材料清单缺少电池规格',
    content: '本课时的材料清单没有写明电池型号，建议补充为5号电池。',
    readFlag: '0',
    time: '2024-11-04 16:20:00',
    attach: [90004],
  },
  {
    by: 'teacher',
    course: 0,
    lessonNo: 2,
    title: '课堂活动效果很好',
    content: '学生对课件中的对比实验非常感兴趣，课件很实用。',
    readFlag: '1',
    time: '2024-11-06 10:05:00',
  },
  {
    by: 'multi',
    course: 1,
    lessonNo: 1,
    title: '希望增加观察记录表',
    content: '能否在课件中附一张可打印的观察记录表？',
    readFlag: '0',
    time: '2024-11-07 13:45:00',
    attach: [90006],
  },
  {
    by: 'teacher',
    course: 1,
    lessonNo: 3,
    title: '课件第5页图片不清晰',
    content: '投影时第5页的示意图看不清，能否换一张分辨率更高的图片？',
    readFlag: '0',
    time: '2024-11-12 08:40:00',
  },
  {
    by: 'multi',
    course: 2,
    lessonNo: 2,
    title: '课时安排偏紧',
    content: '本课时内容较多，40分钟内很难完成全部活动，建议拆分为两个课时。',
    readFlag: '1',
    time: '2024-11-15 14:10:00',
  },
  {
    by: 'zhangwei',
    course: 0,
    lessonNo: 1,
    title: '课件有错别字',
    content: '第6页把“print”写成了“pritn”。',
    readFlag: '0',
    time: '2024-11-08 09:30:00',
  },
  {
    by: 'zhangwei',
    course: 1,
    lessonNo: 2,
    title: '学习资源链接失效',
    content: '学习资源中的拓展阅读链接打不开了，请更新。',
    readFlag: '1',
    time: '2024-11-18 11:00:00',
  },
  {
    by: 'zhangwei',
    course: 2,
    lessonNo: 1,
    title: '建议增加分层练习',
    content: '班上学生水平差异较大，希望课件提供基础和提高两套练习。',
    readFlag: '0',
    time: '2024-11-20 16:45:00',
    attach: [90003],
  },
  {
    by: 'emily',
    course: 0,
    lessonNo: 2,
    title: 'Extra challenge for fast groups',
    content: 'Could we add an optional challenge for groups that finish early?',
    readFlag: '1',
    time: '2024-11-09 15:00:00',
  },
  {
    by: 'emily',
    course: 1,
    lessonNo: 1,
    title: 'English version of the worksheet',
    content: 'Our international classes need the worksheet of this lesson in English as well.',
    readFlag: '0',
    time: '2024-11-21 10:20:00',
    attach: [90006, 90004],
  },
  {
    by: 'emily',
    course: 0,
    lessonNo: 3,
    title: 'Video does not play on the classroom PC',
    content: 'The demo video in the courseware needs a codec our classroom computers lack; an mp4 in H.264 would help.',
    readFlag: '0',
    time: '2024-11-25 09:05:00',
  },
];

const attachment = (ossId: number) => {
  const file = SAMPLE_FILES.find((f) => f.ossId === ossId);
  if (!file) throw new Error(`message seed: no sample file ${ossId}`);
  return { name: file.fileName, url: sampleUrl(file) };
};

export const seedMessages = ({ users, courses, lessons }: MessageSeedSource): MessageRow[] => {
  const lessonsOf = (courseId: number) =>
    lessons.filter((l) => l.courseId === courseId).sort((a, b) => a.sort - b.sort);
  const rows: MessageRow[] = [];
  for (const plan of PLANS) {
    const sender = users.find((u) => u.userName === plan.by);
    if (!sender || sender.schoolId === null) throw new Error(`message seed: ${plan.by} is no school's teacher`);
    const schoolId = sender.schoolId;
    const open = courses
      .filter((c) => c.status === '0' && c.schoolIds.includes(schoolId) && lessonsOf(c.courseId).length > 0)
      .sort((a, b) => a.courseId - b.courseId);
    // Until the catalogue has lessons there is nothing to give feedback on.
    if (!open.length) continue;
    const course = open[plan.course % open.length];
    const courseLessons = lessonsOf(course.courseId);
    const lesson = courseLessons[(plan.lessonNo - 1) % courseLessons.length];
    rows.push({
      messageId: rows.length + 1,
      teacherUserId: sender.userId,
      schoolId,
      courseId: course.courseId,
      lessonId: lesson.lessonId,
      fileId: null,
      title: plan.title,
      content: plan.content,
      attachments: (plan.attach ?? []).map(attachment),
      readFlag: plan.readFlag,
      ...seeded(plan.time, plan.by),
    });
  }
  return rows;
};
