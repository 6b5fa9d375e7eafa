import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Location } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import { MAX_CACHED_PAGES, useTabsStore } from '@/stores/tabs';
import {
  confirmDiscard,
  guardUnload,
  leaveWithoutAsking,
  resetLeaving,
  unsavedPages,
  unsavedWarning,
} from '@/stores/unsaved';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });
const tab = (key: string, title = key, affix = false) => ({
  key,
  path: key,
  fullPath: key,
  title,
  affix,
  noCache: false,
});

afterEach(() => {
  useTabsStore.setState({ tabs: [], cache: [], locations: {}, generation: {}, unsaved: {}, dirty: {}, activeKey: '' });
  resetLeaving();
  vi.restoreAllMocks();
});

const unloadEvent = () => new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;

describe('the dirty registry', () => {
  it('counts a page dirty while any of its sources (form, dialog) is, and clean when all are', () => {
    const { open, markUnsaved } = useTabsStore.getState();
    open(tab('/users'), at('/users'));
    markUnsaved('filter-form', '/users', true);
    markUnsaved('add-dialog', '/users', true);
    markUnsaved('filter-form', '/users', false);
    expect(useTabsStore.getState().dirty['/users']).toBe(true);
    markUnsaved('add-dialog', '/users', false);
    expect(useTabsStore.getState().dirty['/users']).toBe(false);
    expect(unsavedPages()).toEqual([]);
  });

  it('forgets the sources of closed and rebuilt pages', () => {
    const { open, markUnsaved, keep, refresh } = useTabsStore.getState();
    open(tab('/a'), at('/a'));
    open(tab('/b'), at('/b'));
    markUnsaved('form-a', '/a', true);
    markUnsaved('dialog-b', '/b', true);
    refresh('/a');
    expect(unsavedPages()).toEqual(['/b']);
    keep(useTabsStore.getState().tabs.filter((t) => t.key === '/a'));
    expect(useTabsStore.getState().unsaved).toEqual({});
    expect(unsavedPages()).toEqual([]);
  });

  it('never drops a page with unsaved changes from the page cache', () => {
    const { open, setDirty } = useTabsStore.getState();
    open(tab('/index', 'Home', true), at('/index'));
    open(tab('/profile'), at('/profile'));
    setDirty('/profile', true);
    for (let i = 0; i < 3 * MAX_CACHED_PAGES; i += 1) open(tab(`/p${i}`), at(`/p${i}`));
    const { cache } = useTabsStore.getState();
    expect(cache).toContain('/profile');
    expect(cache).toContain('/index');
    expect(cache).toHaveLength(MAX_CACHED_PAGES);
    // Once saved, it is an ordinary page again and goes first.
    setDirty('/profile', false);
    open(tab('/last'), at('/last'));
    expect(useTabsStore.getState().cache).not.toContain('/profile');
  });
});

describe('asking before unsaved input is dropped', () => {
  it('asks once, naming every unsaved page, and says what the user chose', async () => {
    const { open, setDirty, markUnsaved } = useTabsStore.getState();
    open(tab('/profile', 'Profile'), at('/profile'));
    open(tab('/gen', 'Code generation'), at('/gen'));
    open(tab('/users', 'Users'), at('/users'));
    setDirty('/profile', true);
    markUnsaved('dialog', '/gen', true);
    const ask = vi.spyOn(feedback, 'ask').mockResolvedValue(false);
    expect(await confirmDiscard()).toBe(false);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(String(ask.mock.calls[0][0].content)).toMatch(/Profile、Code generation/);
    expect(unsavedPages()).toEqual(['/profile', '/gen']);

    ask.mockResolvedValue(true);
    expect(await confirmDiscard({ keys: ['/gen'] })).toBe(true);
    expect(String(ask.mock.calls[1][0].content)).not.toMatch(/Profile/);
  });

  it('does not ask when nothing (or nothing among the pages concerned) is unsaved', async () => {
    const { open, setDirty } = useTabsStore.getState();
    open(tab('/profile', 'Profile'), at('/profile'));
    const ask = vi.spyOn(feedback, 'ask');
    expect(await confirmDiscard()).toBe(true);
    setDirty('/profile', true);
    expect(await confirmDiscard({ keys: ['/other'] })).toBe(true);
    expect(ask).not.toHaveBeenCalled();
    expect(unsavedWarning(['/other'])).toBe('');
    expect(unsavedWarning()).toMatch(/Profile/);
  });

  it('the browser asks before a reload only while something is unsaved, and not once the user agreed', () => {
    const clean = unloadEvent();
    guardUnload(clean);
    expect(clean.defaultPrevented).toBe(false);

    useTabsStore.getState().open(tab('/users'), at('/users'));
    useTabsStore.getState().markUnsaved('dialog', '/users', true);
    const dirty = unloadEvent();
    guardUnload(dirty);
    expect(dirty.defaultPrevented).toBe(true);

    leaveWithoutAsking();
    const agreed = unloadEvent();
    guardUnload(agreed);
    expect(agreed.defaultPrevented).toBe(false);
  });
});
