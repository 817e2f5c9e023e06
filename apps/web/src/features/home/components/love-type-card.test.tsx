import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMember, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { loveTypeTestKey } from '@/features/love-type';
import { LoveTypeCard } from './love-type-card';

describe('home: the attachment test card', () => {
  it('invites an untested member to the test (go_attachment_test)', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<LoveTypeCard member={makeMember()} />, { path: '/' });

    const link = await screen.findByRole('link', { name: '테스트 하러 가기' });
    expect(link).toHaveAttribute('href', '/attachment-test?from=%2F');
    await user.click(link);

    expect(router.state.location.pathname).toBe('/attachment-test');
    expect(trackedButtons()).toContain('go_attachment_test');
  });

  it('offers to go on with a test half done, as the test’s intro does', async () => {
    const member = makeMember();
    window.sessionStorage.setItem(
      loveTypeTestKey(member.memberId),
      JSON.stringify({ answers: { 1: 3, 2: 5, 3: 1, 40: 9, x: 2 }, index: 3 }),
    );
    try {
      renderScreen(<LoveTypeCard member={member} />, { path: '/' });
      const link = await screen.findByRole('link', { name: '이어서 하기' });
      expect(link).toHaveAttribute('href', '/attachment-test?from=%2F');
      // Only well-formed answers count (question 40 scored 9 and "x" do not).
      expect(
        screen.getByText('36문항 중 3문항에 답했어요. 이어서 마저 알아봐요.'),
      ).toBeInTheDocument();
    } finally {
      window.sessionStorage.clear();
    }
  });

  it('another member’s test in progress on the same device does not count', async () => {
    window.sessionStorage.setItem(loveTypeTestKey(999), JSON.stringify({ answers: { 1: 3 } }));
    try {
      renderScreen(<LoveTypeCard member={makeMember({ memberId: 1 })} />, { path: '/' });
      expect(await screen.findByRole('link', { name: '테스트 하러 가기' })).toBeInTheDocument();
    } finally {
      window.sessionStorage.clear();
    }
  });

  it("shows a tested member's type and both rates, linking to the result", async () => {
    renderScreen(
      <LoveTypeCard
        member={makeMember({
          loveTypeCategory: 'CONFUSION_TYPE',
          anxietyRate: 3.5,
          avoidanceRate: 2.33,
        })}
      />,
      { path: '/' },
    );

    const link = await screen.findByRole('link', { name: '나의 애착 유형 혼란형, 결과 보기' });
    expect(link).toHaveAttribute('href', '/attachment-test/result/my');
    expect(link).toHaveTextContent('불안 3.50 · 회피 2.33');
    expect(screen.queryByRole('link', { name: '테스트 하러 가기' })).not.toBeInTheDocument();
  });
});
