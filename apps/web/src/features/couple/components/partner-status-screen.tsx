import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/shared/ui/button';
import { Mascot } from '@/shared/ui/mascot';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import type { PartnerStatusType } from '../model/partner-status-search';

const CONTENT: Record<PartnerStatusType, { title: string; body: string }> = {
  'not-connected': {
    title: '아직 연결된 연인이 없어요',
    body: '연인과 연결하면 서로의 애착 유형을 함께 볼 수 있어요.\n내 초대 코드를 보내거나, 연인에게 받은 코드를 입력해 보세요.',
  },
  'not-tested': {
    title: '연인이 아직 테스트를 하지 않았어요',
    body: '연인이 애착 유형 테스트를 마치면 여기에서 결과를 함께 볼 수 있어요.\n테스트를 한번 권해 보는 건 어때요?',
  },
};

/** `/partner-status?type=…`: what is missing to see the partner's result, and the way to fix it. */
export function PartnerStatusScreen({ type }: { type: PartnerStatusType }) {
  const navigate = useNavigate();
  const { title, body } = CONTENT[type];

  return (
    <Screen
      header={<PageHeader />}
      footer={
        <div className="flex flex-col gap-2 px-5 pt-3 pb-4">
          {type === 'not-connected' ? (
            <Button
              fullWidth
              size="lg"
              analyticsName="go_couple_manage"
              onClick={() => void navigate({ to: '/my-page/couple-management' })}
            >
              커플 연결하러 가기
            </Button>
          ) : null}
          <Button
            fullWidth
            size="lg"
            variant={type === 'not-connected' ? 'ghost' : 'primary'}
            analyticsName="go_home_from_partner_status"
            onClick={() => void navigate({ to: '/' })}
          >
            홈으로 가기
          </Button>
        </div>
      }
    >
      <div className="flex flex-1 flex-col items-center justify-center px-8 py-12 text-center">
        <Mascot size={132} mood={type === 'not-connected' ? 'calm' : 'happy'} />
        <h1 className="mt-6 text-[22px] leading-snug font-bold tracking-tight text-fg">{title}</h1>
        <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-line text-muted">{body}</p>
      </div>
    </Screen>
  );
}
