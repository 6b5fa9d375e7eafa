import type { Status } from './records';

// A school's stored record, as the server keeps and answers it and the console's screens hold it.

/** A school as stored: both languages side by side (`schoolName` Chinese, `schoolNameEn` English). */
export interface School {
  schoolId: number;
  schoolName: string;
  schoolNameEn: string;
  /** dict school_type */
  schoolType: string;
  /** dict school_stage, comma-joined */
  schoolStage: string;
  manager: string;
  managerEn: string;
  bdUserId: number | null;
  experimentCount: number;
  toolCount: number;
  status: Status;
  createTime?: string;
  updateTime?: string;
}
