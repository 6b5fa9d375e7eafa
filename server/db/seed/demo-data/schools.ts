import type { CourseRow, SchoolRow } from '../rows/business';
import { seeded } from './audit';

type School = Omit<SchoolRow, keyof ReturnType<typeof seeded> | 'status' | 'approvalMode'>;

const school = (s: School, time: string): SchoolRow => ({
  ...s,
  status: '0',
  approvalMode: '1',
  ...seeded(time, 'bd'),
});

// schoolType / schoolStage are codes of the school_type / school_stage dictionaries.
const FIRST_SCHOOLS = (): SchoolRow[] => [
  school(
    {
      schoolId: 1,
      schoolName: '北京市海淀区实验小学',
      schoolNameEn: 'Beijing Haidian Experimental Primary School',
      schoolType: '0',
      schoolStage: '1',
      manager: '海淀区教育委员会',
      managerEn: 'Haidian District Education Commission',
      bdUserId: 6,
      experimentCount: 24,
      toolCount: 56,
    },
    '2024-08-10 10:00:00',
  ),
  school(
    {
      schoolId: 2,
      schoolName: '上海协和双语学校',
      schoolNameEn: 'Shanghai United Bilingual School',
      schoolType: '2',
      schoolStage: '1,2,3',
      manager: '协和教育集团',
      managerEn: 'United Education Group',
      bdUserId: 6,
      experimentCount: 31,
      toolCount: 74,
    },
    '2024-08-12 15:30:00',
  ),
  school(
    {
      schoolId: 3,
      schoolName: '深圳南山中学国际部',
      schoolNameEn: 'Shenzhen Nanshan Middle School International Department',
      schoolType: '3',
      schoolStage: '3',
      manager: '南山中学',
      managerEn: 'Nanshan Middle School',
      bdUserId: 6,
      experimentCount: 18,
      toolCount: 40,
    },
    '2024-08-15 09:45:00',
  ),
  school(
    {
      schoolId: 4,
      schoolName: '杭州育才民办初级中学',
      schoolNameEn: 'Hangzhou Yucai Private Junior High School',
      schoolType: '1',
      schoolStage: '2',
      manager: '育才教育基金会',
      managerEn: 'Yucai Education Foundation',
      bdUserId: null,
      experimentCount: 12,
      toolCount: 33,
    },
    '2024-09-02 11:20:00',
  ),
  school(
    {
      schoolId: 5,
      schoolName: '成都启明星科学教育中心',
      schoolNameEn: 'Chengdu Morning Star Science Education Centre',
      schoolType: '4',
      schoolStage: '1,2',
      manager: '启明星教育科技有限公司',
      managerEn: 'Morning Star Education Technology Co., Ltd.',
      bdUserId: null,
      experimentCount: 9,
      toolCount: 21,
    },
    '2024-09-18 14:10:00',
  ),
  school(
    {
      schoolId: 6,
      schoolName: '滨江大学国际学院',
      schoolNameEn: 'Binjiang University International College',
      schoolType: '5',
      schoolStage: '4',
      manager: '滨江大学',
      managerEn: 'Binjiang University',
      bdUserId: 6,
      experimentCount: 6,
      toolCount: 15,
    },
    '2024-10-08 16:00:00',
  ),
];

/**
 * name, English name, type, stages, managing party, its English name, experiments, tools.
 * Every school type and every stage appears; schools 1–6 above are the ones docs/roles.md names.
 */
type SchoolLine = readonly [string, string, string, string, string, string, number, number];

// One school per line: easier to read and compare than one field per line.
// prettier-ignore
const MORE_SCHOOLS: readonly SchoolLine[] = [
  ['北京市朝阳区实验中学', 'Beijing Chaoyang Experimental Middle School', '0', '2,3', '朝阳区教育委员会', 'Chaoyang District Education Commission', 20, 48],
  ['上海市徐汇区第一小学', 'Shanghai Xuhui No. 1 Primary School', '0', '1', '徐汇区教育局', 'Xuhui District Education Bureau', 15, 36],
  ['广州市天河区华阳小学', 'Guangzhou Tianhe Huayang Primary School', '0', '1', '天河区教育局', 'Tianhe District Education Bureau', 11, 27],
  ['南京市鼓楼区第二中学', 'Nanjing Gulou No. 2 Middle School', '0', '2,3', '鼓楼区教育局', 'Gulou District Education Bureau', 17, 39],
  ['武汉市江汉区红领巾小学', 'Wuhan Jianghan Red Scarf Primary School', '0', '1', '江汉区教育局', 'Jianghan District Education Bureau', 8, 19],
  ['苏州外国语民办学校', 'Suzhou Foreign Language Private School', '1', '1,2', '苏州外语教育集团', 'Suzhou Foreign Language Education Group', 14, 30],
  ['宁波华茂民办高级中学', 'Ningbo Huamao Private Senior High School', '1', '3', '华茂教育集团', 'Huamao Education Group', 19, 41],
  ['西安博雅民办小学', 'Xi\'an Boya Private Primary School', '1', '1', '博雅教育发展有限公司', 'Boya Education Development Co., Ltd.', 7, 18],
  ['北京德威双语学校', 'Beijing Dewei Bilingual School', '2', '1,2,3', '德威教育集团', 'Dewei Education Group', 26, 60],
  ['广州暨大双语学校', 'Guangzhou Jida Bilingual School', '2', '1,2', '暨大教育投资有限公司', 'Jida Education Investment Co., Ltd.', 16, 35],
  ['天津惠灵顿双语学校', 'Tianjin Wellington Bilingual School', '2', '1,2,3', '惠灵顿教育集团', 'Wellington Education Group', 22, 50],
  ['重庆巴蜀中学国际部', 'Chongqing Bashu Middle School International Department', '3', '2,3', '巴蜀中学', 'Bashu Middle School', 13, 29],
  ['长沙雅礼中学国际部', 'Changsha Yali Middle School International Department', '3', '3', '雅礼中学', 'Yali Middle School', 12, 26],
  ['厦门一中国际部', 'Xiamen No. 1 Middle School International Department', '3', '3,4', '厦门第一中学', 'Xiamen No. 1 Middle School', 10, 22],
  ['青岛蓝海少儿科学馆', 'Qingdao Blue Ocean Children\'s Science Centre', '4', '1', '蓝海科普教育有限公司', 'Blue Ocean Science Education Co., Ltd.', 9, 40],
  ['深圳创客星编程学院', 'Shenzhen Maker Star Coding Academy', '4', '1,2,3', '创客星科技有限公司', 'Maker Star Technology Co., Ltd.', 5, 64],
  ['合肥未来科学实验室', 'Hefei Future Science Lab', '4', '2', '未来教育科技有限公司', 'Future Education Technology Co., Ltd.', 11, 25],
  ['华东理工大学国际学院', 'East China University of Science and Technology International College', '5', '4', '华东理工大学', 'East China University of Science and Technology', 8, 17],
  ['中山大学国际预科学院', 'Sun Yat-sen University International Foundation College', '5', '4', '中山大学', 'Sun Yat-sen University', 6, 12],
  ['郑州大学国际学院', 'Zhengzhou University International College', '5', '3,4', '郑州大学', 'Zhengzhou University', 7, 14],
  ['昆明滇池青少年营地', 'Kunming Dianchi Youth Camp', '6', '1,2', '滇池青少年发展中心', 'Dianchi Youth Development Centre', 4, 20],
  ['大连海洋科普学校', 'Dalian Ocean Science Outreach School', '6', '2', '海洋科普协会', 'Ocean Science Outreach Association', 3, 16],
  ['哈尔滨冰城少年宫', 'Harbin Ice City Children\'s Palace', '6', '1', '哈尔滨市青少年活动中心', 'Harbin Youth Activity Centre', 5, 11],
  ['济南历城第三中学', 'Jinan Licheng No. 3 Middle School', '0', '3', '历城区教育和体育局', 'Licheng District Education and Sports Bureau', 14, 31],
  ['福州三牧民办小学', 'Fuzhou Sanmu Private Primary School', '1', '1', '三牧教育发展有限公司', 'Sanmu Education Development Co., Ltd.', 6, 15],
  ['杭州国际学校预科部', 'Hangzhou International School Preparatory Department', '2', '4', '杭州国际教育集团', 'Hangzhou International Education Group', 9, 20],
];

/**
 * Schools 1–6, then the others, each looked after by one of `developers` in turn (the business
 * developer accounts made for them) and enabled except every ninth; a few take applications
 * automatically.
 */
export function seedSchools(developers: readonly number[]): SchoolRow[] {
  const first = FIRST_SCHOOLS();
  const more = MORE_SCHOOLS.map(
    ([schoolName, schoolNameEn, schoolType, schoolStage, manager, managerEn, experiments, tools], i) => {
      const row = school(
        {
          schoolId: first.length + i + 1,
          schoolName,
          schoolNameEn,
          schoolType,
          schoolStage,
          manager,
          managerEn,
          bdUserId: developers.length ? developers[i % developers.length] : null,
          experimentCount: experiments,
          toolCount: tools,
        },
        `2024-${String(10 + Math.floor(i / 10)).padStart(2, '0')}-${String((i % 10) * 3 + 1).padStart(2, '0')} 10:00:00`,
      );
      return { ...row, status: i % 9 === 8 ? '1' : '0', approvalMode: i % 4 === 3 ? '0' : '1' } satisfies SchoolRow;
    },
  );
  return [...first, ...more];
}

/**
 * The courses with the schools after the first six associated: each such school uses three of
 * the enabled courses other schools already use, picked in turn; a course no school has taken up
 * stays unused.
 */
export function withSchoolCourses(courses: readonly CourseRow[], schools: readonly SchoolRow[]): CourseRow[] {
  const enabled = courses.filter((c) => c.status === '0' && c.schoolIds.length > 0).map((c) => c.courseId);
  const added = new Map<number, number[]>();
  schools
    .filter((s) => s.schoolId > 6)
    .forEach((s, i) => {
      for (let k = 0; k < 3 && enabled.length; k += 1) {
        const courseId = enabled[(i * 3 + k) % enabled.length];
        added.set(courseId, [...(added.get(courseId) ?? []), s.schoolId]);
      }
    });
  return courses.map((c) => {
    const more = added.get(c.courseId);
    return more ? { ...c, schoolIds: [...new Set([...c.schoolIds, ...more])].sort((a, b) => a - b) } : c;
  });
}
