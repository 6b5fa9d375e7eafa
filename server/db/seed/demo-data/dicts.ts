import type { DictDataRow, DictTypeRow, ListClass } from '../rows/account';
import { seeded } from './audit';

// Dictionary types and entries with both languages; answers pick the label by the request.
type Entry = [value: string, zh: string, en: string, listClass?: ListClass];

const TYPES: Array<[type: string, zh: string, en: string, entries: Entry[]]> = [
  [
    'sys_user_sex',
    '用户性别',
    'User gender',
    [
      ['0', '男', 'Male'],
      ['1', '女', 'Female'],
      ['2', '未知', 'Unknown'],
    ],
  ],
  [
    'sys_normal_disable',
    '系统开关',
    'Normal or disabled',
    [
      ['0', '正常', 'Normal', 'primary'],
      ['1', '停用', 'Disabled', 'danger'],
    ],
  ],
  [
    'sys_yes_no',
    '系统是否',
    'Yes or no',
    [
      ['Y', '是', 'Yes', 'primary'],
      ['N', '否', 'No', 'danger'],
    ],
  ],
  [
    'school_type',
    '学校类型',
    'School type',
    [
      ['0', '公办', 'Public'],
      ['1', '民办', 'Private'],
      ['2', '国际双语', 'International bilingual'],
      ['3', '公立学校国际部', 'International department of a public school'],
      ['4', '教育机构', 'Educational institution'],
      ['5', '大学国际学院', 'International college of a university'],
      ['6', '其他', 'Other'],
    ],
  ],
  [
    'school_stage',
    '学段',
    'School stage',
    [
      ['1', '小学', 'Primary'],
      ['2', '初中', 'Middle'],
      ['3', '高中', 'High'],
      ['4', '预科', 'Preparatory'],
    ],
  ],
  [
    'approval_status',
    '审批状态',
    'Approval status',
    [
      ['0', '待审批', 'Pending', 'warning'],
      ['1', '已通过', 'Approved', 'success'],
      ['2', '已驳回', 'Rejected', 'danger'],
    ],
  ],
  [
    'approval_mode',
    '审批方式',
    'Approval mode',
    [
      ['0', '自动审批', 'Automatic', 'info'],
      ['1', '人工审批', 'Manual', 'primary'],
    ],
  ],
  [
    'activity_state',
    '活动状态',
    'Activity state',
    [
      ['0', '未开始', 'Not started', 'info'],
      ['1', '进行中', 'In progress', 'success'],
      ['2', '已结束', 'Ended', 'default'],
    ],
  ],
  [
    'message_read',
    '留言已读',
    'Message read',
    [
      ['0', '未读', 'Unread', 'warning'],
      ['1', '已读', 'Read', 'success'],
    ],
  ],
  [
    'banner_link_type',
    '轮播图链接类型',
    'Banner link type',
    [
      ['1', '课程', 'Course'],
      ['2', '内容', 'Content'],
      ['3', '活动', 'Activity'],
      ['4', '外部链接', 'External link'],
    ],
  ],
  [
    'resource_type',
    '资源类型',
    'Resource type',
    [
      ['1', '文档', 'Document', 'primary'],
      ['2', '练习单', 'Worksheet', 'success'],
      ['3', '图片', 'Image', 'info'],
      ['4', '视频', 'Video', 'warning'],
      ['5', '音频', 'Audio', 'info'],
      ['6', '资料包', 'Package', 'default'],
    ],
  ],
  [
    'teaching_aid_kind',
    '教具类别',
    'Teaching-aid kind',
    [
      ['aid', '教具', 'Teaching aid', 'primary'],
      ['kit', '实验套件', 'Experiment kit', 'success'],
    ],
  ],
  [
    'aid_request_status',
    '教具申请状态',
    'Teaching-aid request status',
    [
      ['0', '待处理', 'New', 'warning'],
      ['1', '已处理', 'Handled', 'success'],
      ['2', '已拒绝', 'Declined', 'danger'],
    ],
  ],
];

const TIME = '2024-08-01 09:00:00';

export function seedDictTypes(): DictTypeRow[] {
  return TYPES.map(([dictType, dictName, dictNameEn], i) => ({
    dictId: i + 1,
    dictName,
    dictNameEn,
    dictType,
    status: '0',
    ...seeded(TIME),
  }));
}

export function seedDictData(): DictDataRow[] {
  let dictCode = 0;
  return TYPES.flatMap(([dictType, , , entries]) =>
    entries.map(([dictValue, dictLabel, dictLabelEn, listClass = 'default'], i) => ({
      dictCode: ++dictCode,
      dictSort: i + 1,
      dictLabel,
      dictLabelEn,
      dictValue,
      dictType,
      cssClass: '',
      listClass,
      isDefault: i === 0 ? 'Y' : 'N',
      status: '0',
      ...seeded(TIME),
    })),
  );
}
