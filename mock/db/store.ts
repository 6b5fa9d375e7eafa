import type {
  ActivityRow,
  ApprovalRow,
  ClassRow,
  CourseRow,
  DisciplineRow,
  LessonDocRow,
  MessageRow,
  SchoolRow,
  SubjectRow,
} from './business-types';
import { loadSaved, saveDocument, watchSaved } from './persist';
import { createSeed } from './seed';
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

/** Bump when the seed or a row shape changes, so browsers drop an outdated saved copy. */
export const SEED_VERSION = 2;

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
  lessonDocs: LessonDocRow[];
  classes: ClassRow[];
  approvals: ApprovalRow[];
  messages: MessageRow[];
  activities: ActivityRow[];
  sessions: Session[];
  captchas: Captcha[];
  /** consecutive wrong passwords per user name */
  loginFailures: Record<string, LoginFailure>;
}

let current: MockDb = loadSaved<MockDb>(SEED_VERSION) ?? createSeed(SEED_VERSION);
watchSaved<MockDb>(SEED_VERSION, (value) => {
  current = value;
});

export function db(): MockDb {
  return current;
}

/** Write the whole database through to the browser's storage (no-op in node and tests). */
export function saveDb(): void {
  saveDocument(current);
}

export function reseedDb(): void {
  current = createSeed(SEED_VERSION);
  saveDb();
}
