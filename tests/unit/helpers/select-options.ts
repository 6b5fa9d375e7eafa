import { within } from '@testing-library/react';

/** The names of the options a drop-down's open list (its `aria-controls`) offers; none while it is closed. */
export function offered(combobox: HTMLElement): (string | null)[] {
  const list = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  return list
    ? within(list)
        .queryAllByRole('option')
        .map((o) => o.textContent)
    : [];
}
