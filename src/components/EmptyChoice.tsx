import type { Permission } from '@contract/permissions';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAccess } from '@/hooks/useAccess';

interface Props {
  /** why the list offers nothing, e.g. "No business developer exists yet." */
  text: string;
  /** the link's words, e.g. "Add one under System → Users" */
  action: string;
  /** the console address where such a record is made */
  to: string;
  /** the permission that address needs: without it the text stands alone */
  permission: Permission;
}

/**
 * What a required choice with no option says, in its list and under its field: why it is empty
 * and where such a record is made. The list follows the record made there without a reload
 * (api/record-changes.ts).
 */
export function EmptyChoice({ text, action, to, permission }: Props) {
  const { can } = useAccess();
  return (
    <Typography.Text type="secondary">
      {text}
      {can(permission) ? (
        <>
          {' '}
          <Link to={to}>{action}</Link>
        </>
      ) : null}
    </Typography.Text>
  );
}
