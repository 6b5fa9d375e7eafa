import type { CourseRow, DisciplineRow, SubjectRow } from '../business-types';
import { seeded } from './audit';

// Disciplines (STEAM areas), their subjects and the courses built on them.

export const seedDisciplines = (): DisciplineRow[] =>
  [
    ['科学', 'Science'],
    ['技术', 'Technology'],
    ['工程', 'Engineering'],
    ['艺术', 'Arts'],
    ['数学', 'Mathematics'],
  ].map(([disciplineName, disciplineNameEn], i) => ({
    disciplineId: i + 1,
    disciplineName,
    disciplineNameEn,
    sort: i + 1,
    ...seeded('2024-08-02 09:00:00'),
  }));

export const seedSubjects = (): SubjectRow[] =>
  (
    [
      [1, '物理', 'Physics'],
      [1, '生物', 'Biology'],
      [2, '编程', 'Programming'],
      [2, '人工智能', 'Artificial intelligence'],
      [3, '机器人', 'Robotics'],
      [3, '结构设计', 'Structural design'],
      [4, '数字绘画', 'Digital painting'],
      [5, '数学建模', 'Mathematical modelling'],
    ] as const
  ).map(([disciplineId, subjectName, subjectNameEn], i) => ({
    subjectId: i + 1,
    disciplineId,
    subjectName,
    subjectNameEn,
    sort: i + 1,
    ...seeded('2024-08-02 09:30:00'),
  }));

type Course = Omit<CourseRow, keyof ReturnType<typeof seeded> | 'status' | 'cover' | 'teachingAids'>;

const course = (c: Course, time: string): CourseRow => ({ ...c, cover: '', teachingAids: '', status: '0', ...seeded(time, 'leader') });

export const seedCourses = (): CourseRow[] => [
  course(
    {
      courseId: 1,
      title: '走进电路世界',
      titleEn: 'Into the World of Circuits',
      description: '通过搭建简单电路认识电流、电压与电阻。',
      descriptionEn: 'Meet current, voltage and resistance by building simple circuits.',
      gradeStart: 4,
      gradeEnd: 6,
      disciplineId: 1,
      subjectId: 1,
      classHours: 8,
      tags: '电学,动手实践',
      schoolIds: [1, 2, 5],
    },
    '2024-09-05 10:00:00',
  ),
  course(
    {
      courseId: 2,
      title: 'Python 编程入门',
      titleEn: 'Introduction to Python Programming',
      description: '从变量到函数，用小游戏学习编程思维。',
      descriptionEn: 'From variables to functions: learn to think like a programmer through small games.',
      gradeStart: 7,
      gradeEnd: 9,
      disciplineId: 2,
      subjectId: 3,
      classHours: 12,
      tags: '编程,Python',
      schoolIds: [2, 3, 4],
    },
    '2024-09-08 14:30:00',
  ),
  course(
    {
      courseId: 3,
      title: '植物的秘密',
      titleEn: 'Secrets of Plants',
      description: '观察种子萌发与光合作用，记录植物生长日志。',
      descriptionEn: 'Watch seeds sprout, explore photosynthesis and keep a plant growth diary.',
      gradeStart: 3,
      gradeEnd: 5,
      disciplineId: 1,
      subjectId: 2,
      classHours: 6,
      tags: '观察,生命科学',
      schoolIds: [1],
    },
    '2024-09-12 09:20:00',
  ),
  course(
    {
      courseId: 4,
      title: '机器人搭建与控制',
      titleEn: 'Building and Controlling Robots',
      description: '组装轮式机器人并用传感器完成巡线任务。',
      descriptionEn: 'Assemble a wheeled robot and use sensors to follow a line.',
      gradeStart: 5,
      gradeEnd: 8,
      disciplineId: 3,
      subjectId: 5,
      classHours: 10,
      tags: '机器人,传感器',
      schoolIds: [1, 4, 5],
    },
    '2024-09-20 16:45:00',
  ),
  course(
    {
      courseId: 5,
      title: '桥梁结构设计',
      titleEn: 'Designing Bridge Structures',
      description: '用纸和木棒设计承重桥梁，理解力的传递。',
      descriptionEn: 'Design load-bearing bridges from paper and sticks and see how forces travel.',
      gradeStart: 6,
      gradeEnd: 9,
      disciplineId: 3,
      subjectId: 6,
      classHours: 8,
      tags: '工程设计,力学',
      schoolIds: [3],
    },
    '2024-10-03 11:00:00',
  ),
  course(
    {
      courseId: 6,
      title: '人工智能启蒙',
      titleEn: 'First Steps in Artificial Intelligence',
      description: '认识图像识别与语音助手背后的基本原理。',
      descriptionEn: 'Discover the basic ideas behind image recognition and voice assistants.',
      gradeStart: 7,
      gradeEnd: 10,
      disciplineId: 2,
      subjectId: 4,
      classHours: 10,
      tags: '人工智能,机器学习',
      schoolIds: [2, 6],
    },
    '2024-10-15 15:10:00',
  ),
];
