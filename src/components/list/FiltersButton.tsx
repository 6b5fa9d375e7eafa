import { Button } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './list.module.css';

interface FiltersButtonProps {
  /** whether the filters it controls are unfolded */
  open: boolean;
  /** how many filters are in force, said on the button while they are folded away */
  inForce: number;
  /** the id of the search form it folds */
  controls: string;
  onToggle: () => void;
}

/**
 * On a phone a list's filters fold behind this one button (as RuoYi-family consoles do), so that
 * the rows come first; it says how many filters are in force, which the folded form no longer shows.
 */
export function FiltersButton({ open, inForce, controls, onToggle }: FiltersButtonProps) {
  const { t } = useTranslation('widgets');
  return (
    <div className={styles.filtersBar}>
      <Button
        icon={<FilterOutlined aria-hidden />}
        type={inForce ? 'primary' : 'default'}
        ghost={inForce > 0}
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
      >
        {inForce ? t('list.filtersInForce', { number: inForce }) : t('list.filters')}
      </Button>
    </div>
  );
}
