import { schools } from '../../db/schema';

/**
 * A school's name as every answer that mentions the school carries it: in both languages, the
 * console showing the one of its language (docs/api.md "Records", bilingual records).
 */
export const schoolNames = { schoolName: schools.schoolName, schoolNameEn: schools.schoolNameEn };
