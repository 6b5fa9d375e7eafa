import { DictTag } from '@/components/DictTag';
import { useDict } from '@/hooks/useDict';
import type { ActivityState } from './types';

/** 未开始 / 进行中 / 已结束, from dict activity_state. */
export function ActivityStateTag({ state }: { state: ActivityState }) {
  return <DictTag options={useDict('activity_state')} value={state} />;
}
