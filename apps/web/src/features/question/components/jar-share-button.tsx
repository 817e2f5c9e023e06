import { Loader2, Share2 } from 'lucide-react';
import { useShareCard } from '@/shared/ui/use-share-card';
import { drawJarCard } from '../model/jar-card';

/**
 * Shares a milestone of the jar as an image card (`share_jar_card`; decisions 0064, 0065): the
 * share sheet, or a download where the browser cannot share files; one card per tap sequence.
 */
export function JarShareButton({
  milestone,
  bestStreak,
}: {
  milestone: number;
  bestStreak: number;
}) {
  const flight = useShareCard({
    analyticsName: 'share_jar_card',
    details: { milestone: String(milestone) },
    fileName: `dama-jar-${milestone}.png`,
    shareText: `우리의 말 항아리에 ${milestone}개를 담았어요`,
    draw: () => drawJarCard({ milestone, bestStreak }),
  });

  return (
    <button
      type="button"
      aria-busy={flight.pending || undefined}
      onClick={() => void flight.run()}
      className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl bg-surface-2 px-4 text-[15px] font-semibold text-fg hover:bg-primary-soft"
    >
      {flight.pending ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      ) : (
        <Share2 aria-hidden="true" className="size-4" />
      )}
      이미지로 공유하기
    </button>
  );
}
