import { CloudOff, TriangleAlert } from 'lucide-react';

/**
 * Said above the save button after a save failed: what happened, that the text is still here
 * (kept on this device), and that the button tries again. Offline: no answer came at all.
 */
export function SaveFailedNote({ offline }: { offline: boolean }) {
  const Icon = offline ? CloudOff : TriangleAlert;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl bg-surface-2 px-4 py-3 text-[14px] leading-relaxed text-fg"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      {offline
        ? '인터넷에 연결되지 않아 저장하지 못했어요. 쓴 답변은 그대로 있으니 연결되면 다시 시도해 주세요.'
        : '답변을 저장하지 못했어요. 쓴 답변은 그대로 있으니 다시 시도해 주세요.'}
    </p>
  );
}
