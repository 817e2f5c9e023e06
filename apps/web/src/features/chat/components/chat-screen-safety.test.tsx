import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Client from '@/shared/api/client';
import { makeChatMessage, makeRoom, trackedButtons } from '@test/factories';
import { chatScreenHarness, greeting } from './chat-screen-test-support';
import { SafetyCard } from './safety-card';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

const { server, renderChat } = chatScreenHarness(apiCall, toast);

// jsdom cannot follow a tel: link; the tests only look at what a tap tracked.
const stayOnPage = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => document.removeEventListener('click', stayOnPage));

const card = () => screen.getByRole('region', { name: '지금은 안전이 먼저예요' });
const services = (within_: HTMLElement) =>
  within(within_)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const progress = () => screen.getByRole('group', { name: '대화 진행' });
const tracked = (event: string) =>
  (window.__DAMA_ANALYTICS__ ?? []).filter((entry) => entry.event === event);

describe('chat main: safety mode', () => {
  it('an ordinary room shows no safety card and its level', async () => {
    await renderChat();
    expect(screen.queryByRole('region', { name: '지금은 안전이 먼저예요' })).toBeNull();
    expect(within(progress()).getByText('1단계 · 상황 파악')).toBeInTheDocument();
    expect(tracked('view_safety_card')).toHaveLength(0);
  });

  it("a room in safety mode shows the card with the kind's services, most urgent first", async () => {
    server.room = makeRoom({ chatRoomId: 31, safetyMode: 'VIOLENCE', level: 2 });
    await renderChat();
    expect(within(card()).getByText(/위험하면 바로 도움을 요청해 주세요/)).toBeInTheDocument();
    const list = within(card()).getByRole('list', { name: '도움받을 수 있는 곳' });
    expect(services(list)).toEqual([
      ['긴급신고112지금 위험할 때 경찰 신고', 'tel:112'],
      ['여성긴급전화136624시간 폭력 피해 상담과 보호', 'tel:1366'],
    ]);
    const views = tracked('view_safety_card');
    expect(views).toHaveLength(1);
    expect(views[0]?.props).toMatchObject({ safety_mode: 'VIOLENCE', page_name: 'home' });
    // The member keeps talking to 담이: the field is there and on.
    expect(screen.getByLabelText('담이에게 보낼 메시지')).toBeEnabled();
  });

  it('the level bar shows a quiet safety state, no level and no steps', async () => {
    server.room = makeRoom({ chatRoomId: 32, safetyMode: 'SELF_HARM', level: 2 });
    await renderChat();
    expect(progress()).toHaveTextContent('지금 안전 모드');
    expect(progress()).toHaveTextContent('단계는 멈추고 안전을 먼저 살펴요');
    expect(screen.queryByText(/단계 · /)).toBeNull();
    expect(progress().querySelector('.bg-primary')).toBeNull();
    expect(screen.getByRole('button', { name: '대화 마치기' })).toBeInTheDocument();
  });

  it('tapping a service tracks call_safety_service with its id; folding keeps one-tap numbers', async () => {
    server.room = makeRoom({ chatRoomId: 33, safetyMode: 'IMAGE' });
    const { user } = await renderChat();
    const list = within(card()).getByRole('list', { name: '도움받을 수 있는 곳' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:027358994', 'tel:112', 'tel:1366']);
    await user.click(within(list).getByRole('link', { name: /디지털성범죄피해자지원센터/ }));
    expect(trackedButtons()).toEqual(['call_safety_service']);
    expect(
      (window.__DAMA_ANALYTICS__ ?? []).find((entry) => entry.event === 'button_click')?.props,
    ).toMatchObject({ service_id: 'digital', safety_mode: 'IMAGE', page_name: 'home' });

    const fold = within(card()).getByRole('button', { name: '접기' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    expect(within(card()).getByRole('button', { name: '펼치기' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(card()).getByRole('link', { name: '긴급신고 112' })).toHaveAttribute(
      'href',
      'tel:112',
    );
    expect(within(card()).getAllByRole('link')).toHaveLength(3);
  });

  it('chat_safety_mode shows the mode at once, before the reply; another room’s is ignored', async () => {
    server.room = makeRoom({ chatRoomId: 7 });
    const { stream } = await renderChat();
    await stream.emit('chat_safety_mode', { chatRoomId: 8, safetyMode: 'VIOLENCE' });
    expect(screen.queryByRole('region', { name: '지금은 안전이 먼저예요' })).toBeNull();

    await stream.emit('chat_safety_mode', { chatRoomId: 7, safetyMode: 'SELF_HARM' });
    // The cache tells the screen on its next tick.
    await screen.findByRole('region', { name: '지금은 안전이 먼저예요' });
    const list = within(card()).getByRole('list', { name: '도움받을 수 있는 곳' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:109', 'tel:15770199', 'tel:119']);
    // 119's name is its number: titled by what it is for, the number said once.
    expect(within(list).getAllByRole('link')[2]).toHaveTextContent(
      /^다쳤거나 약을 먹었을 때 구급119$/,
    );
    expect(progress()).toHaveTextContent('안전 모드');
    expect(screen.getByText(/안전 모드로 바뀌었어요/)).toBeInTheDocument();
    // The kind changed: the card follows it.
    await stream.emit('chat_safety_mode', { chatRoomId: 7, safetyMode: 'STALKING' });
    await waitFor(() =>
      expect(within(card()).getAllByRole('link')[0]).toHaveAttribute('href', 'tel:112'),
    );
  });

  it('a stopped reply and a paused room still show the card', async () => {
    server.room = makeRoom({ chatRoomId: 7, safetyMode: 'THREAT' });
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    const { user, stream, field } = await renderChat();
    await user.type(field, '무서워{Enter}');
    await stream.emit('chat_response', '지금 안전한 곳에 있어?');
    server.messages = [
      greeting,
      makeChatMessage(2, { senderType: 'USER', content: '무서워' }),
      makeChatMessage(3, { content: '지금 안전한 곳에 있어?', status: 'STOPPED' }),
    ];
    await stream.emit('chat_stopped', { chatRoomId: 7, messageId: 3 });
    expect(await screen.findByText('답장을 멈췄어요')).toBeInTheDocument();
    expect(card()).toBeInTheDocument();
    expect(progress()).toHaveTextContent('안전 모드');
  });

  it('a member without a partner whose room is paused still sees the card', async () => {
    server.room = makeRoom({
      chatRoomId: 34,
      chatRoomState: 'PAUSED',
      pausedReason: 'COUPLE_REQUIRED',
      safetyMode: 'CONTROL',
    });
    await renderChat();
    expect(within(card()).getAllByRole('link')[0]).toHaveAttribute('href', 'tel:1366');
    expect(progress()).toHaveTextContent('안전 모드');
  });

  it('starts folded while the keyboard leaves little room, and opens on request', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SafetyCard chatRoomId={35} kind="VIOLENCE" short />);
    expect(within(card()).getByRole('button', { name: '펼치기' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(
      within(card())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['112', '1366']);
    // The keyboard goes down: open again, as nobody chose otherwise.
    rerender(<SafetyCard chatRoomId={35} kind="VIOLENCE" />);
    expect(within(card()).getByRole('button', { name: '접기' })).toBeInTheDocument();
    rerender(<SafetyCard chatRoomId={35} kind="VIOLENCE" short />);
    await user.click(within(card()).getByRole('button', { name: '펼치기' }));
    expect(within(card()).getByText(/긴급신고/)).toBeInTheDocument();
  });
});
