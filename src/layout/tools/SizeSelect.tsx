import { Button, Dropdown, type MenuProps } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SIZES, useAppStore, type ComponentSize } from '@/stores/app';
import { changeSize } from './change-size';

/** Component size: default, medium, small, mini; the size in use is not offered again. */
export default function SizeSelect() {
  const { t } = useTranslation('layout');
  const current = useAppStore((s) => s.size);
  const items: MenuProps['items'] = SIZES.map((size) => ({
    key: size,
    label: t(`size.${size}`),
    disabled: size === current,
  }));
  return (
    <Dropdown
      menu={{ items, onClick: ({ key }) => changeSize(key as ComponentSize) }}
      trigger={['click']}
      placement="bottom"
    >
      <Button type="text" icon={<FontSizeOutlined />} aria-label={t('size.label')} title={t('size.label')} />
    </Dropdown>
  );
}
