import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type * as Client from '@/shared/api/client';
import { makeChatMessage, makeSummary } from '@test/factories';
import { fakeHub } from '@test/fake-hub';
import { renderScreen } from '@test/render-screen';
import { ChatResultScreen } from './chat-result-screen';
import { ChatTranscriptScreen } from './chat-transcript-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
vi.mock('@/shared/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  apiCall.mockReset();
});

/** What the server writes for a room that ended in safety mode (VIOLENCE). */
const safetySummary = makeSummary({
  safetyMode: 'VIOLENCE',
  totalSummary: '내 안전을 먼저 살핀 시간',
  situationKeyword: '안전',
  solutionKeyword: '도움 요청',
  firstSummary:
    '이 대화에서는 지금 안전한지를 먼저 살폈어요. 도움받을 수 있는 곳: 긴급신고 112, 여성긴급전화 1366.',
  secondSummary: '',
  thirdSummary: '',
});

async function renderResult() {
  const stream = fakeHub();
  await stream.start();
  return renderScreen(<ChatResultScreen chatId={7} hub={stream.hub} />, {
    path: '/chat/result?chatId=7',
  });
}

const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('chat result: a room that ended in safety mode', () => {
  it("shows a safety summary with the kind's services as tel: links, never a tip", async () => {
    apiCall.mockResolvedValue(safetySummary);
    await renderResult();
    expect(
      await screen.findByRole('heading', { level: 2, name: '내 안전을 먼저 살핀 시간' }),
    ).toBeInTheDocument();
    expect(screen.getByText('안전을 먼저 살핀 대화')).toBeInTheDocument();
    expect(screen.getByText(/지금 안전한지를 먼저 살폈어요/)).toBeInTheDocument();
    const services = screen.getByRole('region', { name: '도움받을 수 있는 곳' });
    expect(hrefs(within(services).getByRole('list'))).toEqual(['tel:112', 'tel:1366']);
    // No couple's-quarrel framing: no keywords, no level headings such as 해결 제안.
    expect(screen.queryByRole('list', { name: '키워드' })).toBeNull();
    expect(screen.queryByText(/해결/)).toBeNull();
    expect(screen.queryByText(/단계 · /)).toBeNull();
  });

  it('shows the services while the summary is still being made', async () => {
    apiCall.mockResolvedValue(
      makeSummary({ safetyMode: 'SELF_HARM', summaryState: 'PENDING', totalSummary: null }),
    );
    await renderResult();
    expect(await screen.findByText('아직 요약을 만들고 있어요')).toBeInTheDocument();
    const services = screen.getByRole('region', { name: '도움받을 수 있는 곳' });
    expect(hrefs(services)).toEqual(['tel:109', 'tel:15770199', 'tel:119']);
  });

  it('an ordinary room keeps its keywords and level summaries, with no services', async () => {
    apiCall.mockResolvedValue(makeSummary());
    await renderResult();
    expect(await screen.findByRole('list', { name: '키워드' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '도움받을 수 있는 곳' })).toBeNull();
  });
});

describe('chat transcript of a safety room', () => {
  it('shows the services above the conversation', async () => {
    apiCall.mockImplementation((operation: string) =>
      operation === 'getChatRoomSummary'
        ? Promise.resolve(makeSummary({ safetyMode: 'STALKING' }))
        : Promise.resolve({
            size: 10,
            page: 0,
            list: [makeChatMessage(1, { content: '지금 안전한 곳에 있어?' })],
            totalCount: 1,
          }),
    );
    renderScreen(<ChatTranscriptScreen chatId={7} />, { path: '/chat?chatId=7' });
    expect(await screen.findByText('지금 안전한 곳에 있어?')).toBeInTheDocument();
    const services = await screen.findByRole('region', { name: '도움받을 수 있는 곳' });
    expect(within(services).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(hrefs(services)).toEqual(['tel:112', 'tel:1366']);
  });
});
