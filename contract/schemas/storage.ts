import { z } from 'zod';
import { choice, int, label, listQuery, pathId, pathIds, said, text } from '@contract/input';

// What the storage configurations' calls take (docs/api.md "Storage configurations").

const ID = label('存储配置主键', 'Storage configuration id');
const KEY = label('配置键', 'Configuration key');
const BUCKET = label('桶名称', 'Bucket');
const STATUS = label('状态', 'Status');
const SECRET = label('秘钥', 'Secret key');

const KEY_PATTERN = /^[a-z][a-z0-9_-]*$/;

export const ossConfigListQuery = listQuery({
  configKey: text(KEY),
  bucketName: text(BUCKET),
  status: text(STATUS),
});

const FIELDS = {
  configKey: text(KEY, { required: true, min: 2, max: 20 }).refine((value) => KEY_PATTERN.test(value), {
    error: said(
      '配置键只能包含小写字母、数字、下划线和短横线，且以字母开头',
      'The configuration key must start with a letter and hold only lowercase letters, digits, _ and -',
    ),
  }),
  accessKey: text(label('AccessKey', 'Access key'), { required: true, min: 2, max: 100 }),
  bucketName: text(BUCKET, { required: true, min: 2, max: 100 }),
  prefix: text(label('前缀', 'Prefix'), { max: 100 }),
  endpoint: text(label('访问站点', 'Endpoint'), { required: true, min: 2, max: 100 }),
  domain: text(label('自定义域名', 'Custom domain'), { max: 100 }),
  isHttps: choice(label('是否HTTPS', 'HTTPS'), ['Y', 'N'], 'N'),
  region: text(label('域', 'Region'), { max: 100 }),
  accessPolicy: choice(label('桶权限类型', 'Bucket access'), ['0', '1', '2'], '1'),
  remark: text(label('备注', 'Remark'), { max: 500 }),
};

/** A new configuration needs its secret; an edit keeps the stored one when the field is left empty. */
export const newOssConfig = z.object({ ...FIELDS, secretKey: text(SECRET, { required: true, min: 2, max: 100 }) });
export const changedOssConfig = z.object({
  ossConfigId: int(ID),
  ...FIELDS,
  secretKey: text(SECRET, { min: 2, max: 100 }),
});
export type OssConfigInput = z.output<typeof newOssConfig>;

export const ossConfigStatus = z.object({
  ossConfigId: int(ID),
  status: text(STATUS, { required: true }).pipe(
    z.enum(['0', '1'], { error: said(`${STATUS.zh}的值无效，可选值：0, 1`, `${STATUS.en} must be one of: 0, 1`) }),
  ),
});

export const oneOssConfig = z.object({ ossConfigId: pathId(ID) });
export const someOssConfigs = z.object({ ossConfigIds: pathIds(ID) });
