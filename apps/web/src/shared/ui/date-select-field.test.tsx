import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateSelectField } from './date-select-field';

function Harness({ onChange, initial = '' }: { onChange: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateSelectField
      label="처음 만난 날"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      min="1950-01-01"
      max="2026-11-25"
    />
  );
}

const part = (name: string) =>
  within(screen.getByRole('group', { name: '처음 만난 날' })).getByRole('combobox', { name });
const options = (name: string) =>
  within(part(name))
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent);

describe('the Korean date picker', () => {
  it('reads in Korean and gives a whole date only once year, month and day are chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    expect(options('연도')[0]).toBe('2026년');
    expect(options('연도').at(-1)).toBe('1950년');

    await user.selectOptions(part('연도'), '2024');
    await user.selectOptions(part('월'), '2');
    expect(onChange).not.toHaveBeenCalled();
    expect(options('일')).toHaveLength(29); // 2024 is a leap year
    await user.selectOptions(part('일'), '14');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-14');
  });

  it('offers no day after the latest one, and clamps a day the new month lacks', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} initial="2026-10-31" />);
    expect(part('일')).toHaveValue('31');

    await user.selectOptions(part('월'), '11');
    // November has 30 days, and the latest day offered is the 25th.
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
    expect(options('월').at(-1)).toBe('11월');
    expect(options('일').at(-1)).toBe('25일');
  });

  it('shows the error and marks every part invalid', () => {
    render(
      <DateSelectField
        label="처음 만난 날"
        value=""
        onChange={() => undefined}
        min="1950-01-01"
        max="2026-11-25"
        error="처음 만난 날을 골라 주세요."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('처음 만난 날을 골라 주세요.');
    for (const name of ['연도', '월', '일']) {
      expect(part(name)).toHaveAttribute('aria-invalid', 'true');
    }
  });
});
