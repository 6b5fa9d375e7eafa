import type { SchoolRow } from '../business-types';
import { seeded } from './audit';

type School = Omit<SchoolRow, keyof ReturnType<typeof seeded> | 'status' | 'approvalMode'>;

const school = (s: School, time: string): SchoolRow => ({
  ...s,
  status: '0',
  approvalMode: '1',
  ...seeded(time, 'bd'),
});

// schoolType / schoolStage are codes of the school_type / school_stage dictionaries.
export const seedSchools = (): SchoolRow[] => [
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
