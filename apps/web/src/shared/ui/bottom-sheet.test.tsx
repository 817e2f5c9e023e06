import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BottomSheet } from './bottom-sheet';

describe('BottomSheet', () => {
  it('is a named dialog with a visible close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <BottomSheet open onOpenChange={onOpenChange} title="닉네임 변경">
        <p>내용</p>
      </BottomSheet>,
    );
    expect(screen.getByRole('dialog', { name: '닉네임 변경' })).toHaveTextContent('내용');
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
