import { field } from '../../lib/validate';

// The course fields as the course screens label them (src/locales/*/courseEditor.json), so a
// refusal names the field the way the screen does.

export const F = {
  courseId: field('courseId', '课程编号', 'Course id'),
  status: field('status', '状态', 'Status'),
  grade: field('grade', '年级', 'Grade'),
  disciplineId: field('disciplineId', '学科', 'Discipline'),
  subjectId: field('subjectId', '科目', 'Subject'),
  title: field('title', '课程名称', 'Course title'),
  titleEn: field('titleEn', '英文名称', 'English title'),
  description: field('description', '课程简介', 'Description'),
  descriptionEn: field('descriptionEn', '英文简介', 'English description'),
  gradeStart: field('gradeStart', '起始年级', 'Start grade'),
  gradeEnd: field('gradeEnd', '结束年级', 'End grade'),
  classHours: field('classHours', '课时数', 'Class hours'),
  tags: field('tags', '标签', 'Tags'),
  cover: field('cover', '封面图片', 'Cover image'),
  teachingAids: field('teachingAids', '教具配置', 'Teaching aids configuration'),
  lessonId: field('lessonId', '课时编号', 'Lesson id'),
  lessonTitle: field('title', '课时名称', 'Lesson title'),
  lessonTitleEn: field('titleEn', '英文课时名称', 'English lesson title'),
  lessonDescription: field('description', '课时简介', 'Lesson description'),
};
