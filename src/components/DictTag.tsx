import { Space, Tag } from 'antd';
import type { DictOption } from '@/hooks/useDict';

/** listClass → antd tag colour; 'default' (or none) shows plain text, as RuoYi does. */
const TAG_COLOURS: Record<string, string> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

export interface DictTagProps {
  options: readonly DictOption[];
  /** one value, or several as an array or comma-separated text */
  value: string | number | ReadonlyArray<string | number> | null | undefined;
  separator?: string;
}

function valuesOf(value: DictTagProps['value'], separator: string): string[] {
  if (value === null || value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : String(value).split(separator);
  return list.map((v) => String(v).trim()).filter(Boolean);
}

/**
 * A dictionary value shown as its label: values are compared as text, several values
 * are split on commas, `listClass` picks the colour, and a value without an entry shows as itself.
 */
export function DictTag({ options, value, separator = ',' }: DictTagProps) {
  const values = valuesOf(value, separator);
  if (values.length === 0) return null;
  const items = values.map((v, i) => {
    const entry = options.find((o) => String(o.dictValue) === v);
    if (!entry) return <span key={`${v}-${i}`}>{v}</span>;
    const colour = entry.listClass ? TAG_COLOURS[entry.listClass] : undefined;
    const cssClass = entry.cssClass || undefined;
    if (!colour && (!entry.listClass || entry.listClass === 'default')) {
      return (
        <span key={`${v}-${i}`} className={cssClass} data-list-class="default">
          {entry.dictLabel}
        </span>
      );
    }
    return (
      <Tag key={`${v}-${i}`} color={colour ?? 'default'} className={cssClass} data-list-class={entry.listClass}>
        {entry.dictLabel}
      </Tag>
    );
  });
  return items.length === 1 ? (
    items[0]
  ) : (
    <Space size={4} wrap>
      {items}
    </Space>
  );
}
