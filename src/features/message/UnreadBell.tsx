import { Badge, Button } from 'antd';
import { useShellNavigate } from '@/hooks/shell-location';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/hooks/useAccess';
import { MESSAGE_PERMS } from './perms';
import { useUnreadCount } from './queries';

const MESSAGES = '/admin/message/index';

/**
 * The top bar's bell for those who see courseware messages: the unread count (asked again every
 * minute, and at once whenever messages are marked read or sent), opening the message screen.
 */
export function UnreadBell() {
  const { t } = useTranslation('message');
  const navigate = useShellNavigate();
  const allowed = useAccess().can(MESSAGE_PERMS.list);
  const { data: count = 0 } = useUnreadCount(allowed);
  if (!allowed) return null;
  const label = t('bell.label', { count });
  return (
    <Badge count={count} size="small" offset={[-6, 6]} overflowCount={99}>
      <Button
        type="text"
        icon={<BellOutlined />}
        aria-label={label}
        title={label}
        onClick={() => void navigate(MESSAGES)}
      />
    </Badge>
  );
}
