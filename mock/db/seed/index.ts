import type { MockDb } from '../db-type';
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

/** A fresh copy of the initial data (new arrays every call, so tests never share rows). */
export function createSeed(version: number): MockDb {
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
  const activities = seedActivities();
  return {
    version,
    users,
    roles,
    dictTypes: seedDictTypes(),
    dictData: seedDictData(),
    configs: seedConfigs(),
    ossFiles: [],
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
    // filled by the schools-and-people seed
    students: rosters.students,
    scores: rosters.scores,
    classTeachers: seedClassTeachers({ users, classes, subjects }),
    staffAssignments,
    disciplineLeaders: seedDisciplineLeaders({ users, roles, disciplines }),
    wxUsers: seedWxUsers({ users }),
    messages: seedMessages({ users, courses, lessons, courseFiles }),
    activities,
    // each part of the site and teaching work replaces its own empty table with its seed
    registrations: seedRegistrations(activities),
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
    schedules: seedSchedules({ users, staffAssignments, lessons }),
    lessonsTaught: seedLessonsTaught({ staffAssignments, lessons }),
    resources: seedResources({ subjects, lessons }),
    teachingAids: seedTeachingAids({ courses }),
    aidRequests: seedAidRequests({ users }),
    sessions: [],
    captchas: [],
    loginFailures: {},
  };
}
