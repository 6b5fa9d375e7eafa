import { memo, useState, type ReactNode } from 'react';
import { Button, Form, Input, Select, type FormInstance } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/components/DateRangePicker';
import { DictSelect } from '@/components/DictSelect';
import type { FilterField } from '@/hooks/filter-fields';
import type { Filters, ListState } from '@/hooks/useListState';
import { useFormName } from '@/hooks/useFormName';
import { useLoadForm } from '@/hooks/useLoadForm';
import { usePhoneWidth } from '@/hooks/usePhoneWidth';
import { useStableCallback } from '@/hooks/useStableCallback';
import { FiltersButton } from './FiltersButton';
import { sameNode } from './same-node';
import styles from './list.module.css';

const DAY = 'YYYY-MM-DD';

type FormValues = Record<string, unknown>;

/** Filters of the list state → form values (range strings become date pickers' values). */
function toForm(filters: Filters): FormValues {
  const values: FormValues = {};
  for (const [key, value] of Object.entries(filters)) {
    values[key] = Array.isArray(value) ? [dayjs(value[0]), dayjs(value[1])] : value;
  }
  return values;
}

/** Form values → filters: dates as `YYYY-MM-DD`, texts trimmed, empty values left out. */
export function toFilters(values: FormValues): Filters {
  const filters: Filters = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const [begin, end] = value as Array<Dayjs | null>;
      if (begin && end) filters[key] = [begin.format(DAY), end.format(DAY)];
    } else if (dayjs.isDayjs(value)) {
      filters[key] = value.format(DAY);
    } else {
      const text = String(value).trim();
      if (text) filters[key] = text;
    }
  }
  return filters;
}

/** Filters as text that does not depend on the order of their names. */
const filtersText = (filters: Filters) =>
  JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));

export interface SearchFormProps {
  list: ListState;
  /**
   * asks for the rows on screen again: Search with the filters already in force on the first page
   * changes no address, and a person who presses it expects the current rows (another person may
   * have changed them meanwhile)
   */
  refresh: () => void;
  /** controls of the declared `custom` fields, by field name (the form adds the label) */
  controls?: Record<string, ReactNode>;
  /** more fields written by hand, after the declared ones: `<Form.Item name="…" label="…">` */
  children?: ReactNode;
}

/** The control of one declared filter (the direct child of its Form.Item, which binds its value). */
function fieldControl(field: FilterField, t: TFunction, custom?: ReactNode): ReactNode {
  const label = t(field.label);
  const placeholder = field.placeholder ? t(field.placeholder) : undefined;
  const style = field.width ? { width: field.width } : undefined;
  switch (field.kind) {
    case 'text':
      return <Input placeholder={placeholder ?? t('list.inputPrompt', { field: label })} style={style} allowClear />;
    case 'select':
      return (
        <Select
          allowClear
          placeholder={placeholder ?? label}
          style={style ?? { width: 140 }}
          options={field.options.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
      );
    case 'dict':
      return <DictSelect type={field.dictType} placeholder={placeholder ?? label} style={style ?? { width: 140 }} />;
    case 'dateRange':
      return <DateRangeFilter style={style} />;
    case 'custom':
      return custom ?? null;
  }
}

/**
 * The filter bar of a list: its fields follow the list state (so a reload or a shared link shows
 * the filters in force); Search applies them from page 1, Reset clears them.
 *
 * A list renders twice on every page, sort or filter change (for the new address, then for the
 * answer), and drawing every field again each time (selects, date pickers) cost more than the
 * new rows. So the fields do not take the filters: this part puts them into the form, whose
 * fields then redraw one by one where their value changed, and the fields draw again only when
 * the declared fields, or the controls and extra fields the screen passes, change (compared
 * element by element, see sameNode).
 *
 * On a phone the fields fold behind one Filters button and the rows come first: the button opens
 * them, and a search folds them again to show its rows. (The toolbar's show/hide toggle is the
 * desktop's; a phone has this button instead.)
 */
export function SearchForm({ list, refresh, controls = {}, children }: SearchFormProps) {
  const [form] = Form.useForm<FormValues>();
  // A form name prefixes the field ids, so two lists kept open side by side never share an id;
  // it is also the form element's id, which the phone's Filters button controls.
  const formName = useFormName('search');
  const phone = usePhoneWidth();
  const [unfolded, setUnfolded] = useState(false);
  // The fields follow the filters in force when those change, not each time a kept page is
  // shown again: text typed but not yet applied stays.
  // After Search the fields already show the filters they applied: putting the same values back
  // would redraw every field (selects, pickers) inside the click.
  useLoadForm(form, toForm(list.filters), {
    reset: true,
    alreadyShown: () => filtersText(toFilters(form.getFieldsValue())) === filtersText(list.filters),
  });
  // Search and Reset write the address from the list state of the latest render (its page, its
  // sort), which the fields below may not have been drawn with.
  const onSearch = useStableCallback((filters: Filters) => {
    if (list.pageNum === 1 && filtersText(filters) === filtersText(list.filters)) refresh();
    else list.search(filters);
    setUnfolded(false);
  });
  const onReset = useStableCallback(() => list.reset());
  return (
    <>
      {phone ? (
        <FiltersButton
          open={unfolded}
          inForce={Object.keys(list.filters).length}
          controls={formName}
          onToggle={() => setUnfolded((open) => !open)}
        />
      ) : null}
      <SearchFields
        form={form}
        formName={formName}
        fields={list.fields}
        shown={phone ? unfolded : list.searchShown}
        onSearch={onSearch}
        onReset={onReset}
        controls={controls}
      >
        {children}
      </SearchFields>
    </>
  );
}

interface SearchFieldsProps {
  form: FormInstance<FormValues>;
  /** from useFormName: the form element's id and its fields' prefix */
  formName: string;
  fields: ListState['fields'];
  shown: boolean;
  onSearch: (filters: Filters) => void;
  onReset: () => void;
  controls: Record<string, ReactNode>;
  children?: ReactNode;
}

const SearchFields = memo(function SearchFields({
  form,
  formName,
  fields,
  shown,
  onSearch,
  onReset,
  controls,
  children,
}: SearchFieldsProps) {
  const { t } = useTranslation('widgets');
  return (
    <Form
      form={form}
      name={formName}
      layout="inline"
      className={styles.searchForm}
      // hidden by the toolbar's search toggle (folded on a phone), kept mounted so typed values survive
      hidden={!shown}
      role="search"
      aria-label={t('list.searchForm')}
      onFinish={(values) => onSearch(toFilters(values))}
    >
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={t(field.label)}>
          {fieldControl(field, t, controls[field.name])}
        </Form.Item>
      ))}
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('list.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<ReloadOutlined />} onClick={onReset}>
          {t('list.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}, sameSearchFields);

function sameSearchFields(before: SearchFieldsProps, after: SearchFieldsProps): boolean {
  return (
    before.form === after.form &&
    before.formName === after.formName &&
    before.fields === after.fields &&
    before.shown === after.shown &&
    before.onSearch === after.onSearch &&
    before.onReset === after.onReset &&
    sameNode(before.controls, after.controls) &&
    sameNode(before.children, after.children)
  );
}

/**
 * A created-time (or other) date range filter (declared `dateRange` fields use it); Tab goes
 * through its two fields and on to the form's buttons (DateRangePicker).
 */
export function DateRangeFilter(props: React.ComponentProps<typeof DateRangePicker>) {
  const { t } = useTranslation('widgets');
  return <DateRangePicker placeholder={[t('list.beginDate'), t('list.endDate')]} style={{ width: 240 }} {...props} />;
}
