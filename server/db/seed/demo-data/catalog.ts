import type { DisciplineRow, SubjectRow } from '../rows/business';
import { seeded } from './audit';

// Disciplines (STEAM areas plus integrated practice) and their subjects; the courses are in courses.ts.

export const seedDisciplines = (): DisciplineRow[] =>
  [
    ['科学', 'Science'],
    ['技术', 'Technology'],
    ['工程', 'Engineering'],
    ['艺术', 'Arts'],
    ['数学', 'Mathematics'],
    ['综合实践', 'Integrated practice'],
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
      [1, '化学', 'Chemistry'],
      [1, '地球与宇宙', 'Earth and space'],
      [2, '电子与物联网', 'Electronics and IoT'],
      [3, '3D 设计与打印', '3D design and printing'],
      [4, '音乐科技', 'Music technology'],
      [4, '创意设计', 'Creative design'],
      [5, '几何与空间', 'Geometry and space'],
      [5, '数据与统计', 'Data and statistics'],
      [6, '环境与可持续发展', 'Environment and sustainability'],
      [6, '项目式学习', 'Project-based learning'],
    ] as const
  ).map(([disciplineId, subjectName, subjectNameEn], i) => ({
    subjectId: i + 1,
    disciplineId,
    subjectName,
    subjectNameEn,
    sort: i + 1,
    ...seeded('2024-08-02 09:30:00'),
  }));
