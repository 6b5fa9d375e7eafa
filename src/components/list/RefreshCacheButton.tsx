import { Button } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import type { QueryKey } from '@tanstack/react-query';
import { useAccess } from '@/hooks/useAccess';
import { useListAction } from '@/hooks/useListAction';
import type { PermissionGate } from '@/utils/permission';

interface Props extends PermissionGate {
  /** the button's words (刷新缓存 / Refresh cache) */
  label: string;
  /** asks the server to read again what it keeps in memory */
  refresh: () => Promise<unknown>;
  /** the list shown again afterwards */
  listKey: QueryKey;
  /** what is said when it is done */
  done: string;
}

/**
 * 刷新缓存 / Refresh cache: the server reads a cache it keeps (parameters, dictionaries) again from
 * the database, then the list is refreshed and the user told; shown only to users who pass the gate.
 */
export function RefreshCacheButton({ label, refresh, listKey, done, ...gate }: Props) {
  const { allows } = useAccess();
  const run = useListAction(listKey, refresh, done);
  if (!allows(gate)) return null;
  return (
    <Button icon={<SyncOutlined />} onClick={() => void run(undefined)}>
      {label}
    </Button>
  );
}
