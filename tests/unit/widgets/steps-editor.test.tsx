import { Activity, useState } from 'react';
import { Form, Input } from 'antd';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StepsEditor, type EditorStep } from '@/components/steps-editor';
import { i18n } from '@/i18n';
import { useSessionStore } from '@/stores/session';
import { useTabsStore } from '@/stores/tabs';
import { draftKey, loadDraft, memoryDraftStore, saveDraft, setDraftStore, type DraftStore } from '@/utils/drafts';

// The multi-step editor through a sample three-step editor, as a user drives it.

interface Sample {
  name?: string;
  nameEn?: string;
  summary?: string;
  hours?: string;
  email?: string;
}

const PATH = '/sample/edit/7';
const required = (label: string) => [{ required: true, message: `请输入${label}` }];

function SampleEditor(props: {
  record: Sample | undefined;
  updatedAt?: string;
  onSubmit?: (values: Sample) => Promise<boolean | void>;
}) {
  const [form] = Form.useForm<Sample>();
  const field = (name: keyof Sample, label: string) => (
    <Form.Item name={name} label={label} rules={required(label)}>
      <Input />
    </Form.Item>
  );
  const steps: EditorStep[] = [
    {
      key: 'basic',
      title: '基本信息',
      fields: ['name', 'nameEn'],
      content: (
        <>
          {field('name', '名称')}
          {field('nameEn', '英文名称')}
        </>
      ),
    },
    {
      key: 'details',
      title: '详细信息',
      fields: ['summary', 'hours'],
      content: (
        <>
          {field('summary', '简介')}
          {field('hours', '课时')}
        </>
      ),
    },
    { key: 'contact', title: '联系方式', fields: ['email'], content: field('email', '邮箱') },
  ];
  return (
    <StepsEditor
      form={form}
      steps={steps}
      record={props.record}
      draft={{ editor: 'sample', id: 7, updatedAt: props.updatedAt }}
      onSubmit={props.onSubmit ?? (() => Promise.resolve())}
    />
  );
}

function renderEditor(props: Parameters<typeof SampleEditor>[0]) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[PATH]}>
      <SampleEditor {...props} />
    </MemoryRouter>,
  );
  return { user, ...view };
}

const button = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^\\s*${[...name].join('\\s*')}\\s*$`) });
const currentStep = () => screen.getByRole('region');
const tabIsDirty = () => !!useTabsStore.getState().dirty[PATH];
const KEY = draftKey(1, 'sample', 7);
const DRAFT_FOUND = /未保存的修改/;
/** The offer of a draft (an alert, like antd's messages, so it is told apart by its words). */
const draftNotice = async () => (await screen.findByText(DRAFT_FOUND)).closest<HTMLElement>('[role="alert"]')!;

let store: DraftStore;

beforeEach(() => {
  store = memoryDraftStore();
  setDraftStore(store);
  useSessionStore.setState({ user: { userId: 1, userName: 'admin' }, name: 'admin' });
  useTabsStore.setState({
    tabs: [{ key: PATH, path: PATH, fullPath: PATH, title: '编辑', affix: false, noCache: false }],
    dirty: {},
  });
});

afterEach(async () => {
  setDraftStore(null);
  useSessionStore.getState().clear();
  useTabsStore.setState({ tabs: [], dirty: {} });
  if (i18n.language !== 'zh') await i18n.changeLanguage('zh');
});

async function fillStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('名称'), '数学');
  await user.type(screen.getByLabelText('英文名称'), 'Maths');
}

describe('multi-step editor', () => {
  it('shows the steps header, the first step and Next / Complete (no Previous on the first step)', () => {
    renderEditor({ record: {} });
    for (const title of ['基本信息', '详细信息', '联系方式']) expect(screen.getByText(title)).toBeInTheDocument();
    expect(currentStep()).toHaveAccessibleName('基本信息');
    expect(screen.getByLabelText('名称')).toBeVisible();
    expect(screen.getByLabelText('简介')).not.toBeVisible();
    expect(button('下一步')).toBeInTheDocument();
    expect(button('完成')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上\s*一\s*步/ })).toBeNull();
  });

  it('Next checks only the current step and stays there while it has errors', async () => {
    const { user } = renderEditor({ record: {} });
    await user.click(button('下一步'));
    expect(await screen.findByText('请输入名称')).toBeInTheDocument();
    expect(await screen.findByText('请输入英文名称')).toBeInTheDocument();
    // the next step's empty fields were not checked
    expect(screen.queryByText('请输入简介')).toBeNull();
    expect(currentStep()).toHaveAccessibleName('基本信息');

    await fillStepOne(user);
    await user.click(button('下一步'));
    await waitFor(() => expect(currentStep()).toHaveAccessibleName('详细信息'));
    expect(screen.queryByText('请输入简介')).toBeNull();
  });

  it('Previous never validates and every step keeps its values', async () => {
    const { user } = renderEditor({ record: {} });
    await fillStepOne(user);
    await user.click(button('下一步'));
    await waitFor(() => expect(currentStep()).toHaveAccessibleName('详细信息'));
    await user.type(screen.getByLabelText('简介'), '半');
    await user.click(button('上一步'));
    expect(currentStep()).toHaveAccessibleName('基本信息');
    expect(screen.queryByText('请输入课时')).toBeNull();
    expect(screen.getByLabelText('名称')).toHaveValue('数学');
    await user.click(button('下一步'));
    await waitFor(() => expect(currentStep()).toHaveAccessibleName('详细信息'));
    expect(screen.getByLabelText('简介')).toHaveValue('半');
  });

  it('a failed Complete says 信息未填写完整 and goes to the first step with an error, on its first bad field', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderEditor({ record: {}, onSubmit });
    await fillStepOne(user);
    await user.click(button('完成'));
    expect(await screen.findByText('信息未填写完整')).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toHaveAccessibleName('详细信息'));
    await waitFor(() => expect(screen.getByLabelText('简介')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a failed Complete on the last step goes back to an earlier step that has an error', async () => {
    // a restored draft can leave the user on the last step with an earlier step incomplete
    await saveDraft(KEY, { values: { nameEn: 'Maths', summary: '代数', hours: '12' }, savedAt: Date.now(), step: 2 });
    const { user } = renderEditor({ record: {} });
    await user.click(within(await draftNotice()).getByRole('button', { name: /恢\s*复/ }));
    expect(currentStep()).toHaveAccessibleName('联系方式');
    await user.type(screen.getByLabelText('邮箱'), 'a@b.cn');
    await user.click(button('完成'));
    expect(await screen.findByText('信息未填写完整')).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toHaveAccessibleName('基本信息'));
    await waitFor(() => expect(screen.getByLabelText('名称')).toHaveFocus());
  });

  it('Complete with every step valid saves the values of all steps; the form is clean again', async () => {
    const onSubmit = vi.fn((values: Sample) => Promise.resolve(void values));
    const { user } = renderEditor({ record: {}, onSubmit });
    await fillStepOne(user);
    await waitFor(() => expect(tabIsDirty()).toBe(true));
    await user.click(button('下一步'));
    await user.type(await screen.findByLabelText('简介'), '代数');
    await user.type(screen.getByLabelText('课时'), '12');
    await user.click(button('下一步'));
    await waitFor(() => expect(currentStep()).toHaveAccessibleName('联系方式'));
    await user.type(screen.getByLabelText('邮箱'), 'a@b.cn');
    await user.click(button('完成'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: '数学',
      nameEn: 'Maths',
      summary: '代数',
      hours: '12',
      email: 'a@b.cn',
    });
    await waitFor(() => expect(tabIsDirty()).toBe(false));
  });

  it('marks the page dirty while it differs from the record, and clean when typed back', async () => {
    const { user } = renderEditor({ record: { name: '数学' } });
    expect(screen.getByLabelText('名称')).toHaveValue('数学');
    await user.type(screen.getByLabelText('名称'), '!');
    await waitFor(() => expect(tabIsDirty()).toBe(true));
    await user.type(screen.getByLabelText('名称'), '{Backspace}');
    await waitFor(() => expect(tabIsDirty()).toBe(false));
  });

  it('shows the loading state until the record arrives, then fills the form once', async () => {
    function Loading() {
      const [record, setRecord] = useState<Sample | undefined>(undefined);
      return (
        <>
          <button type="button" onClick={() => setRecord({ name: record ? '第二次' : '数学' })}>
            load
          </button>
          <SampleEditor record={record} />
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[PATH]}>
        <Loading />
      </MemoryRouter>,
    );
    expect(screen.queryByLabelText('名称')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'load' }));
    expect(await screen.findByLabelText('名称')).toHaveValue('数学');
    await user.type(screen.getByLabelText('名称'), '课');
    // the record fetched again (a cached page shown again) does not overwrite what was typed
    await user.click(screen.getByRole('button', { name: 'load' }));
    expect(screen.getByLabelText('名称')).toHaveValue('数学课');
  });

  it('keeps the current step while the tab cache hides and shows the page', async () => {
    function Cached() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((s) => !s)}>
            toggle
          </button>
          <Activity mode={shown ? 'visible' : 'hidden'}>
            <SampleEditor record={{}} />
          </Activity>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[PATH]}>
        <Cached />
      </MemoryRouter>,
    );
    await fillStepOne(user);
    await user.click(button('下一步'));
    await waitFor(() => expect(currentStep()).toHaveAccessibleName('详细信息'));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(currentStep()).toHaveAccessibleName('详细信息');
    expect(screen.getByLabelText('名称')).toHaveValue('数学');
    // its own draft, written meanwhile, is not offered back to the page that wrote it
    await waitFor(async () => expect(await loadDraft(KEY)).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByRole('button', { name: /恢\s*复/ })).toBeNull();
  });

  it('brings the steps header into view when the step changes, not when the page is shown again', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      const { user } = renderEditor({ record: {} });
      expect(scrolled).not.toHaveBeenCalled();
      await fillStepOne(user);
      await user.click(button('下一步'));
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
      await user.click(button('上一步'));
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(2));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('speaks English in English', async () => {
    await i18n.changeLanguage('en');
    const { user } = renderEditor({ record: {} });
    await fillStepOne(user);
    await user.click(button('Next'));
    await waitFor(() => expect(currentStep()).toHaveAccessibleName('详细信息'));
    expect(button('Previous')).toBeInTheDocument();
    await user.click(button('Complete'));
    expect(await screen.findByText('Information not completed')).toBeInTheDocument();
  });
});

describe('local draft of the editor', () => {
  it('writes what is typed, with the step, shortly after typing', async () => {
    const { user } = renderEditor({ record: {} });
    await fillStepOne(user);
    await user.click(button('下一步'));
    await waitFor(() => expect(currentStep()).toHaveAccessibleName('详细信息'));
    await waitFor(async () => expect((await loadDraft(KEY))?.step).toBe(1));
    const draft = await loadDraft(KEY);
    expect(draft?.values).toMatchObject({ name: '数学', nameEn: 'Maths' });
  });

  it('offers a newer draft on opening, naming when it was kept; Restore brings back the values and the step', async () => {
    const savedAt = new Date(2026, 0, 31, 9, 30, 5).getTime();
    await saveDraft(KEY, { values: { name: '草稿', nameEn: 'Draft', summary: '' }, savedAt, step: 1 });
    const { user } = renderEditor({ record: { name: '记录' }, updatedAt: '2026-01-31 09:00:00' });
    const alert = await draftNotice();
    expect(alert).toHaveTextContent('发现 2026-01-31 09:30:05 未保存的修改');
    // nothing is written over the offered draft meanwhile
    expect((await loadDraft(KEY))?.values).toMatchObject({ name: '草稿' });
    await user.click(within(alert).getByRole('button', { name: /恢\s*复/ }));
    expect(screen.queryByText(DRAFT_FOUND)).toBeNull();
    expect(currentStep()).toHaveAccessibleName('详细信息');
    expect(screen.getByLabelText('名称')).toHaveValue('草稿');
    await waitFor(() => expect(tabIsDirty()).toBe(true));
  });

  it('Discard removes the draft and keeps the record', async () => {
    await saveDraft(KEY, { values: { name: '草稿' }, savedAt: Date.now(), step: 2 });
    const { user } = renderEditor({ record: { name: '记录' } });
    const alert = await draftNotice();
    await user.click(within(alert).getByRole('button', { name: /丢\s*弃/ }));
    expect(screen.queryByText(DRAFT_FOUND)).toBeNull();
    expect(screen.getByLabelText('名称')).toHaveValue('记录');
    expect(currentStep()).toHaveAccessibleName('基本信息');
    await waitFor(async () => expect(await loadDraft(KEY)).toBeUndefined());
  });

  it('drops a draft older than the record instead of offering it', async () => {
    await saveDraft(KEY, { values: { name: '旧草稿' }, savedAt: new Date(2026, 0, 1).getTime(), step: 0 });
    renderEditor({ record: { name: '记录' }, updatedAt: '2026-02-01 08:00:00' });
    await waitFor(async () => expect(await loadDraft(KEY)).toBeUndefined());
    expect(screen.queryByText(DRAFT_FOUND)).toBeNull();
    expect(screen.getByLabelText('名称')).toHaveValue('记录');
  });

  it("never offers another user's draft", async () => {
    await saveDraft(draftKey(2, 'sample', 7), { values: { name: '别人的' }, savedAt: Date.now(), step: 0 });
    renderEditor({ record: {} });
    // give the check time to answer
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(DRAFT_FOUND)).toBeNull();
    expect(await loadDraft(draftKey(2, 'sample', 7))).toBeDefined();
  });

  it('a successful save removes the draft; a failed one keeps it and the form stays dirty', async () => {
    let ok = false;
    const onSubmit = vi.fn(() => Promise.resolve(ok));
    await saveDraft(KEY, {
      values: { name: '数学', nameEn: 'Maths', summary: '代数', hours: '12', email: 'a@b.cn' },
      savedAt: Date.now(),
      step: 2,
    });
    const { user } = renderEditor({ record: {}, onSubmit });
    await user.click(within(await draftNotice()).getByRole('button', { name: /恢\s*复/ }));
    await user.click(button('完成'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(await loadDraft(KEY)).toBeDefined();
    expect(tabIsDirty()).toBe(true);

    ok = true;
    await user.click(button('完成'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(tabIsDirty()).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(await loadDraft(KEY)).toBeUndefined();
  });
});
