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
} from '../rows/business';
import type { ConfigRow, DictDataRow, DictTypeRow, RoleRow, UserRow } from '../rows/account';
import type {
  ClassTeacherRow,
  DisciplineLeaderRow,
  ScoreRow,
  StaffAssignmentRow,
  StudentRow,
  WxUserRow,
} from '../rows/school';
import type { BannerRow, RegistrationRow, SiteConfigRow } from '../rows/site';
import type { AidRequestRow, LessonTaughtRow, ResourceRow, ScheduleRow, TeachingAidRow } from '../rows/teaching';
import type { GenTableRow, OssConfigRow } from '../rows/tools';
import { seedDisciplines, seedSubjects } from './catalog';
import { seedCourseFiles } from './course-files';
import { seedCourses } from './courses';
import { seedLessons } from './lessons';
import { seedClassTeachers, seedDisciplineLeaders, seedStaffAssignments } from './assignments';
import { seedApplications } from './approvals';
import { seedBanners } from './banners';
import { seedClasses } from './classes';
import { seedConfigs } from './configs';
import { seedContents } from './contents';
import { seedDictData, seedDictTypes } from './dicts';
import { seedActivities, seedRegistrations } from './activities';
import { seedMessages } from './feed';
import { seedResources } from './resources';
import { seedRoles } from './roles';
import { seedRosters } from './students';
import { seedSchedules } from './schedules';
import { seedSchools, withSchoolCourses } from './schools';
import { seedLessonsTaught } from './teaching';
import { seedBusinessDevelopers, seedSchoolStaff } from './school-users';
import { seedAidRequests, seedTeachingAids } from './teaching-aids';
import { seedUsers } from './users';
import { seedGenTables, seedOssConfigs } from './tools';
import { seedWxUsers } from './wxusers';

/** The demo data: every seeded table's rows, cross-linked by id. The master menu is menus.ts. */
export interface DemoData {
  users: UserRow[];
  roles: RoleRow[];
  dictTypes: DictTypeRow[];
  dictData: DictDataRow[];
  configs: ConfigRow[];
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
  /** `fileId` null: the lesson's document is picked by the message area's rule (feed.ts) */
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
}

/**
 * A fresh copy of the demo data (new arrays every call, so tests never share rows). Dates of the
 * activities, the schedule and the lessons taught are relative to `at`, the moment of seeding.
 */
export function demoData(at: Date): DemoData {
  const roles = seedRoles();
  const demoUsers = seedUsers();
  const developers = seedBusinessDevelopers(demoUsers);
  const schools = seedSchools(developers.map((u) => u.userId));
  const staff = [...demoUsers, ...developers];
  staff.push(...seedSchoolStaff(staff, schools));
  // the applicants to the schools are accounts too (after every other seeded user)
  const applications = seedApplications({ users: staff, schools, roles });
  const users = [...staff, ...applications.applicants];
  const courses = withSchoolCourses(seedCourses(), schools);
  const lessons = seedLessons();
  const courseFiles = seedCourseFiles(courses, lessons);
  const classes = seedClasses(schools, staff);
  const rosters = seedRosters(classes);
  const disciplines = seedDisciplines();
  const subjects = seedSubjects();
  const staffAssignments = seedStaffAssignments({ users, roles, classes, courses });
  const contents = seedContents();
  const activities = seedActivities(at);
  return {
    users,
    roles,
    dictTypes: seedDictTypes(),
    dictData: seedDictData(),
    configs: seedConfigs(),
    ossConfigs: seedOssConfigs(),
    genTables: seedGenTables(),
    schools,
    disciplines,
    subjects,
    courses,
    lessons,
    courseFiles,
    contents,
    classes,
    approvals: applications.approvals,
    students: rosters.students,
    scores: rosters.scores,
    classTeachers: seedClassTeachers({ users, classes, subjects }),
    staffAssignments,
    disciplineLeaders: seedDisciplineLeaders({ users, roles, disciplines }),
    wxUsers: seedWxUsers({ users }),
    messages: seedMessages({ users, courses, lessons }),
    activities,
    registrations: seedRegistrations(activities, at),
    banners: seedBanners({ courses, contents, activities }),
    siteConfig: {
      name: '课程系统',
      enname: 'Course System',
      slogan: '让每一堂课都有好资源',
      sloganEn: 'Good resources for every lesson',
      logo: '/favicon.svg',
      updateBy: 'admin',
      updateTime: '2024-08-01 09:00:00',
    },
    schedules: seedSchedules({ users, staffAssignments, lessons }, at),
    lessonsTaught: seedLessonsTaught({ staffAssignments, lessons }, at),
    resources: seedResources({ subjects, lessons }),
    teachingAids: seedTeachingAids({ courses }),
    aidRequests: seedAidRequests({ users }),
  };
}
