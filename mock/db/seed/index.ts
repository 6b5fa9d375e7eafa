import type { MockDb } from '../db-type';
import { seedDisciplines, seedSubjects } from './catalog';
import { seedCourseFiles } from './course-files';
import { seedCourses } from './courses';
import { seedLessons } from './lessons';
import { seedClassTeachers, seedDisciplineLeaders, seedStaffAssignments } from './assignments';
import { seedApprovals, seedClasses } from './classes';
import { seedConfigs } from './configs';
import { seedContents } from './contents';
import { seedDictData, seedDictTypes } from './dicts';
import { seedActivities, seedMessages } from './feed';
import { seedRoles } from './roles';
import { seedRosters } from './students';
import { seedSchools } from './schools';
import { seedUsers } from './users';
import { seedGenTables, seedOssConfigs } from './tools';

/** A fresh copy of the initial data (new arrays every call, so tests never share rows). */
export function createSeed(version: number): MockDb {
  const users = seedUsers();
  const courses = seedCourses();
  const lessons = seedLessons();
  const courseFiles = seedCourseFiles(courses, lessons);
  const roles = seedRoles();
  const schools = seedSchools();
  const classes = seedClasses(schools, users);
  const rosters = seedRosters(classes);
  const disciplines = seedDisciplines();
  const subjects = seedSubjects();
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
    contents: seedContents(),
    classes,
    approvals: seedApprovals(),
    // filled by the schools-and-people seed
    students: rosters.students,
    scores: rosters.scores,
    classTeachers: seedClassTeachers({ users, classes, subjects }),
    staffAssignments: seedStaffAssignments({ users, roles, classes, courses }),
    disciplineLeaders: seedDisciplineLeaders({ users, roles, disciplines }),
    wxUsers: [],
    messages: seedMessages({ users, courses, lessons, courseFiles }),
    activities: seedActivities(),
    sessions: [],
    captchas: [],
    loginFailures: {},
  };
}
