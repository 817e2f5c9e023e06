import { Loader2, Share2 } from 'lucide-react';
import { trackButton } from '@/shared/analytics';
import { shareOrDownload } from '@/shared/lib/share-file';
import { toast } from '@/shared/ui/toast';
import { useSingleFlight } from '@/shared/ui/use-single-flight';

export const CARD_SAVED_MESSAGE = '이미지를 저장했어요';
export const CARD_FAILED_MESSAGE = '이미지를 만들지 못했어요. 다시 시도해 주세요.';

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
  const flight = useSingleFlight(async () => {
    trackButton(analyticsName);
    let blob: Blob;
    try {
      blob = await draw();
    } catch {
      toast.error(CARD_FAILED_MESSAGE);
      return;
    }
    const outcome = await shareOrDownload({ blob, fileName, title: '담아', text: shareText });
    if (outcome === 'downloaded') toast.success(CARD_SAVED_MESSAGE);
  });

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
