import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Chooses `iso` (YYYY-MM-DD) in the date picker whose group is named `label`, inside `scope`. */
export async function pickDate(
  user: UserEvent,
  scope: HTMLElement,
  label: string,
  iso: string,
): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const group = within(scope).getByRole('group', { name: label });
  await user.selectOptions(within(group).getByRole('combobox', { name: '연도' }), String(year));
  await user.selectOptions(within(group).getByRole('combobox', { name: '월' }), String(month));
  await user.selectOptions(within(group).getByRole('combobox', { name: '일' }), String(day));
}
