import { useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { CalendarOutlined, DownloadOutlined, DownOutlined, LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CalendarFeedDialog } from './CalendarFeedDialog';

interface IcsMenuProps {
  /** saves the lessons shown as an .ics file */
  onExport: () => void;
  /** while the lessons shown are loading there is nothing to export */
  exportDisabled: boolean;
}

/**
 * The calendar's .ics menu: save the lessons shown as a file once, or subscribe a phone's calendar
 * to the teacher's secret address, which stays up to date (./CalendarFeedDialog.tsx).
 */
export function IcsMenu({ onExport, exportDisabled }: IcsMenuProps) {
  const { t } = useTranslation('schedule');
  const [feedOpen, setFeedOpen] = useState(false);
  const items: MenuProps['items'] = [
    { key: 'export', icon: <DownloadOutlined />, label: t('ics.export'), disabled: exportDisabled },
    { key: 'subscribe', icon: <LinkOutlined />, label: t('feed.menu') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'export') onExport();
    else setFeedOpen(true);
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button icon={<CalendarOutlined />}>
          {t('ics.menu')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
    </>
  );
}
