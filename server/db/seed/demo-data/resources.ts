import type { LessonRow, SubjectRow } from '../rows/business';
import { SAMPLE_FILES, sampleUrl } from '../samples/sample-files';
import type { ResourceRow } from '../rows/teaching';
import { seeded } from './audit';

// The resource library: files of every type (dict resource_type) the seed can serve, each tied to
// the lessons of a course of its subject. Some may only be previewed, never downloaded.

/** resource_type: 1 document, 2 worksheet, 3 image, 4 video, 5 audio, 6 package */
const FILE_OF_TYPE: Record<string, number> = {
  '1': 90001,
  '2': 90003,
  '3': 90004,
  '4': 90005,
  '5': 90007,
  '6': 90008,
};
/** a second document kind: the hand-out (docx) and the reading (txt) */
const DOCX = 90002;
const TXT = 90006;

/**
 * title, English title, description, English description, type, subjectId, grade, downloadable,
 * file (null: the type's sample), the course (by number) whose first lessons use it.
 */
type ResourceLine = readonly [string, string, string, string, string, number, number, boolean, number | null, number];

// One resource per line: easier to compare than one field per line.
// prettier-ignore
const RESOURCES: readonly ResourceLine[] = [
  ['串联电路教学设计', 'Series circuits: lesson plan', '一节课的目标、步骤与评价。', 'Aims, steps and assessment for one lesson.', '1', 1, 5, true, null, 1],
  ['电路符号讲义', 'Circuit symbols hand-out', '常用电路符号与读图练习。', 'Common circuit symbols with reading practice.', '1', 1, 4, false, DOCX, 1],
  ['电路示意图', 'Circuit diagram', '串联与并联电路的对比图。', 'Series and parallel circuits side by side.', '3', 1, 5, true, null, 1],
  ['电流实验记录表', 'Current experiment worksheet', '分组记录电流测量结果。', 'Record the current measured by each group.', '2', 1, 6, true, null, 1],
  ['Python 变量演示视频', 'Python variables demo video', '三分钟看懂变量与赋值。', 'Variables and assignment in three minutes.', '4', 3, 7, false, null, 2],
  ['编程练习题', 'Programming exercises', '循环与条件的练习题。', 'Exercises on loops and conditions.', '2', 3, 8, true, null, 2],
  ['种子萌发观察记录', 'Seed sprouting log', '每天记录种子的变化。', 'Note how the seeds change each day.', '2', 2, 4, true, null, 3],
  ['光合作用阅读材料', 'Photosynthesis reading', '植物如何制造养分。', 'How plants make their food.', '1', 2, 3, true, TXT, 3],
  ['机器人巡线演示', 'Line-following robot demo', '巡线机器人的调试过程。', 'Tuning a line-following robot.', '4', 5, 6, true, null, 4],
  ['机器人零件清单', 'Robot parts package', '搭建所需零件与说明。', 'Parts and notes for the build.', '6', 5, 6, false, null, 4],
  ['桥梁承重教学设计', 'Bridge loads: lesson plan', '纸桥承重挑战的教学设计。', 'Lesson plan for the paper bridge challenge.', '1', 6, 6, true, null, 5],
  ['课堂提示音', 'Classroom chime', '小组活动开始与结束的提示音。', 'The chime that starts and ends group work.', '5', 4, 8, true, null, 6],
  ['人工智能伦理讨论', 'AI ethics discussion', '讨论题与背景阅读。', 'Discussion questions and background reading.', '1', 4, 9, false, null, 6],
  ['光的反射示意图', 'Reflection of light diagram', '入射角与反射角示意。', 'Angles of incidence and reflection.', '3', 1, 5, true, null, 7],
  ['杠杆原理视频', 'Levers explained', '用跷跷板理解杠杆。', 'Levers explained with a seesaw.', '4', 1, 5, true, null, 8],
  ['指南针制作音频讲解', 'Making a compass: audio guide', '一步一步做指南针。', 'Make a compass step by step.', '5', 1, 3, false, null, 9],
];

/** The seeded resources; `subjects` give each its discipline, `lessons` the lessons that use it. */
export function seedResources({ subjects, lessons }: { subjects: SubjectRow[]; lessons: LessonRow[] }): ResourceRow[] {
  return RESOURCES.map(
    ([title, titleEn, description, descriptionEn, resourceType, subjectId, grade, downloadable, file, courseNo], i) => {
      const sample = SAMPLE_FILES.find((f) => f.ossId === (file ?? FILE_OF_TYPE[resourceType])) ?? SAMPLE_FILES[0];
      const used = lessons
        .filter((l) => l.courseId === courseNo)
        .sort((a, b) => a.sort - b.sort)
        .slice(i % 2, (i % 2) + 2);
      return {
        resourceId: i + 1,
        title,
        titleEn,
        description,
        descriptionEn,
        resourceType,
        disciplineId: subjects.find((s) => s.subjectId === subjectId)?.disciplineId ?? 1,
        subjectId,
        grade,
        fileName: sample.fileName,
        url: sampleUrl(sample),
        size: sample.size,
        downloadable,
        lessonIds: used.map((l) => l.lessonId),
        ...seeded(`2024-09-${String(10 + i).padStart(2, '0')} 10:00:00`, 'leader'),
      };
    },
  );
}
