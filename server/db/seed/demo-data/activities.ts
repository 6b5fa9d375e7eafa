import type { ActivityRow } from '../rows/business';
import type { RegistrationRow } from '../rows/site';
import { formatTime } from '../../../lib/clock';
import { SAMPLE_FILES, sampleUrl } from '../samples/sample-files';
import { seeded } from './audit';

// Public activities and who registered for them. Dates are relative to the moment of seeding, so
// the seed always holds an activity that has not started, one in progress and one that has ended,
// whatever day the demo or the tests run.

const DAY_MS = 24 * 60 * 60 * 1000;
const COVER = sampleUrl(SAMPLE_FILES.find((f) => f.contentType === 'image/png') ?? SAMPLE_FILES[0]);

/** `yyyy-MM-dd HH:mm:ss` of the day `days` from `at` (negative: before it), at `time`. */
function dayAt(at: Date, days: number, time: string): string {
  return `${formatTime(new Date(at.getTime() + days * DAY_MS)).slice(0, 10)} ${time}`;
}

interface Plan {
  activityId: number;
  name: string;
  nameEn: string;
  intro: string;
  introEn: string;
  /** days from today and time of day of the start and the end */
  begin: [number, string];
  end: [number, string];
  content: string;
  published: boolean;
  /** days from today the record was created (and, when published, published) */
  created: number;
}

const PLANS: Plan[] = [
  {
    activityId: 1,
    name: '2024 青少年科技创新大赛',
    nameEn: '2024 Youth Science and Technology Innovation Contest',
    intro: '面向中小学生的科技创新作品征集与展示。',
    introEn: 'A call for and showcase of science projects by primary and secondary students.',
    begin: [-10, '00:00:00'],
    end: [30, '23:59:59'],
    content: '<h3>参赛方式</h3><p>提交作品说明与<strong>演示视频</strong>，优秀作品将在线展出。</p>',
    published: true,
    created: -20,
  },
  {
    activityId: 2,
    name: '寒假编程训练营',
    nameEn: 'Winter Coding Camp',
    intro: '五天线上 Python 训练营，结营颁发证书。',
    introEn: 'A five-day online Python camp with a certificate at the end.',
    begin: [14, '09:00:00'],
    end: [18, '17:00:00'],
    content: '<p>每天两小时直播课与课后练习。</p><ul><li>第一天：变量与循环</li><li>第五天：小游戏</li></ul>',
    published: true,
    created: -7,
  },
  {
    activityId: 3,
    name: '教师 STEAM 教学研讨会',
    nameEn: 'STEAM Teaching Workshop for Teachers',
    intro: '分享跨学科项目式教学的课堂实践。',
    introEn: 'Classroom practice of cross-disciplinary project-based teaching, shared by teachers.',
    begin: [-30, '13:30:00'],
    end: [-30, '17:00:00'],
    content: '<p>地点：上海协和双语学校报告厅。</p>',
    published: true,
    created: -60,
  },
  {
    activityId: 4,
    name: '校园桥梁承重挑战赛',
    nameEn: 'Campus Bridge Load Challenge',
    intro: '用限定材料搭建桥梁，比拼承重比。',
    introEn: 'Build a bridge from set materials and compete on load-to-weight ratio.',
    begin: [-3, '09:00:00'],
    end: [45, '18:00:00'],
    content: '<p>以班级为单位报名，每队 3 至 5 人。</p>',
    published: true,
    created: -5,
  },
  {
    activityId: 5,
    name: '春季植物观察日记',
    nameEn: 'Spring Plant Diary',
    intro: '连续三周记录一株植物的生长，分享观察日记。',
    introEn: 'Record how one plant grows over three weeks and share the diary.',
    begin: [21, '08:00:00'],
    end: [42, '20:00:00'],
    content: '<p>准备一盆植物、一把尺子和一本笔记本。</p>',
    published: false,
    created: -2,
  },
  {
    activityId: 6,
    name: '无人机编程体验课',
    nameEn: 'Drone Coding Taster',
    intro: '用图形化编程让小型无人机完成航线任务。',
    introEn: 'Fly a small drone along a route with block-based code.',
    begin: [-1, '14:00:00'],
    end: [6, '16:00:00'],
    content: '<p>每场 20 人，器材由主办方提供。</p>',
    published: false,
    created: -1,
  },
];

/** Six activities: published and not, in every time state; ids 1–4 keep their names. */
export function seedActivities(at: Date): ActivityRow[] {
  return PLANS.map((plan) => {
    const created = dayAt(at, plan.created, '10:00:00');
    return {
      activityId: plan.activityId,
      name: plan.name,
      nameEn: plan.nameEn,
      intro: plan.intro,
      introEn: plan.introEn,
      beginTime: dayAt(at, ...plan.begin),
      endTime: dayAt(at, ...plan.end),
      cover: COVER,
      content: plan.content,
      publisher: plan.published ? '孙丽' : '',
      published: plan.published,
      publishDate: plan.published ? created : '',
      registrationCount: 0,
      ...seeded(created, 'bd'),
    };
  });
}

type Person = [name: string, phone: string, area: string, username: string];

// Guests register with '' as user name; a few came while logged into the console.
const PEOPLE: Person[] = [
  ['王小明', '13800138001', '上海市浦东新区', ''],
  ['李华', '13900139002', '北京市海淀区', 'teacher'],
  ['张婷', '13700137003', '广州市天河区', ''],
  ['陈晨', '15000150004', '杭州市西湖区', ''],
  ['刘洋', '15800158005', '成都市武侯区', 'zhangwei'],
  ['赵敏', '18600186006', '南京市鼓楼区', ''],
  ['孙浩', '18800188007', '武汉市洪山区', ''],
  ['周雪', '17700177008', '西安市雁塔区', ''],
];

/** How many of PEOPLE registered for each activity that has started (none can before it starts). */
const TAKEN: Record<number, number> = { 1: 8, 3: 6, 4: 5, 6: 3 };

/**
 * Registrations of the seeded activities, one per phone per activity, each made between the
 * activity's start and `at` (or its end); the activities' counts are set to match.
 */
export function seedRegistrations(activities: ActivityRow[], at: Date): RegistrationRow[] {
  const rows: RegistrationRow[] = [];
  for (const activity of activities) {
    const taken = TAKEN[activity.activityId] ?? 0;
    const start = new Date(activity.beginTime.replace(' ', 'T')).getTime();
    const last = Math.min(at.getTime(), new Date(activity.endTime.replace(' ', 'T')).getTime());
    PEOPLE.slice(0, taken).forEach(([name, phone, area, username], i) => {
      rows.push({
        registrationId: rows.length + 1,
        activityId: activity.activityId,
        username,
        name,
        phone,
        area,
        createTime: formatTime(new Date(start + ((last - start) * (i + 1)) / (taken + 1))),
      });
    });
    activity.registrationCount = taken;
  }
  return rows;
}
