import {
  Bell,
  FileText,
  HeartHandshake,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRound,
} from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatDDay, LOVE_TYPE_NAMES, type TermsItem } from '@dama/contract';
import { memberQuery } from '@/features/auth';
import { termsQuery } from '@/features/terms';
import { trackButton } from '@/shared/analytics';
import { Screen } from '@/shared/ui/screen';
import { PageHeader } from '@/shared/ui/page-header';
import { BottomNav } from '@/shared/ui/bottom-nav';
import { DDayBadge } from '@/features/couple';
import { Mascot } from '@/shared/ui/mascot';
import { providerLabel } from '../model/provider-label';
import { APP_VERSION } from '../model/app-version';
import { MenuGroup, MenuRow } from './menu-row';

/** Shows one term's full text; the terms feature provides it through the route. */
export type TermsViewer = ComponentType<{ term: TermsItem | null; onClose: () => void }>;

export function MyPageScreen({ TermsViewer }: { TermsViewer: TermsViewer }) {
  const { data: member } = useSuspenseQuery(memberQuery());
  const { data: terms } = useSuspenseQuery(termsQuery());
  const navigate = useNavigate();
  const [openTerm, setOpenTerm] = useState<TermsItem | null>(null);

  const serviceTerms = terms.list.find((item) => item.termsType === 'SERVICE_USAGE') ?? null;

  function go(
    buttonName: string,
    to:
      | '/my-page/profile'
      | '/my-page/couple-management'
      | '/my-page/account-settings'
      | '/my-page/notifications'
      | '/terms/privacy-policy',
  ) {
    trackButton(buttonName);
    void navigate({ to });
  }

  // The attachment test: my result once taken, else the test (coming back here afterwards).
  function openLoveType() {
    trackButton('go_attachment_test');
    if (member.loveTypeCategory) void navigate({ to: '/attachment-test/result/my' });
    else void navigate({ to: '/attachment-test', search: { from: '/my-page' } });
  }

  function openServiceTerms() {
    trackButton('open_terms_service');
    setOpenTerm(serviceTerms);
  }

  function closeTerms() {
    trackButton('close_terms_modal');
    setOpenTerm(null);
  }

  return (
    <Screen
      className="px-5"
      header={<PageHeader variant="large" title="마이페이지" hideBack />}
      footer={<BottomNav />}
    >
      <section
        aria-labelledby="my-profile"
        className="mt-4 flex items-center gap-4 rounded-2xl bg-surface-2 p-5"
      >
        <Mascot size={64} mood="calm" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="my-profile" className="truncate text-lg font-bold text-fg">
              {member.nickname ? `${member.nickname}님` : '닉네임 없음'}
            </h2>
            {member.startLoveDate ? <DDayBadge label={formatDDay(member.startLoveDate)} /> : null}
          </div>
          <p className="truncate text-sm text-muted">{member.email ?? '등록된 이메일이 없어요'}</p>
          <p className="text-sm text-muted">{providerLabel(member.provider)}</p>
        </div>
      </section>

      <nav aria-label="마이페이지 메뉴">
        <MenuGroup title="나와 우리">
          <MenuRow
            icon={UserRound}
            label="프로필 수정"
            onClick={() => go('open_profile_edit', '/my-page/profile')}
          />
          <MenuRow
            icon={Sparkles}
            label="애착 유형 테스트"
            value={
              member.loveTypeCategory ? LOVE_TYPE_NAMES[member.loveTypeCategory] : '아직 안 했어요'
            }
            onClick={openLoveType}
          />
          <MenuRow
            icon={HeartHandshake}
            label="커플 관리"
            onClick={() => go('open_couple_manage', '/my-page/couple-management')}
          />
        </MenuGroup>
        <MenuGroup title="설정">
          <MenuRow
            icon={Bell}
            label="알림 설정"
            onClick={() => go('open_notification_settings', '/my-page/notifications')}
          />
          <MenuRow
            icon={Settings}
            label="계정 설정"
            onClick={() => go('open_account_settings', '/my-page/account-settings')}
          />
        </MenuGroup>
        <MenuGroup title="약관 및 정책">
          {serviceTerms ? (
            <MenuRow icon={FileText} label="서비스 이용약관" onClick={openServiceTerms} />
          ) : null}
          <MenuRow
            icon={ShieldCheck}
            label="개인정보처리방침"
            onClick={() => go('open_terms_privacy', '/terms/privacy-policy')}
          />
        </MenuGroup>
      </nav>

      <p className="mt-6 pb-6 text-sm text-muted">앱 버전 {APP_VERSION}</p>

      <TermsViewer term={openTerm} onClose={closeTerms} />
    </Screen>
  );
}
