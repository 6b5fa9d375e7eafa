// How a changed record's columns (the database's snake_case names) are named in the details and
// history dialogs: by the labels the console's own forms and lists already show for them, so a
// field reads the same everywhere. A column not listed here shows its database name.

/** table → column → translation key ('namespace:key') */
const BY_TABLE: Record<string, Record<string, string>> = {
  sys_user: {
    user_id: 'system:user.userId',
    user_name: 'system:user.userName',
    nick_name: 'system:user.nickName',
    name: 'system:user.name',
    email: 'system:user.email',
    phonenumber: 'system:user.phonenumber',
    sex: 'system:user.sex',
    password_hash: 'system:user.password',
    password_change_required: 'system:user.changeAtFirstLogin',
  },
  sys_role: {
    role_id: 'system:role.roleId',
    role_name: 'system:role.roleName',
    role_name_en: 'system:role.roleNameEn',
    role_key: 'system:role.roleKey',
    role_sort: 'system:role.roleSort',
  },
  sys_config: {
    config_id: 'dict:config.id',
    config_name: 'dict:config.name',
    config_name_en: 'dict:config.nameEn',
    config_key: 'dict:config.key',
    config_value: 'dict:config.value',
    config_type: 'dict:config.type',
  },
  sys_dict_type: {
    dict_id: 'dict:type.id',
    dict_name: 'dict:type.name',
    dict_name_en: 'dict:type.nameEn',
    dict_type: 'dict:type.type',
  },
  sys_dict_data: {
    dict_code: 'dict:data.code',
    dict_label: 'dict:data.label',
    dict_label_en: 'dict:data.labelEn',
    dict_value: 'dict:data.value',
    dict_sort: 'dict:data.sort',
    dict_type: 'dict:data.type',
    css_class: 'dict:data.cssClass',
    list_class: 'dict:data.listClass',
  },
  school: {
    school_name: 'school:schoolName',
    school_name_en: 'school:schoolNameEn',
    school_type: 'school:schoolType',
    school_stage: 'school:schoolStage',
    manager: 'school:manager',
    manager_en: 'school:managerEn',
    bd_user_id: 'school:developer',
    experiment_count: 'school:count.experimentCount',
    tool_count: 'school:count.toolCount',
  },
  school_class: {
    class_name: 'class:className',
    class_name_en: 'class:classNameEn',
    grade: 'class:grade',
    exam_time: 'class:examTime',
    student_file: 'class:studentFile',
    score_file: 'class:scoreFile',
  },
  school_student: {
    student_no: 'class:student.studentNo',
    name: 'class:student.name',
    name_en: 'class:student.nameEn',
    sex: 'class:student.sex',
  },
  school_score: {
    exam_time: 'class:examTime',
    score: 'class:student.score',
  },
  course: {
    title: 'course:title',
    title_en: 'courseEditor:field.titleEn',
    description: 'courseEditor:field.description',
    description_en: 'courseEditor:field.descriptionEn',
    grade_start: 'courseEditor:field.gradeStart',
    grade_end: 'courseEditor:field.gradeEnd',
    discipline_id: 'courseEditor:field.disciplineId',
    subject_id: 'courseEditor:field.subjectId',
    class_hours: 'courseEditor:field.classHours',
    tags: 'courseEditor:field.tags',
    cover: 'courseEditor:field.cover',
    teaching_aids: 'courseEditor:field.teachingAids',
  },
  course_lesson: {
    title: 'course:title',
    title_en: 'courseEditor:field.lessonTitleEn',
    description: 'courseEditor:field.lessonDescription',
  },
  course_discipline: {
    discipline_name: 'discipline:name',
    discipline_name_en: 'discipline:nameEn',
    sort: 'discipline:sort',
  },
  course_subject: {
    subject_name: 'discipline:subjectName',
    discipline_id: 'discipline:discipline',
    sort: 'discipline:sort',
  },
  activity: {
    name: 'activity:nameZh',
    name_en: 'activity:nameEn',
    intro: 'activity:introZh',
    intro_en: 'activity:introEn',
    begin_time: 'activity:beginTime',
    end_time: 'activity:endTime',
    cover: 'activity:cover',
    content: 'activity:content',
    publisher: 'activity:publisher',
    published: 'activity:published',
    publish_date: 'activity:publishDate',
  },
  activity_registration: {
    username: 'activity:username',
    name: 'activity:personName',
    phone: 'activity:phone',
    area: 'activity:area',
  },
  banner: {
    title: 'banner:titleZh',
    title_en: 'banner:titleEn',
    image: 'banner:image',
    link_type: 'banner:linkType',
    source_id: 'banner:source',
    sort: 'banner:sort',
  },
  content: {
    title: 'content:titleZh',
    title_en: 'content:titleEn',
    video: 'content:video',
    poster: 'content:poster.label',
    description: 'content:descriptionZh',
    description_en: 'content:descriptionEn',
  },
  wx_user: {
    nickname: 'wxuser:column.nickname',
    phone: 'wxuser:column.phone',
    user_id: 'wxuser:column.account',
  },
};

/** Columns many tables share, named the same in each. */
const SHARED: Record<string, string> = {
  status: 'dict:common.status',
  remark: 'dict:common.remark',
  school_id: 'member:school',
};

/** The translation key of a column's label, or undefined when the console has none. */
export function fieldLabelKey(tableName: string, column: string): string | undefined {
  return BY_TABLE[tableName]?.[column] ?? SHARED[column];
}

/** Every key the table names (the test holds each to both languages). */
export function everyFieldLabelKey(): string[] {
  return [...Object.values(BY_TABLE).flatMap((columns) => Object.values(columns)), ...Object.values(SHARED)];
}

/** table → column → dictionary type: values shown as the dictionary's labels. */
const DICTIONARIES: Record<string, Record<string, string>> = {
  sys_user: { sex: 'sys_user_sex', status: 'sys_normal_disable' },
  sys_role: { status: 'sys_normal_disable' },
  sys_config: { config_type: 'sys_yes_no' },
  sys_dict_type: { status: 'sys_normal_disable' },
  sys_dict_data: { status: 'sys_normal_disable', is_default: 'sys_yes_no' },
  school: {
    status: 'sys_normal_disable',
    school_type: 'school_type',
    school_stage: 'school_stage',
    approval_mode: 'approval_mode',
  },
  school_student: { sex: 'sys_user_sex' },
  school_approval: { status: 'approval_status', mode: 'approval_mode' },
  course: { status: 'sys_normal_disable' },
  banner: { link_type: 'banner_link_type' },
  course_message: { read_flag: 'message_read' },
  teaching_resource: { resource_type: 'resource_type' },
  teaching_aid: { kind: 'teaching_aid_kind' },
  wx_user: { status: 'sys_normal_disable' },
};

/** The dictionary whose labels a column's values are shown as, if any. */
export function fieldDictionary(tableName: string, column: string): string | undefined {
  return DICTIONARIES[tableName]?.[column];
}

/** Every dictionary a change table may need (fetched once, shared with the other screens). */
export const CHANGE_DICTIONARIES: readonly string[] = [
  ...new Set(Object.values(DICTIONARIES).flatMap((columns) => Object.values(columns))),
];
