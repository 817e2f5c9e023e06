import type { ReactNode, Ref } from 'react';
import { Link } from '@tanstack/react-router';
import { trackButton } from '@/shared/analytics';
import { Mascot } from '@/shared/ui/mascot';
import { Spinner } from '@/shared/ui/spinner';

function State({ children, mood }: { children: ReactNode; mood: 'happy' | 'calm' }) {
  return (
    <section
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-3 px-2 py-12 text-center"
    >
      <Mascot size={104} mood={mood} />
      {children}
    </section>
  );
}

/** A new member's history: nothing yet, and the way to a first chat. */
export function HistoryEmpty() {
  return (
    <State mood="happy">
      <h2 className="text-[20px] font-bold text-fg">아직 담아 둔 대화가 없어요</h2>
      <p className="text-[15px] leading-relaxed text-muted">
        담이와 나눈 고민 상담이 끝나면 요약과 함께 여기에 차곡차곡 쌓여요.
      </p>
      <p className="rounded-2xl bg-surface px-4 py-3 text-[15px] leading-relaxed text-fg shadow-[0_1px_0_var(--dama-line)]">
        “마음에 걸리는 일 있으면 나한테 먼저 얘기해 줘!”
      </p>
      <Link
        to="/chat"
        onClick={() => trackButton('start_chat_from_history')}
        className="mt-3 inline-flex min-h-12 items-center justify-center rounded-xl bg-primary px-5 text-base font-semibold text-on-primary"
      >
        담이와 첫 대화 시작하기
      </Link>
    </State>
  );
}

/** A search that found nothing, said with the keyword. */
export function HistoryNoResult({ keyword }: { keyword: string }) {
  return (
    <State mood="calm">
      <h2 className="text-[18px] font-bold break-all text-fg">‘{keyword}’에 맞는 대화가 없어요</h2>
      <p className="text-[15px] leading-relaxed text-muted">
        대화 제목과 상황·해결 키워드에서 찾아요. 다른 낱말로 찾아보세요.
      </p>
    </State>
  );
}

/** The end of the loaded list: a spinner while the next page loads, else a button for it. */
export function LoadMore({
  loading,
  onLoad,
  sentinel,
}: {
  loading: boolean;
  onLoad: () => void;
  sentinel: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={sentinel} className="flex justify-center py-4">
      {loading ? (
        <span role="status" className="inline-flex">
          <Spinner className="size-6 text-primary" />
          <span className="sr-only">지난 대화를 더 불러오고 있어요</span>
        </span>
      ) : (
        <button
          type="button"
          onClick={onLoad}
          className="min-h-11 rounded-xl px-4 text-[14px] font-semibold text-muted hover:bg-surface-2"
        >
          지난 대화 더 보기
        </button>
      )}
    </div>
  );
}
