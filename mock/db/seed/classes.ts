import type { ClassRow } from '../business-types';
import { seeded } from './audit';

type Klass = Omit<ClassRow, keyof ReturnType<typeof seeded> | 'studentFile' | 'scoreFile'>;

const klass = (c: Klass, time: string): ClassRow => ({
  ...c,
  studentFile: '',
  scoreFile: '',
  ...seeded(time, 'schooladmin'),
});

export const seedClasses = (): ClassRow[] => [
  klass(
    {
      classId: 1,
      schoolId: 1,
      className: '四年级（1）班',
      classNameEn: 'Grade 4 Class 1',
      grade: 4,
      teacherIds: [4],
      studentCount: 38,
      examTime: '2025-01-10 09:00:00',
    },
    '2024-09-01 08:30:00',
  ),
  klass(
    {
      classId: 2,
      schoolId: 1,
      className: '五年级（2）班',
      classNameEn: 'Grade 5 Class 2',
      grade: 5,
      teacherIds: [4, 7],
      studentCount: 41,
      examTime: '2025-01-11 09:00:00',
    },
    '2024-09-01 08:35:00',
  ),
  klass(
    {
      classId: 3,
      schoolId: 1,
      className: '六年级（3）班',
      classNameEn: 'Grade 6 Class 3',
      grade: 6,
      teacherIds: [7],
      studentCount: 40,
      examTime: '2025-01-12 09:00:00',
    },
    '2024-09-01 08:40:00',
  ),
  klass(
    {
      classId: 4,
      schoolId: 2,
      className: '七年级 A 班',
      classNameEn: 'Year 7 Class A',
      grade: 7,
      teacherIds: [9],
      studentCount: 24,
      examTime: '2025-01-15 10:00:00',
    },
    '2024-09-03 09:00:00',
  ),
  klass(
    {
      classId: 5,
      schoolId: 2,
      className: '八年级 B 班',
      classNameEn: 'Year 8 Class B',
      grade: 8,
      teacherIds: [9],
      studentCount: 22,
      examTime: '2025-01-16 10:00:00',
    },
    '2024-09-03 09:10:00',
  ),
  klass(
    {
      classId: 6,
      schoolId: 3,
      className: '高一国际班',
      classNameEn: 'Grade 10 International Class',
      grade: 10,
      teacherIds: [10],
      studentCount: 28,
      examTime: '2025-01-20 14:00:00',
    },
    '2024-09-06 15:00:00',
  ),
];
