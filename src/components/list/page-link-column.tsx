import { Link } from 'react-router-dom';

/** What a column is besides its cell: its key, title and look (a `fieldColumn(...)` fits). */
interface ColumnBase {
  key: string;
  title: string;
  width?: number;
  ellipsis?: boolean;
}

/**
 * A cell that is a link to another page of the console (a resource's details, a dictionary's
 * data): its text is the row's name, exported as that text; `label` names the link for screen
 * readers when its text alone does not say where it goes.
 */
export function pageLinkColumn<T, C extends ColumnBase>(
  column: C,
  link: { to: (row: T) => string; text: (row: T) => string; label?: (row: T) => string },
) {
  const { to, text, label } = link;
  return {
    ...column,
    render: (_: unknown, row: T) => (
      <Link to={to(row)} aria-label={label?.(row)}>
        {text(row)}
      </Link>
    ),
    exportValue: text,
  };
}
