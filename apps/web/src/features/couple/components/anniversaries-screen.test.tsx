import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomAnniversary } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { makeMember, makePartner, trackedButtons } from '@test/factories';
import { pickDate } from '@test/pick-date';
import { renderScreen } from '@test/render-screen';
import { AnniversariesScreen } from './anniversaries-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

const at = '2026-11-21T00:00:00.000+09:00';
const own = (over: Partial<CustomAnniversary>): CustomAnniversary => ({
  id: 1,
  title: '기념일',
  date: '2026-12-01',
  repeat: 'ONCE',
  createdAt: at,
  updatedAt: at,
  ...over,
});
let stored: CustomAnniversary[];

beforeEach(() => {
  // Today in Korea: 2026-11-21 (only Date is faked: user events keep their timers).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T05:00:00.000Z'));
  stored = [
    own({ id: 1, title: '민지 생일', date: '1999-11-22', repeat: 'YEARLY' }),
    own({ id: 2, title: '첫 여행', date: '2026-12-01' }),
    own({ id: 3, title: '지난 약속', date: '2026-10-01' }),
  ];
  toast.success.mockReset();
  toast.error.mockReset();
  apiCall
    .mockReset()
    .mockImplementation(
      (
        operation: string,
        options: { body?: Partial<CustomAnniversary>; params?: { anniversaryId: string } },
      ) => {
        switch (operation) {
          case 'listAnniversaries':
            return Promise.resolve({
              size: stored.length,
              list: stored,
              totalCount: stored.length,
            });
          case 'addAnniversary': {
            const made = own({ ...options.body, id: 9 });
            stored = [...stored, made];
            return Promise.resolve(made);
          }
          case 'updateAnniversary': {
            const id = Number(options.params?.anniversaryId);
            stored = stored.map((item) => (item.id === id ? { ...item, ...options.body } : item));
            return Promise.resolve(stored.find((item) => item.id === id));
          }
          case 'deleteAnniversary':
            stored = stored.filter((item) => item.id !== Number(options.params?.anniversaryId));
            return Promise.resolve(null);
          default:
            return Promise.reject(new Error(`unexpected ${operation}`));
        }
      },
    );
});
afterEach(() => {
  vi.useRealTimers();
});

function renderAnniversaries({
  linked = true,
  start = '2026-08-15',
}: { linked?: boolean; start?: string | null } = {}) {
  const user = userEvent.setup();
  const rendered = renderScreen(AnniversariesScreen, {
    path: '/anniversaries',
    member: makeMember({ startLoveDate: start }),
    partner: linked ? makePartner({ nickname: '민지' }) : null,
  });
  return { ...rendered, user };
}

const upcoming = () => screen.getByRole('list', { name: '다가오는 기념일' });
const rowTexts = () =>
  within(upcoming())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the anniversaries screen', () => {
  it('lists the milestones and the couple’s own, nearest first, each with its days left', async () => {
    renderAnniversaries();
    expect(await screen.findByRole('heading', { name: '함께한 지 99일째' })).toBeInTheDocument();
    await screen.findByText('민지 생일');
    const rows = rowTexts();
    expect(rows[0]).toContain('100일');
    expect(rows[0]).toContain('D-1');
    expect(rows[1]).toContain('민지 생일');
    expect(rows[1]).toContain('2026년 11월 22일 · 매년 11월 22일');
    expect(rows[2]).toContain('첫 여행');
    expect(rows[2]).toContain('D-10');
    // Eight milestones ahead: the steps and 1주년 in their order.
    const milestones = rows.filter((row) => /^\d+(일|주년)/.test(row ?? ''));
    expect(milestones.map((row) => /^\d+(일|주년)/.exec(row ?? '')?.[0])).toEqual([
      '100일',
      '200일',
      '300일',
      '1주년',
      '400일',
      '500일',
      '600일',
      '700일',
    ]);
    // A one-off whose day has passed is listed apart.
    const past = screen.getByRole('region', { name: '지난 기념일' });
    expect(within(past).getByText('지난 약속')).toBeInTheDocument();
  });

  it('adds one of the couple’s own (add_anniversary, create_anniversary)', async () => {
    const { user } = renderAnniversaries();
    await screen.findByText('민지 생일');
    await user.click(screen.getByRole('button', { name: '기념일 추가' }));
    const sheet = await screen.findByRole('dialog', { name: '기념일 추가' });
    await user.type(within(sheet).getByRole('textbox', { name: '기념일 이름' }), '처음 손잡은 날');
    await pickDate(user, sheet, '날짜', '2025-12-03');
    await user.click(within(sheet).getByRole('radio', { name: /한 번/ }));
    await user.click(within(sheet).getByRole('button', { name: '추가하기' }));

    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('addAnniversary', {
        body: { title: '처음 손잡은 날', date: '2025-12-03', repeat: 'ONCE' },
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('기념일을 추가했어요');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('region', { name: '지난 기념일' })).getByText('처음 손잡은 날'));
    expect(trackedButtons()).toEqual(['add_anniversary', 'create_anniversary']);
  });

  it('refuses a title over 20 characters before anything is sent', async () => {
    const { user } = renderAnniversaries();
    await screen.findByText('민지 생일');
    await user.click(screen.getByRole('button', { name: '기념일 추가' }));
    const sheet = await screen.findByRole('dialog', { name: '기념일 추가' });
    await user.type(within(sheet).getByRole('textbox', { name: '기념일 이름' }), '가'.repeat(21));
    await user.click(within(sheet).getByRole('button', { name: '추가하기' }));
    expect(within(sheet).getByText('기념일 이름은 20자까지 쓸 수 있어요.')).toBeInTheDocument();
    expect(within(sheet).getByText('날짜를 골라 주세요.')).toBeInTheDocument();
    expect(apiCall).not.toHaveBeenCalledWith('addAnniversary', expect.anything());
  });

  it('changes and deletes one (edit_anniversary, update_anniversary, delete_anniversary)', async () => {
    const { user } = renderAnniversaries();
    await user.click(await screen.findByRole('button', { name: /첫 여행.*고치기/ }));
    let sheet = await screen.findByRole('dialog', { name: '기념일 고치기' });
    const title = within(sheet).getByRole('textbox', { name: '기념일 이름' });
    expect(title).toHaveValue('첫 여행');
    await user.clear(title);
    await user.type(title, '첫 여행 🚗');
    await user.click(within(sheet).getByRole('button', { name: '고치기' }));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('updateAnniversary', {
        params: { anniversaryId: '2' },
        body: { title: '첫 여행 🚗', date: '2026-12-01', repeat: 'ONCE' },
      }),
    );
    expect(await screen.findByText('첫 여행 🚗')).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /첫 여행 🚗.*고치기/ }));
    sheet = await screen.findByRole('dialog', { name: '기념일 고치기' });
    await user.click(within(sheet).getByRole('button', { name: '이 기념일 지우기' }));
    const confirm = await screen.findByRole('dialog', { name: '이 기념일을 지울까요?' });
    await user.click(within(confirm).getByRole('button', { name: '지우기' }));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('deleteAnniversary', {
        params: { anniversaryId: '2' },
      }),
    );
    await waitFor(() => expect(screen.queryByText('첫 여행 🚗')).toBeNull());
    expect(trackedButtons()).toEqual([
      'edit_anniversary',
      'update_anniversary',
      'edit_anniversary',
      'delete_anniversary',
    ]);
  });

  it('without a partner: the milestones only, an invitation, and nothing asked of the server', async () => {
    renderAnniversaries({ linked: false });
    await screen.findByRole('list', { name: '다가오는 기념일' });
    expect(rowTexts()[0]).toContain('100일');
    expect(screen.queryByRole('button', { name: '기념일 추가' })).toBeNull();
    expect(screen.getByText(/연인과 연결하면 생일, 첫 여행처럼/)).toBeInTheDocument();
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('without a start date asks for it', async () => {
    renderAnniversaries({ start: null });
    expect(
      await screen.findByRole('heading', { name: '처음 만난 날을 알려 주세요' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('민지 생일')).toBeInTheDocument();
    expect(rowTexts().some((row) => row?.includes('100일'))).toBe(false);
  });
});
