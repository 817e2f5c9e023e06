import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button action (one submit per tap sequence)', () => {
  it('runs its action once for a double tap and again once it has settled', async () => {
    let finish: () => void = () => undefined;
    const action = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<Button action={action}>저장하기</Button>);
    const button = screen.getByRole('button', { name: '저장하기' });
    // Two clicks in the same task, before React re-renders the button disabled.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    await act(() => {
      finish();
      return Promise.resolve();
    });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('ends the run when the action fails (the action reports its own error)', async () => {
    const action = vi.fn(() => Promise.reject(new Error('안 됨')));
    render(<Button action={action}>다시 시도</Button>);
    const button = screen.getByRole('button', { name: '다시 시도' });
    await act(() => {
      fireEvent.click(button);
      return Promise.resolve();
    });
    expect(button).toBeEnabled();
  });
});
