import { Activity } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useLoadForm } from '@/hooks/useLoadForm';
import { PageKeyContext } from '@/hooks/usePageKey';
import { useTabsStore } from '@/stores/tabs';

interface Values {
  nickName: string;
  email: string;
}

function Editor({ baseline, identity }: { baseline?: Values; identity?: number }) {
  const [form] = Form.useForm<Values>();
  useLoadForm(form, baseline, { identity });
  const dirty = useFormDirty(form, baseline);
  return (
    <Form form={form}>
      <Form.Item name="nickName" label="Nickname">
        <Input />
      </Form.Item>
      <Form.Item name="email" label="Email">
        <Input />
      </Form.Item>
      <output aria-label="state">{dirty ? 'dirty' : 'clean'}</output>
      <button type="button" onClick={() => baseline && form.setFieldsValue(baseline)}>
        Reset
      </button>
    </Form>
  );
}

function Page({ baseline, shown = true, identity }: { baseline?: Values; shown?: boolean; identity?: number }) {
  return (
    <MemoryRouter initialEntries={['/user/profile']}>
      <PageKeyContext value="/user/profile">
        <Activity mode={shown ? 'visible' : 'hidden'}>
          <Editor baseline={baseline} identity={identity} />
        </Activity>
      </PageKeyContext>
    </MemoryRouter>
  );
}

const saved: Values = { nickName: 'Li', email: 'li@school.cn' };
const state = () => screen.getByRole('status', { name: 'state', hidden: true });
const pageDirty = () => useTabsStore.getState().dirty['/user/profile'];

afterEach(() => useTabsStore.setState({ unsaved: {}, dirty: {}, cache: [], activeKey: '' }));

describe('useFormDirty with useLoadForm', () => {
  it('is clean before anything is loaded and right after loading', async () => {
    const view = render(<Page />);
    expect(state()).toHaveTextContent('clean');
    view.rerender(<Page baseline={saved} />);
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveValue('Li'));
    expect(state()).toHaveTextContent('clean');
    expect(pageDirty()).toBeFalsy();
  });

  it('is dirty when a field differs from the baseline, and clean again after a reset or a save', async () => {
    const user = userEvent.setup();
    const view = render(<Page baseline={saved} />);
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveValue('Li'));
    await user.type(screen.getByLabelText('Nickname'), 'sa');
    await waitFor(() => expect(state()).toHaveTextContent('dirty'));
    expect(pageDirty()).toBe(true);

    // Typed back to what was loaded: clean, not "touched".
    await user.type(screen.getByLabelText('Nickname'), '{Backspace}{Backspace}');
    await waitFor(() => expect(state()).toHaveTextContent('clean'));

    await user.clear(screen.getByLabelText('Email'));
    await waitFor(() => expect(state()).toHaveTextContent('dirty'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(state()).toHaveTextContent('clean'));
    expect(pageDirty()).toBe(false);

    // Saved: the caller's baseline becomes what was typed.
    await user.type(screen.getByLabelText('Nickname'), 'sa');
    await waitFor(() => expect(pageDirty()).toBe(true));
    view.rerender(<Page baseline={{ ...saved, nickName: 'Lisa' }} />);
    await waitFor(() => expect(state()).toHaveTextContent('clean'));
    expect(screen.getByLabelText('Nickname')).toHaveValue('Lisa');
    expect(pageDirty()).toBe(false);
  });

  it('keeps what was typed when a kept page is hidden and shown again, and stays registered while hidden', async () => {
    const user = userEvent.setup();
    const view = render(<Page baseline={saved} />);
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveValue('Li'));
    await user.type(screen.getByLabelText('Nickname'), ' typed');
    await waitFor(() => expect(pageDirty()).toBe(true));

    view.rerender(<Page baseline={{ ...saved }} shown={false} />);
    expect(pageDirty()).toBe(true);
    view.rerender(<Page baseline={{ ...saved }} />);
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toBeVisible());
    expect(screen.getByLabelText('Nickname')).toHaveValue('Li typed');
    expect(state()).toHaveTextContent('dirty');
  });

  it('fills in only what changed when more of the same record arrives, and loads afresh for another record', async () => {
    const user = userEvent.setup();
    const view = render(<Page baseline={{ nickName: 'Li', email: '' }} identity={1} />);
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveValue('Li'));
    await user.type(screen.getByLabelText('Nickname'), ' typed');
    view.rerender(<Page baseline={{ nickName: 'Li', email: 'li@school.cn' }} identity={1} />);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('li@school.cn'));
    expect(screen.getByLabelText('Nickname')).toHaveValue('Li typed');

    view.rerender(<Page baseline={{ nickName: 'Li', email: 'li@school.cn' }} identity={2} />);
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveValue('Li'));
  });
});

describe('useLoadForm never loads over what was typed', () => {
  it('keeps a field the user changed when more of the same record arrives, even one the record changed too', async () => {
    const user = userEvent.setup();
    const view = render(<Page baseline={{ nickName: 'Li', email: '' }} identity={1} />);
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveValue('Li'));
    await user.type(screen.getByLabelText('Nickname'), ' typed');
    view.rerender(<Page baseline={{ nickName: 'Lee', email: 'li@school.cn' }} identity={1} />);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('li@school.cn'));
    expect(screen.getByLabelText('Nickname')).toHaveValue('Li typed');
  });

  it('keeps what was typed when the record of a page is fetched again with other values', async () => {
    const user = userEvent.setup();
    const view = render(<Page baseline={saved} />);
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveValue('Li'));
    await user.type(screen.getByLabelText('Nickname'), ' typed');
    view.rerender(<Page baseline={{ nickName: 'Lee', email: 'lee@school.cn' }} />);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('lee@school.cn'));
    expect(screen.getByLabelText('Nickname')).toHaveValue('Li typed');
    expect(state()).toHaveTextContent('dirty');
  });
});

describe('useFormDirty when the page is hidden at once', () => {
  it('registers input typed just before another tab hid the page', async () => {
    const view = render(<Page baseline={saved} />);
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveValue('Li'));
    // The form tells its watchers in a later task; hiding the page before that task ends the
    // page's effects, so the answer it brings would never reach the registry.
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Li typed' } });
    useTabsStore.setState({ cache: ['/user/profile', '/system/config/index'], activeKey: '/system/config/index' });
    view.rerender(<Page baseline={saved} shown={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pageDirty()).toBe(true);
    view.rerender(<Page baseline={saved} />);
    await waitFor(() => expect(state()).toHaveTextContent('dirty'));
    expect(screen.getByLabelText('Nickname')).toHaveValue('Li typed');
  });
});
