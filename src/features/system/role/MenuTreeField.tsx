import { useMemo, useState } from 'react';
import { Checkbox, Space, Tree, type TreeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { collectKeys, linkedKeys, menuIdsToSave } from './menu-keys';
import type { MenuTreeNode } from './types';
import styles from './role.module.css';

/** The tree's state: the nodes shown checked, and whether parent and children are linked. */
export interface MenuSelection {
  checked: number[];
  linked: boolean;
}

interface Props {
  menus: MenuTreeNode[];
  value?: MenuSelection;
  onChange?: (value: MenuSelection) => void;
  id?: string;
}

const toTreeData = (nodes: MenuTreeNode[]): TreeProps['treeData'] =>
  nodes.map((n) => ({ key: n.id, title: n.label, children: n.children ? toTreeData(n.children) : undefined }));

/**
 * The role form's menu permission tree (a form control): expand or collapse all, check all or
 * none, and parent-child linkage (RuoYi's menuCheckStrictly). With linkage, checking a page checks
 * its buttons and a directory shows half checked when only some of its pages are.
 */
export function MenuTreeField({ menus, value = { checked: [], linked: true }, onChange, id }: Props) {
  const { t } = useTranslation('system');
  const keys = useMemo(() => collectKeys(menus), [menus]);
  const treeData = useMemo(() => toTreeData(menus), [menus]);
  const [expanded, setExpanded] = useState<number[]>([]);
  const { checked, linked } = value;
  const allChecked = keys.all.length > 0 && menuIdsToSave(menus, checked, linked).length === keys.all.length;

  const setLinked = (next: boolean) =>
    onChange?.({
      linked: next,
      // Keep what is granted: turning linkage off shows the half-checked parents as checked,
      // turning it on lets the tree derive parents from their children again.
      checked: next ? linkedKeys(menus, checked) : menuIdsToSave(menus, checked, true),
    });

  const onCheck: TreeProps['onCheck'] = (keysChecked) => {
    const list = Array.isArray(keysChecked) ? keysChecked : keysChecked.checked;
    onChange?.({ linked, checked: list.map(Number) });
  };

  return (
    <div id={id} className={styles.menuTree}>
      <Space wrap className={styles.menuTreeTools}>
        <Checkbox
          checked={expanded.length > 0 && expanded.length === keys.parents.length}
          onChange={(e) => setExpanded(e.target.checked ? keys.parents : [])}
        >
          {t('role.expandAll')}
        </Checkbox>
        <Checkbox
          checked={allChecked}
          indeterminate={!allChecked && checked.length > 0}
          onChange={(e) => onChange?.({ linked, checked: e.target.checked ? keys.all : [] })}
        >
          {t('role.checkAll')}
        </Checkbox>
        <Checkbox checked={linked} onChange={(e) => setLinked(e.target.checked)}>
          {t('role.linkage')}
        </Checkbox>
      </Space>
      <Tree
        className={styles.menuTreeBody}
        checkable
        selectable={false}
        checkStrictly={!linked}
        treeData={treeData}
        expandedKeys={expanded}
        onExpand={(next) => setExpanded(next.map(Number))}
        checkedKeys={linked ? checked : { checked, halfChecked: [] }}
        onCheck={onCheck}
      />
    </div>
  );
}
