import { SETUP_CHECKLIST_KEY } from '../../areas/home/setup';
import { seeded } from './demo-data/audit';
import type { ConfigRow } from './rows/account';

// A school's own parameter, which the demo data lacks: the platform administrator's first-run
// checklist starts open (server/areas/home/setup.ts). Its creation time is the moment the
// checklist opened: the settings saved after it count as the school's own.

/** The parameters with the checklist's added after the last of them. */
export function withSetupChecklist(configs: ConfigRow[], now: string): ConfigRow[] {
  const configId = Math.max(0, ...configs.map((c) => c.configId)) + 1;
  return [
    ...configs,
    {
      configId,
      configKey: SETUP_CHECKLIST_KEY,
      configValue: 'true',
      configName: '首页-首次使用清单',
      configNameEn: 'Home - first-run checklist',
      configType: 'Y',
      ...seeded(now, 'admin', 'true 在管理员首页显示首次使用清单，直到各步完成或被关闭'),
      remarkEn: "true shows the first-run checklist on the administrator's home until it is done or dismissed",
    },
  ];
}
