import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '@/api/feedback';
import { changeSize } from '@/layout/tools/change-size';
import { SIZE_KEY, useAppStore } from '@/stores/app';
import { useTabsStore } from '@/stores/tabs';

afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.setState({ size: 'medium' });
});

describe('component size', () => {
  it('stores the size, rebuilds the kept-alive pages and says so', async () => {
    const refreshAll = vi.spyOn(useTabsStore.getState(), 'refreshAll');
    const success = vi.spyOn(feedback, 'success').mockResolvedValue();
    await changeSize('small');
    expect(useAppStore.getState().size).toBe('small');
    expect(localStorage.getItem(SIZE_KEY)).toBe('small');
    expect(refreshAll).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('设置布局大小成功');
  });
});
