import { Button } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import type { QueryKey } from '@tanstack/react-query';
import { useAccess } from '@/hooks/useAccess';
import { useListAction } from '@/hooks/useListAction';
import type { PermissionGate } from '@/utils/permission';
import { confirmAction } from './confirm';

interface Props extends PermissionGate {
  /** the button's words (清空 / Clean) */
  label: string;
  /** what the user is asked before anything is deleted */
  question: string;
  /** deletes every row of the log the caller sees */
  clean: () => Promise<unknown>;
  /** the list shown again afterwards */
  listKey: QueryKey;
  /** what is said when it is done */
  done: string;
}

/**
 * 清空 / Clean: a log emptied after the user says yes, then the list refreshed and the user told;
 * shown only to users who pass the gate.
 */
export function CleanButton({ label, question, clean, listKey, done, ...gate }: Props) {
  const { allows } = useAccess();
  const run = useListAction(listKey, clean, done);
  if (!allows(gate)) return null;
  const ask = async () => {
    if (await confirmAction(question)) await run(undefined);
  };
  return (
    <Button danger icon={<ClearOutlined />} onClick={() => void ask()}>
      {label}
    </Button>
  );
}
