import type { ActivityRow, MessageRow } from '../business-types';
import { seeded } from './audit';

// Courseware messages from teachers and public activities.

const message = (
  m: Omit<MessageRow, keyof ReturnType<typeof seeded> | 'attachments'>,
  by: string,
  time: string,
): MessageRow => ({
  ...m,
  attachments: '',
  ...seeded(time, by),
});

export const seedMessages = (): MessageRow[] => [
  message(
    {
      messageId: 1,
      teacherUserId: 4,
      schoolId: 1,
      courseId: 1,
      lessonNo: 1,
      docId: 1,
      title: '材料清单缺少电池规格',
      content: '第1课时的材料清单没有写明电池型号，建议补充为5号电池。',
      readFlag: '0',
    },
    'teacher',
    '2024-11-04 16:20:00',
  ),
  message(
    {
      messageId: 2,
      teacherUserId: 4,
      schoolId: 1,
      courseId: 1,
      lessonNo: 2,
      docId: 2,
      title: '并联实验效果很好',
      content: '学生对并联电路亮度的对比非常感兴趣，课件很实用。',
      readFlag: '1',
    },
    'teacher',
    '2024-11-06 10:05:00',
  ),
  message(
    {
      messageId: 3,
      teacherUserId: 7,
      schoolId: 1,
      courseId: 3,
      lessonNo: 1,
      docId: null,
      title: '希望增加观察记录表',
      content: '能否在课件中附一张可打印的植物生长观察记录表？',
      readFlag: '0',
    },
    'multi',
    '2024-11-07 13:45:00',
  ),
  message(
    {
      messageId: 4,
      teacherUserId: 9,
      schoolId: 2,
      courseId: 2,
      lessonNo: 1,
      docId: 4,
      title: 'Typo in lesson 1 slides',
      content: 'Slide 6 says "pritn" instead of "print".',
      readFlag: '0',
    },
    'zhangwei',
    '2024-11-08 09:30:00',
  ),
  message(
    {
      messageId: 5,
      teacherUserId: 10,
      schoolId: 3,
      courseId: 5,
      lessonNo: 2,
      docId: null,
      title: 'Extra challenge for fast groups',
      content: 'Could we add an optional cantilever bridge challenge for groups that finish early?',
      readFlag: '1',
    },
    'emily',
    '2024-11-09 15:00:00',
  ),
];

const activity = (a: Omit<ActivityRow, keyof ReturnType<typeof seeded> | 'cover'>, time: string): ActivityRow => ({
  ...a,
  cover: '',
  ...seeded(time, 'bd'),
});

export const seedActivities = (): ActivityRow[] => [
  activity(
    {
      activityId: 1,
      name: '2024 青少年科技创新大赛',
      nameEn: '2024 Youth Science and Technology Innovation Contest',
      intro: '面向中小学生的科技创新作品征集与展示。',
      introEn: 'A call for and showcase of science projects by primary and secondary students.',
      beginTime: '2024-10-01 00:00:00',
      endTime: '2024-11-30 23:59:59',
      content: '<p>提交作品说明与演示视频，优秀作品将在线展出。</p>',
      publisher: '孙丽',
      publishDate: '2024-09-20 10:00:00',
      registrationCount: 128,
    },
    '2024-09-20 10:00:00',
  ),
  activity(
    {
      activityId: 2,
      name: '寒假编程训练营',
      nameEn: 'Winter Coding Camp',
      intro: '五天线上 Python 训练营，结营颁发证书。',
      introEn: 'A five-day online Python camp with a certificate at the end.',
      beginTime: '2025-01-20 09:00:00',
      endTime: '2025-01-24 17:00:00',
      content: '<p>每天两小时直播课与课后练习。</p>',
      publisher: '孙丽',
      publishDate: '2024-11-01 09:00:00',
      registrationCount: 46,
    },
    '2024-11-01 09:00:00',
  ),
  activity(
    {
      activityId: 3,
      name: '教师 STEAM 教学研讨会',
      nameEn: 'STEAM Teaching Workshop for Teachers',
      intro: '分享跨学科项目式教学的课堂实践。',
      introEn: 'Classroom practice of cross-disciplinary project-based teaching, shared by teachers.',
      beginTime: '2024-06-15 13:30:00',
      endTime: '2024-06-15 17:00:00',
      content: '<p>地点：上海协和双语学校报告厅。</p>',
      publisher: '孙丽',
      publishDate: '2024-05-30 15:00:00',
      registrationCount: 85,
    },
    '2024-05-30 15:00:00',
  ),
  activity(
    {
      activityId: 4,
      name: '校园桥梁承重挑战赛',
      nameEn: 'Campus Bridge Load Challenge',
      intro: '用限定材料搭建桥梁，比拼承重比。',
      introEn: 'Build a bridge from set materials and compete on load-to-weight ratio.',
      beginTime: '2025-03-10 09:00:00',
      endTime: '2025-04-30 18:00:00',
      content: '<p>以班级为单位报名，每队 3 至 5 人。</p>',
      publisher: '孙丽',
      publishDate: '2024-12-01 10:00:00',
      registrationCount: 12,
    },
    '2024-12-01 10:00:00',
  ),
];
