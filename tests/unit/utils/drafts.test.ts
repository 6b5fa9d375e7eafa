import { afterEach, describe, expect, it } from 'vitest';
import { firstStepWithError } from '@/components/steps-editor/step-fields';
import {
  draftKey,
  loadDraft,
  memoryDraftStore,
  removeDraft,
  saveDraft,
  setDraftStore,
  type DraftStore,
} from '@/utils/drafts';

afterEach(() => setDraftStore(null));

describe('local drafts', () => {
  it('names a draft by user, editor and record; a record not created yet is "new"', () => {
    expect(draftKey(1, 'course', 42)).toBe('1/course/42');
    expect(draftKey('admin', 'course', undefined)).toBe('admin/course/new');
    expect(draftKey(1, 'course', 42)).not.toBe(draftKey(2, 'course', 42));
    expect(draftKey(1, 'course', 42)).not.toBe(draftKey(1, 'school', 42));
  });

  it('keeps, returns and removes a draft (memory where IndexedDB is missing, as in jsdom)', async () => {
    const draft = { values: { name: '数学', lessons: [{ title: '一' }] }, savedAt: 1, step: 2 };
    await saveDraft('k', draft);
    draft.values.name = 'changed afterwards';
    expect(await loadDraft('k')).toEqual({ values: { name: '数学', lessons: [{ title: '一' }] }, savedAt: 1, step: 2 });
    await removeDraft('k');
    expect(await loadDraft('k')).toBeUndefined();
  });

  it('uses the store it is given', async () => {
    const store = memoryDraftStore();
    setDraftStore(store);
    await saveDraft('k', { values: {}, savedAt: 5, step: 0 });
    expect(await store.get('k')).toEqual({ values: {}, savedAt: 5, step: 0 });
  });

  it('a browser that refuses to keep drafts does not break the editor', async () => {
    const refusing: DraftStore = {
      get: () => Promise.reject(new Error('blocked')),
      set: () => Promise.reject(new Error('quota')),
      delete: () => Promise.reject(new Error('blocked')),
    };
    setDraftStore(refusing);
    await expect(saveDraft('k', { values: {}, savedAt: 1, step: 0 })).resolves.toBeUndefined();
    await expect(loadDraft('k')).resolves.toBeUndefined();
    await expect(removeDraft('k')).resolves.toBeUndefined();
  });
});

describe('the first step with an error', () => {
  const steps = [{ fields: ['name'] }, { fields: [['lessons'], 'hours'] }, { fields: ['email'] }];

  it('is the earliest step declaring a failed field, whatever order the errors come in', () => {
    const failed = [
      { name: ['email'], errors: ['x'] },
      { name: ['lessons', 0, 'title'], errors: ['x'] },
    ];
    expect(firstStepWithError(steps, failed, 2)).toEqual({ step: 1, field: ['lessons', 0, 'title'] });
  });

  it('leaves the user on the current step when no step declares the field', () => {
    expect(firstStepWithError(steps, [{ name: ['other'], errors: ['x'] }], 2)).toEqual({ step: 2, field: ['other'] });
  });

  it('does not take a field for another whose name it starts with', () => {
    expect(firstStepWithError(steps, [{ name: ['names'], errors: ['x'] }], 0)).toEqual({ step: 0, field: ['names'] });
    expect(firstStepWithError(steps, [{ name: ['hoursTotal'], errors: ['x'] }], 2).step).toBe(2);
  });
});
