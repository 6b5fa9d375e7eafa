import { Button } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '@/components/Access';
import { MESSAGE_PERMS } from './perms';
import { useMarkRead } from './queries';
import type { CourseMessage } from './types';

interface Props {
  selected: CourseMessage[];
  /** the marked rows leave the selection */
  onDone: () => void;
}

/** The toolbar's bulk "mark read" for the selected rows, behind the edit permission. */
export function MarkSelectedRead({ selected, onDone }: Props) {
  const { t } = useTranslation('message');
  const markRead = useMarkRead();
  const run = async () => {
    if (await markRead(selected.map((m) => m.messageId))) onDone();
  };
  return (
    <Access permission={MESSAGE_PERMS.edit}>
      <Button icon={<CheckOutlined />} disabled={!selected.length} onClick={() => void run()}>
        {selected.length ? `${t('read.selected')} (${selected.length})` : t('read.selected')}
      </Button>
    </Access>
  );
}
