import type { ApprovalRow, ClassRow } from '../business-types';
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

const approval = (a: Omit<ApprovalRow, keyof ReturnType<typeof seeded>>, time: string): ApprovalRow => ({
  ...a,
  ...seeded(time, a.applicantUserName),
});

export const seedApprovals = (): ApprovalRow[] => [
  approval(
    {
      approvalId: 1,
      schoolId: 1,
      applicantName: '黄芳',
      applicantUserName: 'huangfang',
      roleKey: 'teacher',
      status: '0',
      mode: '1',
    },
    '2024-11-02 09:12:00',
  ),
  approval(
    {
      approvalId: 2,
      schoolId: 1,
      applicantName: '马超',
      applicantUserName: 'machao',
      roleKey: 'teacher',
      status: '1',
      mode: '1',
    },
    '2024-10-20 14:05:00',
  ),
  approval(
    {
      approvalId: 3,
      schoolId: 2,
      applicantName: 'Olivia Brown',
      applicantUserName: 'olivia',
      roleKey: 'teacher',
      status: '0',
      mode: '1',
    },
    '2024-11-05 10:40:00',
  ),
  approval(
    {
      approvalId: 4,
      schoolId: 3,
      applicantName: '郭静',
      applicantUserName: 'guojing',
      roleKey: 'principal',
      status: '2',
      mode: '1',
    },
    '2024-10-28 16:30:00',
  ),
  approval(
    {
      approvalId: 5,
      schoolId: 4,
      applicantName: '何勇',
      applicantUserName: 'heyong',
      roleKey: 'school_admin',
      status: '0',
      mode: '0',
    },
    '2024-11-08 11:00:00',
  ),
];
