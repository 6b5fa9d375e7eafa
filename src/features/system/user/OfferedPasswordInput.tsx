import { CopyOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from './copy-text';

interface Props {
  id?: string;
  value?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The new user's password in plain sight, to be told to the user: the random one the dialog
 * offers, or what the administrator types over it; a button copies it. Marked as a new password,
 * so that no browser fills in the administrator's own.
 */
export function OfferedPasswordInput({ id, value = '', onChange }: Props) {
  const { t } = useTranslation('system');
  const copyLabel = t('user.copyPassword');
  return (
    <Space.Compact block>
      <Input id={id} value={value} onChange={onChange} maxLength={20} autoComplete="new-password" spellCheck={false} />
      <Tooltip title={copyLabel}>
        <Button
          icon={<CopyOutlined />}
          aria-label={copyLabel}
          disabled={!value}
          onClick={() => void copyText(value, t('user.passwordCopied'), t('user.copyByHand'))}
        />
      </Tooltip>
    </Space.Compact>
  );
}
