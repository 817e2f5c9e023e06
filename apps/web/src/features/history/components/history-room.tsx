import { formatKoreanDate, todayInKorea, type RoomItem } from '@dama/contract';

/** The day a room was completed, in Korean ("2026년 11월 24일"). */
export function historyDate(room: RoomItem): string {
  return formatKoreanDate(todayInKorea(new Date(room.completedAt ?? room.createdAt)));
}

/** One room's title, keywords and date: the inside of a history card (list and delete mode). */
export function HistoryRoom({ room, titleId }: { room: RoomItem; titleId?: string }) {
  const keywords = [room.situationKeyword, room.solutionKeyword].filter(
    (keyword): keyword is string => Boolean(keyword),
  );
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-2 text-left">
      <span id={titleId} className="line-clamp-2 text-[16px] leading-snug font-bold text-fg">
        {room.totalSummary ?? '요약을 만들고 있는 대화'}
      </span>
      {keywords.length > 0 && (
        <span className="flex flex-wrap gap-1.5">
          {keywords.map((keyword, index) => (
            <span
              key={index}
              className="inline-flex min-h-6 items-center rounded-full bg-primary-soft px-2.5 text-[13px] font-semibold text-primary-soft-fg"
            >
              #{keyword}
            </span>
          ))}
        </span>
      )}
      <span className="text-[13px] text-muted">
        <time dateTime={room.completedAt ?? room.createdAt}>{historyDate(room)}</time>
      </span>
    </span>
  );
}
