import { Search, X } from 'lucide-react';
import { KEYWORD_MAX_LENGTH } from '../model/history-search';

/** The history's search box (a search landmark); the clear button empties it. */
export function HistorySearchField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="search" className="relative">
      <label htmlFor="history-search" className="sr-only">
        대화 기록 검색
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
      />
      <input
        id="history-search"
        type="search"
        value={value}
        maxLength={KEYWORD_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        placeholder="제목이나 키워드로 찾아보세요"
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-12 w-full rounded-2xl border border-line bg-surface pr-12 pl-11 text-[16px] text-fg outline-none placeholder:text-muted/80 focus:border-focus [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="검색어 지우기"
          className="absolute top-1/2 right-1 flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-surface-2"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      )}
    </div>
  );
}
