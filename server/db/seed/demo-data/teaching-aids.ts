import type { CourseRow } from '../rows/business';
import { SAMPLE_FILES, sampleUrl } from '../samples/sample-files';
import type { AidRequestRow, TeachingAidRow } from '../rows/teaching';
import type { UserRow } from '../rows/account';
import { seeded } from './audit';

// The teaching-aid shop's catalogue (aids and experiment kits, photos from the sample image) and
// a few requests teachers have already sent their school, so the school's screen is not empty.

const PHOTO = sampleUrl(SAMPLE_FILES.find((f) => f.contentType === 'image/png') ?? SAMPLE_FILES[0]);

interface AidLine {
  kind: TeachingAidRow['kind'];
  name: [string, string];
  description: [string, string];
  disciplineId: number;
  grades: [number, number];
  contents: Array<[string, string, number]>;
  /** the subjects whose courses use it */
  subjectIds: number[];
}

const AIDS: readonly AidLine[] = [
  {
    kind: 'kit',
    name: ['电路探究实验箱', 'Circuit exploration kit'],
    description: [
      '搭建串联、并联电路，测量电流与电压。',
      'Build series and parallel circuits and measure current and voltage.',
    ],
    disciplineId: 1,
    grades: [4, 6],
    contents: [
      ['电池盒', 'Battery holder', 4],
      ['小灯泡', 'Small bulb', 8],
      ['导线', 'Wire', 20],
      ['开关', 'Switch', 4],
    ],
    subjectIds: [1],
  },
  {
    kind: 'aid',
    name: ['磁铁教具套装', 'Magnet set'],
    description: ['条形、蹄形与环形磁铁，配指南针。', 'Bar, horseshoe and ring magnets with a compass.'],
    disciplineId: 1,
    grades: [2, 4],
    contents: [
      ['条形磁铁', 'Bar magnet', 6],
      ['蹄形磁铁', 'Horseshoe magnet', 2],
      ['指南针', 'Compass', 6],
    ],
    subjectIds: [1],
  },
  {
    kind: 'kit',
    name: ['植物生长观察箱', 'Plant growth kit'],
    description: ['透明种植盒，观察根、茎、叶的生长。', 'See-through pots to watch roots, stems and leaves grow.'],
    disciplineId: 1,
    grades: [3, 5],
    contents: [
      ['透明种植盒', 'Clear pot', 6],
      ['种子包', 'Seed pack', 6],
      ['放大镜', 'Magnifier', 6],
    ],
    subjectIds: [2],
  },
  {
    kind: 'kit',
    name: ['轮式机器人套件', 'Wheeled robot kit'],
    description: ['主控板、电机与巡线传感器，可编程。', 'Controller, motors and line sensors, all programmable.'],
    disciplineId: 3,
    grades: [5, 8],
    contents: [
      ['主控板', 'Controller', 1],
      ['电机', 'Motor', 2],
      ['巡线传感器', 'Line sensor', 2],
    ],
    subjectIds: [5],
  },
  {
    kind: 'aid',
    name: ['桥梁结构模型', 'Bridge structure models'],
    description: ['梁桥、拱桥、斜拉桥三种结构模型。', 'Beam, arch and cable-stayed bridge models.'],
    disciplineId: 3,
    grades: [4, 7],
    contents: [
      ['梁桥模型', 'Beam bridge', 1],
      ['拱桥模型', 'Arch bridge', 1],
      ['斜拉桥模型', 'Cable-stayed bridge', 1],
    ],
    subjectIds: [6],
  },
  {
    kind: 'kit',
    name: ['Arduino 创客套件', 'Arduino maker kit'],
    description: ['开发板、面包板与常用传感器。', 'Board, breadboard and common sensors.'],
    disciplineId: 2,
    grades: [6, 9],
    contents: [
      ['开发板', 'Board', 1],
      ['面包板', 'Breadboard', 1],
      ['LED', 'LED', 10],
      ['温度传感器', 'Temperature sensor', 1],
    ],
    subjectIds: [11],
  },
  {
    kind: 'aid',
    name: ['太阳系行星模型', 'Solar system model'],
    description: ['八大行星按比例排列的模型。', 'The eight planets to scale.'],
    disciplineId: 1,
    grades: [3, 6],
    contents: [['行星模型', 'Planet model', 8]],
    subjectIds: [10],
  },
  {
    kind: 'aid',
    name: ['七巧板教具', 'Teaching tangrams'],
    description: ['磁性大七巧板，可贴在黑板上演示。', 'Large magnetic tangrams for the board.'],
    disciplineId: 5,
    grades: [1, 4],
    contents: [['七巧板', 'Tangram set', 10]],
    subjectIds: [15],
  },
];

/** The catalogue; `courses` give each aid the courses of its subjects. */
export function seedTeachingAids({ courses }: { courses: CourseRow[] }): TeachingAidRow[] {
  return AIDS.map((a, i) => ({
    aidId: i + 1,
    kind: a.kind,
    name: a.name[0],
    nameEn: a.name[1],
    description: a.description[0],
    descriptionEn: a.description[1],
    disciplineId: a.disciplineId,
    gradeStart: a.grades[0],
    gradeEnd: a.grades[1],
    photos: [PHOTO],
    contents: a.contents.map(([name, nameEn, quantity]) => ({ name, nameEn, quantity })),
    courseIds: courses.filter((c) => a.subjectIds.includes(c.subjectId)).map((c) => c.courseId),
    ...seeded('2024-09-01 09:00:00'),
  }));
}

/** Requests of the demo teachers (`teacher` at school 1, `zhangwei` at school 2): new and handled. */
export function seedAidRequests({ users }: { users: UserRow[] }): AidRequestRow[] {
  const asks: Array<[string, number, number, string, AidRequestRow['status']]> = [
    ['teacher', 1, 4, '下周电路单元使用', '0'],
    ['teacher', 2, 6, '', '1'],
    ['zhangwei', 4, 2, '机器人社团', '0'],
  ];
  return asks
    .flatMap(([userName, aidId, quantity, note, status]) => {
      const user = users.find((u) => u.userName === userName);
      if (!user || user.schoolId === null) return [];
      return [{ aidId, teacherUserId: user.userId, schoolId: user.schoolId, quantity, note, status, userName }];
    })
    .map(({ userName, ...row }, i) => ({
      requestId: i + 1,
      ...row,
      ...seeded(`2024-10-0${i + 1} 09:00:00`, userName),
    }));
}
