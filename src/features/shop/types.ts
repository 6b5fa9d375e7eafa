import type { z } from 'zod';
import type { aidRequest } from '@contract/schemas/shop';

// Wire shapes of the teaching-aid shop (docs/api.md "Teaching-aid shop").

export interface AidContent {
  name: string;
  nameEn: string;
  quantity: number;
}

/** A teaching aid or experiment kit: names in both languages (`nameZh`, `nameEn`). */
export interface TeachingAid {
  aidId: number;
  /** dict teaching_aid_kind */
  kind: 'aid' | 'kit';
  name: string;
  nameZh: string;
  nameEn: string;
  description: string;
  descriptionZh: string;
  descriptionEn: string;
  disciplineId: number;
  disciplineName: string;
  disciplineNameEn: string;
  gradeStart: number;
  gradeEnd: number;
  photos: string[];
  contents: AidContent[];
}

export interface AidCourse {
  courseId: number;
  title: string;
  titleEn: string;
}

export interface TeachingAidDetail extends TeachingAid {
  courses: AidCourse[];
}

/** "Ask for this": how many, and a note for the school (contract/schemas/shop.ts). */
export type AskForm = z.input<typeof aidRequest>;

/** A teacher's request as the school (and the teacher) sees it. Status: dict aid_request_status. */
export interface AidRequest {
  requestId: number;
  aidId: number;
  aidName: string;
  aidNameEn: string;
  teacherUserId: number;
  teacherName: string;
  teacherUserName: string;
  schoolId: number;
  schoolName: string;
  schoolNameEn: string;
  quantity: number;
  note: string;
  status: '0' | '1' | '2';
  createTime: string;
  updateBy: string;
}
