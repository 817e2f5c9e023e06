import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmModal, type ConfirmModalProps } from './confirm-modal';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Harness(props: Partial<ConfirmModalProps> & Pick<ConfirmModalProps, 'onConfirm'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? '열림' : '닫힘'}</p>
      <ConfirmModal
        open={open}
        onOpenChange={setOpen}
        title="로그아웃 하시겠어요?"
        description="고민이 있을 때, 언제든 찾아와 주세요!"
        cancelLabel="취소"
        confirmLabel="로그아웃"
        {...props}
      />
    </>
  );
}

describe('ConfirmModal (SPEC 2.4)', () => {
  it('disables both buttons and cannot be dismissed while the action runs, then closes', async () => {
    const user = userEvent.setup();
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    render(<Harness onConfirm={onConfirm} />);

    expect(screen.getByRole('dialog', { name: '로그아웃 하시겠어요?' })).toBeInTheDocument();
    expect(screen.getByText('고민이 있을 때, 언제든 찾아와 주세요!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로그아웃' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '취소' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('열림')).toBeInTheDocument();

    await act(async () => {
      action.resolve();
      await action.promise;
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('닫힘')).toBeInTheDocument();
  });

  it('also closes when the action fails', async () => {
    const user = userEvent.setup();
    const action = deferred();
    render(<Harness onConfirm={() => action.promise} />);
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    await act(async () => {
      action.reject(new Error('로그아웃에 실패했어요.'));
      await action.promise.catch(() => undefined);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('can be dismissed with Escape when idle, and has no cancel button without a label', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} cancelLabel={undefined} confirmLabel={undefined} />);
    expect(screen.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '확인' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts the action first in the DOM (and so in focus order) with actionFirst', () => {
    const { unmount } = render(<Harness onConfirm={vi.fn()} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['취소', '로그아웃']);
    unmount();
    render(<Harness onConfirm={vi.fn()} actionFirst />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['로그아웃', '취소']);
  });

  it('runs onCancel and tracks the analytics names', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <Harness
        onConfirm={vi.fn()}
        onCancel={onCancel}
        confirmAnalyticsName="logout"
        cancelAnalyticsName="cancel_logout"
      />,
    );
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.__DAMA_ANALYTICS__?.map((e) => e.props.button_name)).toEqual(['cancel_logout']);
  });
});
