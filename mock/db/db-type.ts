import type {
  ActivityRow,
  ApprovalRow,
  ClassRow,
  ContentRow,
  CourseFileRow,
  CourseRow,
  DisciplineRow,
  LessonRow,
  MessageRow,
  SchoolRow,
  SubjectRow,
} from './business-types';
import type {
  ClassTeacherRow,
  DisciplineLeaderRow,
  ScoreRow,
  StaffAssignmentRow,
  StudentRow,
  WxUserRow,
} from './school-types';
import type { BannerRow, RegistrationRow, SiteConfigRow } from './site-types';
import type { AidRequestRow, LessonTaughtRow, ResourceRow, ScheduleRow, TeachingAidRow } from './teaching-types';
import type { GenTableRow, OssConfigRow } from './tool-types';
import type {
  Captcha,
  ConfigRow,
  DictDataRow,
  DictTypeRow,
  LoginFailure,
  OssFileRow,
  RoleRow,
  Session,
  UserRow,
} from './types';

/** Every table of the embedded backend; the seed builds one, the store keeps it. */
export interface MockDb {
  version: number;
  users: UserRow[];
  roles: RoleRow[];
  dictTypes: DictTypeRow[];
  dictData: DictDataRow[];
  configs: ConfigRow[];
  ossFiles: OssFileRow[];
  ossConfigs: OssConfigRow[];
  genTables: GenTableRow[];
  schools: SchoolRow[];
  disciplines: DisciplineRow[];
  subjects: SubjectRow[];
  courses: CourseRow[];
  lessons: LessonRow[];
  courseFiles: CourseFileRow[];
  contents: ContentRow[];
  classes: ClassRow[];
  approvals: ApprovalRow[];
  students: StudentRow[];
  scores: ScoreRow[];
  classTeachers: ClassTeacherRow[];
  staffAssignments: StaffAssignmentRow[];
  disciplineLeaders: DisciplineLeaderRow[];
  wxUsers: WxUserRow[];
  messages: MessageRow[];
  activities: ActivityRow[];
  registrations: RegistrationRow[];
  banners: BannerRow[];
  siteConfig: SiteConfigRow;
  schedules: ScheduleRow[];
  lessonsTaught: LessonTaughtRow[];
  resources: ResourceRow[];
  teachingAids: TeachingAidRow[];
  aidRequests: AidRequestRow[];
  sessions: Session[];
  captchas: Captcha[];
  /** consecutive wrong passwords per user name */
  loginFailures: Record<string, LoginFailure>;
}
