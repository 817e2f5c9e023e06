import { trackButton } from '@/shared/analytics';
import { shareOrDownload } from '@/shared/lib/share-file';
import { toast } from '@/shared/ui/toast';
import { useSingleFlight } from '@/shared/ui/use-single-flight';

export const CARD_SAVED_MESSAGE = '이미지를 저장했어요';
export const CARD_FAILED_MESSAGE = '이미지를 만들지 못했어요. 다시 시도해 주세요.';

export interface ShareCardOptions {
  analyticsName: string;
  /** Details sent with the analytics event. */
  details?: Record<string, string>;
  fileName: string;
  shareText: string;
  draw: () => Promise<Blob>;
}

/**
 * Sharing an image card (decision 0064): draws it, then the share sheet (or a download where the
 * browser cannot share files, said with a toast); one card per tap sequence.
 */
export function useShareCard({
  analyticsName,
  details,
  fileName,
  shareText,
  draw,
}: ShareCardOptions) {
  return useSingleFlight(async () => {
    trackButton(analyticsName, details);
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
}
