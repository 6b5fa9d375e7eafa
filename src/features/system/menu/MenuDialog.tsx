import { useMemo } from 'react';
import { Form, Input, InputNumber, Radio, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_COMPONENTS } from '@contract/menu-components';
import { PERMISSIONS } from '@contract/permissions';
import { FormDialog } from '@/components/FormDialog';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { dictSelectOptions, useDict } from '@/hooks/useDict';
import { IconPicker } from './IconPicker';
import { isWebLink, PARENT_TYPE } from './menu-tree';
import type { MenuForm, MenuRecord, MenuType } from './types';

interface Props {
  open: boolean;
  /** the entry to edit; null adds one */
  record: MenuRecord | null;
  /** for a new entry: the entry it goes under (null: the top) */
  parent: MenuRecord | null;
  /** every entry, for the parent choice */
  menus: readonly MenuRecord[];
  onSubmit: (form: MenuForm) => Promise<boolean>;
  onClose: () => void;
}

const COMPONENT_OPTIONS = MENU_COMPONENTS.map((value) => ({ value, label: value }));
const PERMISSION_OPTIONS = PERMISSIONS.map((value) => ({ value, label: value }));

/** What a new entry under `parent` starts as: the type that may sit there. */
function newEntry(parent: MenuRecord | null): Partial<MenuForm> {
  const menuType: MenuType = parent?.menuType === 'M' ? 'C' : parent?.menuType === 'C' ? 'F' : 'M';
  return {
    parentId: parent?.menuId ?? 0,
    menuType,
    titleZh: '',
    titleEn: '',
    icon: '',
    orderNum: 0,
    path: '',
    component: '',
    perms: '',
    hidden: false,
    status: '0',
    noCache: false,
    innerFrame: false,
    activeMenu: '',
  };
}

interface ParentNode {
  value: number;
  title: string;
  disabled: boolean;
  children?: ParentNode[];
}

/** The entries an entry of `type` may sit in, as a tree under "top"; the others shown but not chosen. */
function parentChoices(menus: readonly MenuRecord[], type: MenuType, top: string, self?: number): ParentNode[] {
  const wanted = PARENT_TYPE[type];
  const under = (parentId: number): ParentNode[] =>
    menus
      .filter((m) => m.parentId === parentId && m.menuType !== 'F' && m.menuId !== self)
      .sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId)
      .map((m) => {
        const children = m.menuType === 'M' ? under(m.menuId) : [];
        return {
          value: m.menuId,
          title: m.menuName,
          disabled: m.menuType !== wanted,
          ...(children.length ? { children } : {}),
        };
      });
  return [{ value: 0, title: top, disabled: wanted !== null, children: under(0) }];
}

/**
 * Add or edit a directory, a page or a button. The fields follow the type: a page shows a screen
 * of the console (chosen from the list the server also checks) or an http(s) link, opened in a new
 * window or inside the console; a button grants a permission. The server holds the rules.
 */
export function MenuDialog({ open, record, parent, menus, onSubmit, onClose }: Props) {
  const { t } = useTranslation('system');
  const statuses = useDict('sys_normal_disable');
  const [form] = Form.useForm<MenuForm>();
  const type = (Form.useWatch('menuType', form) ?? record?.menuType ?? 'M') as MenuType;
  const path = Form.useWatch('path', form) as string | undefined;
  const hidden = Form.useWatch('hidden', form) as boolean | undefined;
  const link = type === 'C' && isWebLink(path);
  const initial = record ? { ...record } : newEntry(parent);
  const parents = useMemo(
    () => parentChoices(menus, type, t('menu.top'), record?.menuId),
    [menus, type, t, record?.menuId],
  );
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('widgets:list.required', { field }),
  });
  const typeOptions = [
    { value: 'M', label: t('menu.typeDirectory') },
    { value: 'C', label: t('menu.typePage') },
    { value: 'F', label: t('menu.typeButton') },
  ];
  const submit = (values: MenuForm) =>
    onSubmit({ ...initial, ...values, ...(record ? { menuId: record.menuId } : {}) } as MenuForm);

  return (
    <FormDialog<MenuForm>
      open={open}
      form={form}
      title={record ? t('menu.editTitle') : t('menu.addTitle')}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      width={680}
      labelWidth={120}
    >
      <Form.Item name="menuType" label={t('menu.menuType')}>
        <Radio.Group
          options={typeOptions}
          disabled={!!record}
          onChange={(e) => {
            // a new type sits elsewhere: the top for a directory, else the parent is chosen again
            const next = e.target.value as MenuType;
            form.setFieldValue(
              'parentId',
              next === 'M' ? 0 : parent && PARENT_TYPE[next] === parent.menuType ? parent.menuId : undefined,
            );
          }}
        />
      </Form.Item>
      <Form.Item
        name="parentId"
        label={t('menu.parent')}
        rules={[{ required: true, message: t('widgets:list.required', { field: t('menu.parent') }) }]}
      >
        <TreeSelect
          treeData={parents}
          treeDefaultExpandAll
          disabled={type === 'M'}
          placeholder={t('menu.parentPrompt')}
        />
      </Form.Item>
      <Form.Item name="titleZh" label={t('menu.titleZh')} rules={[required(t('menu.titleZh')), { max: 50 }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="titleEn" label={t('menu.titleEn')} rules={[required(t('menu.titleEn')), { max: 100 }]}>
        <Input maxLength={100} />
      </Form.Item>
      {type !== 'F' && (
        <Form.Item name="icon" label={t('menu.icon')}>
          <IconPicker placeholder={t('menu.iconPrompt')} />
        </Form.Item>
      )}
      <Form.Item
        name="orderNum"
        label={t('menu.orderNum')}
        rules={[{ required: true, message: t('widgets:list.required', { field: t('menu.orderNum') }) }]}
      >
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      {type !== 'F' && (
        <Form.Item
          name="path"
          label={t('menu.path')}
          extra={type === 'C' ? t('menu.pathPageHint') : t('menu.pathDirectoryHint')}
          rules={[required(t('menu.path')), { max: 200 }]}
        >
          <Input maxLength={200} />
        </Form.Item>
      )}
      {type === 'C' && !link && (
        <Form.Item
          name="component"
          label={t('menu.component')}
          extra={t('menu.componentHint')}
          rules={[required(t('menu.component'))]}
        >
          <Select showSearch={SEARCH_BY_LABEL} options={COMPONENT_OPTIONS} placeholder={t('menu.componentPrompt')} />
        </Form.Item>
      )}
      {link && (
        <Form.Item name="innerFrame" label={t('menu.opens')}>
          <Radio.Group
            options={[
              { value: false, label: t('menu.opensWindow') },
              { value: true, label: t('menu.opensFrame') },
            ]}
          />
        </Form.Item>
      )}
      {type !== 'M' && (
        <Form.Item
          name="perms"
          label={t('menu.perms')}
          extra={t('menu.permsHint')}
          rules={type === 'F' ? [required(t('menu.perms'))] : []}
        >
          <Select
            showSearch={SEARCH_BY_LABEL}
            allowClear
            options={PERMISSION_OPTIONS}
            placeholder={t('menu.permsPrompt')}
          />
        </Form.Item>
      )}
      {type !== 'F' && (
        <Form.Item name="hidden" label={t('menu.visibility')}>
          <Radio.Group
            options={[
              { value: false, label: t('menu.visible') },
              { value: true, label: t('menu.hidden') },
            ]}
          />
        </Form.Item>
      )}
      {type === 'C' && !link && hidden && (
        <Form.Item
          name="activeMenu"
          label={t('menu.activeMenu')}
          extra={t('menu.activeMenuHint')}
          rules={[{ max: 200 }]}
        >
          <Input maxLength={200} />
        </Form.Item>
      )}
      {type === 'C' && !link && (
        <Form.Item name="noCache" label={t('menu.cached')}>
          <Radio.Group
            options={[
              { value: false, label: t('menu.cachedYes') },
              { value: true, label: t('menu.cachedNo') },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item name="status" label={t('widgets:list.status')}>
        <Radio.Group options={dictSelectOptions(statuses)} />
      </Form.Item>
    </FormDialog>
  );
}
