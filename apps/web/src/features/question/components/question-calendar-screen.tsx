import { useEffect, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { memberQuery } from '@/features/auth';
import { partnerQuery } from '@/features/couple';
import { todayQuestionQuery } from '../api/get-today-question';
import { trackButton } from '@/shared/analytics';
import { BottomNav } from '@/shared/ui/bottom-nav';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { questionBookQuery } from '../api/get-question-book';
import { bookCells, bookPageOf, lastBookPage, partnerCallName } from '../model/question-book';
import { JarPanel } from './jar-panel';
import { QuestionBook } from './question-book';
import { SelectedQuestion } from './selected-question';
import { TodayQuestion } from './today-question';

/**
 * Question calendar `/question` (SPEC 2.3, DESIGN 8): the header with how many questions the two
 * answered together, today's question, the couple's jar of words (decision 0065), and the couple's book of 30 levels a page. A member with
 * no partner has today's question of their own and an invitation to link instead of the book.
 */
export function QuestionCalendarScreen({ selectedLevel }: { selectedLevel?: number }) {
  const navigate = useNavigate();
  const { data: member } = useSuspenseQuery(memberQuery());
  const { data: today } = useSuspenseQuery(todayQuestionQuery());
  const { data: partner } = useQuery(partnerQuery());
  const [page, setPage] = useState(() => bookPageOf(selectedLevel ?? today.level));
  // No book to read for a member known to have no partner (it would answer 40301).
  const book = useQuery({ ...questionBookQuery(page), enabled: partner !== null });
  // No partner: known from the partner read (the loader has it) or from the book (40301).
  const solo = partner === null || book.data === null;
  const partnerName = solo ? null : partnerCallName(partner?.nickname);
  const cells = book.data ? bookCells(page, book.data.list) : null;
  const lastPage = lastBookPage(today.level);

  // A level chosen from outside (a link, history) opens its page.
  useEffect(() => {
    if (selectedLevel !== undefined) setPage(bookPageOf(selectedLevel));
  }, [selectedLevel]);

  const select = (level: number) => {
    trackButton('select_date');
    void navigate({
      to: '/question',
      search: { selectedLevel: level },
      replace: true,
      resetScroll: false,
    });
  };
  const clearSelection = () =>
    void navigate({ to: '/question', search: {}, replace: true, resetScroll: false });
  const showSelected = selectedLevel !== undefined && selectedLevel !== today.level && !solo;

  return (
    <Screen
      className="px-5 pb-8"
      header={<PageHeader variant="large" title="마음 질문" />}
      footer={<BottomNav />}
    >
      <p className="pt-1 text-[15px] text-muted">
        {solo
          ? '하루에 하나씩, 서로를 더 알아가는 질문이 열려요.'
          : `지금까지 함께 답한 질문 ${member.totalCoupleQuestionCount}개`}
      </p>

      <TodayQuestion question={today} partnerName={partnerName} solo={solo} />

      {solo ? null : <JarPanel />}

      {solo ? (
        <section
          aria-labelledby="question-book-invite"
          className="mt-6 rounded-card bg-primary-soft p-5"
        >
          <h2 id="question-book-invite" className="text-[17px] font-bold text-fg">
            둘이 함께 쓰는 질문 책
          </h2>
          <p className="mt-1.5 text-[14px] leading-relaxed text-fg">
            연인과 연결하면 함께 답한 질문이 한 달에 30개씩 차곡차곡 쌓여요. 지금 쓴 답변도 그대로
            옮겨져요.
          </p>
          <Link
            to="/my-page/couple-management"
            className="mt-3 inline-flex min-h-11 items-center gap-1 rounded-xl bg-primary pr-3 pl-4 text-[15px] font-semibold text-on-primary"
          >
            연인과 연결하기
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
      ) : (
        <QuestionBook
          page={page}
          cells={cells}
          canGoPrev={page > 0}
          canGoNext={page < lastPage}
          onPrev={() => setPage((current) => Math.max(0, current - 1))}
          onNext={() => setPage((current) => Math.min(lastPage, current + 1))}
          todayLevel={today.level}
          selectedLevel={selectedLevel}
          onSelect={select}
          partnerName={partnerName ?? '연인'}
        />
      )}

      {showSelected && (
        <SelectedQuestion
          level={selectedLevel}
          fromBook={cells?.find((cell) => cell.level === selectedLevel)?.question}
          partnerName={partnerName}
          onClose={clearSelection}
        />
      )}
    </Screen>
  );
}
