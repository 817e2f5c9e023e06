import { Loader2, Share2 } from 'lucide-react';
import { useShareCard } from '@/shared/ui/use-share-card';

/**
 * The header's share button of a result page (issue 26): draws the card, then the share sheet
 * (or a download where the browser cannot share files); one card per tap sequence.
 */
export function ShareCardButton({
  label,
  analyticsName,
  fileName,
  shareText,
  draw,
}: {
  /** The button's accessible name, e.g. "결과 이미지로 공유하기". */
  label: string;
  analyticsName: string;
  fileName: string;
  shareText: string;
  draw: () => Promise<Blob>;
}) {
  const flight = useShareCard({ analyticsName, fileName, shareText, draw });

  return (
    <button
      type="button"
      aria-label={label}
      aria-busy={flight.pending || undefined}
      onClick={() => void flight.run()}
      className="flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-2"
    >
      {flight.pending ? (
        <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      ) : (
        <Share2 aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
