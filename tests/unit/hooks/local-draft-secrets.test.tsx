import { render, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocalDraft } from '@/hooks/useLocalDraft';
import { loadDraft, memoryDraftStore, setDraftStore } from '@/utils/drafts';

// A local draft is kept in the browser's storage, readable by anyone at that computer and by any
// script of the page: no password typed into a form may go there, however deep in the form it is
// (the school editor's new accounts hold one per row).

const KEY = 'test:school:new';

interface Values {
  schoolName: string;
  newPrincipals: Array<{ userName: string; password: string }>;
  extra?: string;
}

function Editor({ values, secret }: { values: Values; secret?: string[] }) {
  const [form] = Form.useForm<Values>();
  useLocalDraft(KEY, form, { dirty: true, secret });
  return (
    <Form form={form} initialValues={values}>
      <Form.Item name="schoolName">
        <Input />
      </Form.Item>
    </Form>
  );
}

async function draftAfterTyping(values: Values, secret?: string[]) {
  render(<Editor values={values} secret={secret} />);
  // written once typing has paused (DRAFT_DELAY_MS)
  return waitFor(async () => {
    const draft = await loadDraft(KEY);
    expect(draft).toBeDefined();
    return draft!.values;
  });
}

describe('local drafts', () => {
  afterEach(() => setDraftStore(null));

  it('keep what was typed, but no password at any depth', async () => {
    setDraftStore(memoryDraftStore());
    const values = await draftAfterTyping({
      schoolName: '实验小学',
      newPrincipals: [{ userName: 'li_principal', password: 'Secret-123' }],
    });
    expect(values).toMatchObject({ schoolName: '实验小学', newPrincipals: [{ userName: 'li_principal' }] });
    expect(JSON.stringify(values)).not.toContain('Secret-123');
  });

  it('leave out the fields a form names secret too', async () => {
    setDraftStore(memoryDraftStore());
    const values = await draftAfterTyping({ schoolName: '实验小学', newPrincipals: [], extra: 'token-abc' }, ['extra']);
    expect(values).toMatchObject({ schoolName: '实验小学' });
    expect(values).not.toHaveProperty('extra');
  });
});

describe('a saved draft', () => {
  afterEach(() => setDraftStore(null));

  it('stays gone when the editor renders again and closes after the save', async () => {
    setDraftStore(memoryDraftStore());
    const handle: { saved?: () => Promise<void> } = {};
    function Saving({ tick }: { tick: number }) {
      const [form] = Form.useForm<Values>();
      const draft = useLocalDraft(KEY, form, { dirty: true });
      useEffect(() => {
        handle.saved = draft.saved;
      });
      return (
        <Form form={form} initialValues={{ schoolName: `实验小学 ${tick}`, newPrincipals: [] }}>
          <Form.Item name="schoolName">
            <Input />
          </Form.Item>
        </Form>
      );
    }
    const view = render(<Saving tick={1} />);
    await waitFor(async () => expect(await loadDraft(KEY)).toBeDefined());
    await handle.saved!();
    // the page goes on rendering (a message, the navigation) and then closes
    view.rerender(<Saving tick={1} />);
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await loadDraft(KEY)).toBeUndefined();
  });
});
