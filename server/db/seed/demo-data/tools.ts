import type { Flag, GenColumnRow, GenTableRow, OssConfigRow } from '../rows/tools';
import { seeded } from './audit';

const TIME = '2024-08-01 09:00:00';

type Storage = [key: string, endpoint: string, bucket: string, accessKey: string, https: 'Y' | 'N', region: string];

const STORAGES: Storage[] = [
  ['local', '127.0.0.1:8080', 'csp-files', 'local-access-key', 'N', ''],
  ['minio', 'minio.school.example:9000', 'csp', 'minio-admin-key', 'N', ''],
  ['aliyun', 'oss-cn-shanghai.aliyuncs.com', 'csp-courseware', 'LTAI5tQx8demoKey9Ab', 'Y', 'cn-shanghai'],
  ['qcloud', 'cos.ap-guangzhou.myqcloud.com', 'csp-1250000000', 'AKIDdemoQcloudKey2024', 'Y', 'ap-guangzhou'],
];

export function seedOssConfigs(): OssConfigRow[] {
  return STORAGES.map(([configKey, endpoint, bucketName, accessKey, isHttps, region], i) => ({
    ossConfigId: i + 1,
    configKey,
    accessKey,
    secretKey: `${configKey}-demo-secret`,
    bucketName,
    prefix: '',
    endpoint,
    domain: '',
    isHttps,
    region,
    accessPolicy: '1',
    status: i === 0 ? '0' : '1',
    ...seeded(TIME, 'admin', i === 0 ? '默认：文件存放在本机' : ''),
  }));
}

// name, comment, db type, java type, field, pk, list, query, query type, html type, dict
type Column = [string, string, string, string, string, Flag, Flag, Flag, string, string, string];

function columns(first: number, list: Column[]): GenColumnRow[] {
  return list.map(
    (
      [
        columnName,
        columnComment,
        columnType,
        javaType,
        javaField,
        isPk,
        isList,
        isQuery,
        queryType,
        htmlType,
        dictType,
      ],
      i,
    ) => ({
      columnId: first + i,
      columnName,
      columnComment,
      columnType,
      javaType,
      javaField,
      isPk,
      isRequired: isPk === '1' ? '0' : isQuery,
      isInsert: isPk === '1' ? '0' : '1',
      isEdit: isPk === '1' ? '0' : '1',
      isList,
      isQuery,
      queryType,
      htmlType,
      dictType,
      sort: i + 1,
    }),
  );
}

export function seedGenTables(): GenTableRow[] {
  return [
    {
      tableId: 1,
      tableName: 'csp_school',
      tableComment: '学校信息表',
      className: 'CspSchool',
      functionAuthor: 'csp',
      columns: columns(1, [
        ['school_id', '学校ID', 'bigint(20)', 'Long', 'schoolId', '1', '0', '0', 'EQ', 'input', ''],
        ['school_name', '学校名称', 'varchar(100)', 'String', 'schoolName', '0', '1', '1', 'LIKE', 'input', ''],
        ['school_name_en', '英文名称', 'varchar(100)', 'String', 'schoolNameEn', '0', '1', '0', 'LIKE', 'input', ''],
        ['school_type', '学校类型', 'char(1)', 'String', 'schoolType', '0', '1', '1', 'EQ', 'select', 'school_type'],
        [
          'school_stage',
          '学段',
          'varchar(20)',
          'String',
          'schoolStage',
          '0',
          '1',
          '1',
          'EQ',
          'checkbox',
          'school_stage',
        ],
        ['status', '状态', 'char(1)', 'String', 'status', '0', '1', '1', 'EQ', 'radio', 'sys_normal_disable'],
        ['create_time', '创建时间', 'datetime', 'Date', 'createTime', '0', '1', '0', 'BETWEEN', 'datetime', ''],
      ]),
      ...seeded(TIME, 'admin', '学校管理页面'),
    },
    {
      tableId: 2,
      tableName: 'csp_activity',
      tableComment: '活动表',
      className: 'CspActivity',
      functionAuthor: 'csp',
      columns: columns(101, [
        ['activity_id', '活动ID', 'bigint(20)', 'Long', 'activityId', '1', '0', '0', 'EQ', 'input', ''],
        ['title', '活动名称', 'varchar(200)', 'String', 'title', '0', '1', '1', 'LIKE', 'input', ''],
        ['intro', '活动简介', 'varchar(500)', 'String', 'intro', '0', '0', '0', 'EQ', 'textarea', ''],
        ['cover', '封面', 'varchar(255)', 'String', 'cover', '0', '1', '0', 'EQ', 'imageUpload', ''],
        ['content', '活动内容', 'longtext', 'String', 'content', '0', '0', '0', 'EQ', 'editor', ''],
        ['begin_time', '开始时间', 'datetime', 'Date', 'beginTime', '0', '1', '1', 'BETWEEN', 'datetime', ''],
      ]),
      ...seeded(TIME, 'admin', ''),
    },
  ];
}
