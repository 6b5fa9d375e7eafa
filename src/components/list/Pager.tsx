import { useState } from 'react';
import { Button, InputNumber } from 'antd';
import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  EllipsisOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pagerItems } from './pager-items';
import styles from './list.module.css';

interface PagerProps {
  current: number;
  pageCount: number;
  /** how many page numbers to show, first and last included */
  pagerCount: number;
  onChange: (page: number) => void;
}

/** "More" gap: shows dots, arrows on hover; jumps by the hidden pages. */
function MoreButton({ direction, step, onClick }: { direction: 'prev' | 'next'; step: number; onClick: () => void }) {
  const { t } = useTranslation('widgets');
  const [hover, setHover] = useState(false);
  const arrow = direction === 'prev' ? <DoubleLeftOutlined /> : <DoubleRightOutlined />;
  return (
    <li>
      <Button
        type="text"
        size="small"
        aria-label={t(direction === 'prev' ? 'pagination.prevMore' : 'pagination.nextMore', { n: step })}
        icon={hover ? arrow : <EllipsisOutlined />}
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        onClick={onClick}
      />
    </li>
  );
}

/** prev, page numbers, next and the jumper of the list pager's layout. */
export function Pager({ current, pageCount, pagerCount, onChange }: PagerProps) {
  const { t } = useTranslation('widgets');
  const [jump, setJump] = useState<number | null>(null);
  const go = (page: number) => {
    const target = Math.min(Math.max(1, page), pageCount);
    if (target !== current) onChange(target);
  };
  const step = pagerCount - 2;
  const jumpNow = () => {
    if (jump !== null) go(jump);
    setJump(null);
  };
  return (
    <div className={styles.pager}>
      <ul className={styles.pages}>
        <li>
          <Button
            size="small"
            type="text"
            icon={<LeftOutlined />}
            aria-label={t('pagination.prev')}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          />
        </li>
        {pagerItems(current, pageCount, pagerCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                size="small"
                type={item === current ? 'primary' : 'text'}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <MoreButton
              key={item}
              direction={item === 'prev-more' ? 'prev' : 'next'}
              step={step}
              onClick={() => go(item === 'prev-more' ? current - step : current + step)}
            />
          ),
        )}
        <li>
          <Button
            size="small"
            type="text"
            icon={<RightOutlined />}
            aria-label={t('pagination.next')}
            disabled={current >= pageCount}
            onClick={() => go(current + 1)}
          />
        </li>
      </ul>
      <label className={styles.jumper}>
        {t('pagination.goTo')}
        <InputNumber
          size="small"
          min={1}
          max={pageCount}
          precision={0}
          controls={false}
          value={jump}
          aria-label={t('pagination.jumpTo')}
          onChange={(value) => setJump(typeof value === 'number' ? value : null)}
          onPressEnter={jumpNow}
          onBlur={jumpNow}
        />
        {t('pagination.pageUnit', { count: pageCount })}
      </label>
    </div>
  );
}
