import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActivityState as State } from './types';

const COLORS: Record<State, string> = { '0': 'processing', '1': 'success', '2': 'default' };

/** Not started / in progress / ended, as a coloured tag. */
export function ActivityState({ state }: { state: State }) {
  const { t } = useTranslation('website');
  return <Tag color={COLORS[state]}>{t(`state.${state}`)}</Tag>;
}
