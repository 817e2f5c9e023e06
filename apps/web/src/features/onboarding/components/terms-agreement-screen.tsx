import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TermsItem } from '@dama/contract';
import { termsQuery } from '@/features/terms';
import { memberQuery, useAuth } from '@/features/auth';
import { trackButton } from '@/shared/analytics';
import { Screen } from '@/shared/ui/screen';
import { PageHeader } from '@/shared/ui/page-header';
import { Button } from '@/shared/ui/button';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { toast } from '@/shared/ui/toast';
import { useUpdateTerms } from '../api/update-terms';
import { readOnboardingDraft, saveOnboardingDraft } from '../model/onboarding-draft';
import { agreeButtonName } from '../model/terms-analytics';
import type { TermsViewer } from '../model/terms-viewer';
import { userMessage } from '@/shared/lib/user-message';
import { AgreementCheckbox } from './agreement-checkbox';
import { StepHeading } from './step-heading';
import { StepFooter } from './step-footer';

type Agreements = Record<string, boolean>;

export function TermsAgreementScreen({ TermsViewer }: { TermsViewer: TermsViewer }) {
  const { data: terms } = useSuspenseQuery(termsQuery());
  const { data: member } = useSuspenseQuery(memberQuery());
  const { logout } = useAuth();
  const navigate = useNavigate();
  const save = useUpdateTerms();
  const [agreements, setAgreements] = useState<Agreements>(
    () => readOnboardingDraft(member.memberId).agreements,
  );
  const [openTerm, setOpenTerm] = useState<TermsItem | null>(null);
  const [leaveOpen, setLeaveOpen] = useState(false);

  const items = terms.list;
  const isAgreed = (item: TermsItem) => agreements[String(item.content.termsId)] === true;
  const allAgreed = items.length > 0 && items.every(isAgreed);
  const requiredAgreed = items.every((item) => !item.content.isRequired || isAgreed(item));

  function setAll(checked: boolean) {
    trackButton('agree_all');
    setAgreements(Object.fromEntries(items.map((item) => [String(item.content.termsId), checked])));
  }

  function setOne(item: TermsItem, checked: boolean) {
    trackButton(agreeButtonName(item.termsType));
    setAgreements((current) => ({ ...current, [String(item.content.termsId)]: checked }));
  }

  function openViewer(item: TermsItem) {
    trackButton('open_terms_modal');
    setOpenTerm(item);
  }

  function closeViewer() {
    trackButton('close_terms_modal');
    setOpenTerm(null);
  }

  async function next() {
    const body = items.map((item) => ({ termsId: item.content.termsId, isAgreed: isAgreed(item) }));
    try {
      await save.mutateAsync(body);
    } catch {
      toast.error('약관 동의 처리 중 오류가 발생했어요');
      return;
    }
    saveOnboardingDraft(member.memberId, { agreements });
    void navigate({ to: '/onboarding/nickname' });
  }

  async function leave() {
    try {
      await logout();
    } catch (error) {
      toast.error(userMessage(error, '로그아웃에 실패했어요.'));
    }
  }

  return (
    <Screen
      className="px-5"
      header={<PageHeader onBack={() => setLeaveOpen(true)} backAnalyticsName="back_terms" />}
      footer={
        <StepFooter>
          <Button
            fullWidth
            size="lg"
            analyticsName="next_terms"
            disabled={!requiredAgreed}
            loading={save.isPending}
            action={next}
          >
            다음
          </Button>
        </StepFooter>
      }
    >
      <StepHeading
        title={'담아를 시작하기 전에\n약관에 동의해 주세요'}
        description="필수 약관에 모두 동의하면 다음 단계로 넘어갈 수 있어요."
      />

      <div className="mt-8 rounded-2xl bg-surface-2 px-4">
        <AgreementCheckbox id="agree-all" checked={allAgreed} onChange={setAll} emphasis>
          약관 전체 동의
        </AgreementCheckbox>
      </div>
      <p className="mt-2 px-1 text-sm text-muted">
        선택 항목에 대한 동의를 포함해 모든 약관에 동의해요.
      </p>

      <ul className="mt-4 flex flex-col px-1" aria-label="약관 목록">
        {items.map((item) => {
          const id = `agree-${item.content.termsId}`;
          return (
            <li key={item.content.termsId} className="flex items-center gap-2">
              <AgreementCheckbox
                id={id}
                checked={isAgreed(item)}
                onChange={(checked) => setOne(item, checked)}
              >
                <span
                  className={
                    item.content.isRequired
                      ? 'mr-1.5 rounded-md bg-primary-soft px-1.5 py-0.5 text-[13px] font-semibold text-primary-soft-fg'
                      : 'mr-1.5 rounded-md bg-surface-2 px-1.5 py-0.5 text-[13px] font-semibold text-muted'
                  }
                >
                  {item.content.isRequired ? '필수' : '선택'}
                </span>
                {item.content.title}
              </AgreementCheckbox>
              <button
                type="button"
                className="min-h-11 min-w-11 shrink-0 rounded-lg px-2 text-sm text-muted underline underline-offset-4"
                aria-label={`${item.content.title} 보기`}
                onClick={() => openViewer(item)}
              >
                보기
              </button>
            </li>
          );
        })}
      </ul>

      <TermsViewer term={openTerm} onClose={closeViewer} />

      <ConfirmModal
        open={leaveOpen}
        onOpenChange={setLeaveOpen}
        title="가입을 잠시 멈출까요?"
        description="로그아웃하고 처음 화면으로 돌아가요. 다시 로그인하면 이어서 진행할 수 있어요."
        cancelLabel="계속하기"
        confirmLabel="로그아웃"
        onConfirm={leave}
      />
    </Screen>
  );
}
