// Wire shapes of the school members' teacher calls (docs/api.md "School members").

/** A teacher of the school with what they are assigned; names in the request's language. */
export interface MemberTeacher {
  userId: number;
  userName: string;
  name: string;
  phonenumber: string;
  email: string;
  status: string;
  schoolId: number;
  schoolName: string;
  courseIds: number[];
  courseNames: string[];
  classIds: number[];
  classNames: string[];
  /** the classes whose teachers include this one (the class form's teachers) */
  teachingClassNames: string[];
  updateTime: string;
}

/** Add (userName, password; schoolId for those who see several schools) or edit (userId). */
export interface TeacherForm {
  userId?: number;
  schoolId?: number;
  userName?: string;
  password?: string;
  name: string;
  phonenumber?: string;
  email?: string;
  status?: string;
  courseIds: number[];
  classIds: number[];
}
