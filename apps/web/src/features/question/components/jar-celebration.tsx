import { useState } from 'react';
import { trackButton } from '@/shared/analytics';
import { BottomSheet } from '@/shared/ui/bottom-sheet';
import { Mascot } from '@/shared/ui/mascot';
import { useCelebrateJar } from '../api/celebrate-jar';
import { jarCelebrationLine, jarCelebrationTitle } from '../model/jar-lines';
import { JarShareButton } from './jar-share-button';

/**
 * 담이 celebrates a milestone of the jar (decision 0065), once: closing the sheet, however it is
 * closed, tells the server this member has seen it, and the jar then names no milestone to
 * celebrate on any screen or phone of theirs. Loaded only when there is one to show.
 */
export default function JarCelebration({
  milestone,
  bestStreak,
}: {
  milestone: number;
  bestStreak: number;
}) {
  const [open, setOpen] = useState(true);
  const celebrate = useCelebrateJar();
  const close = () => {
    if (!open) return;
    setOpen(false);
    trackButton('close_jar_celebration', { milestone: String(milestone) });
    celebrate.mutate(milestone);
  };

  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={jarCelebrationTitle(milestone)}
    >
      <div className="flex flex-col items-center gap-4 pb-2 text-center">
        <Mascot size={112} mood="celebrate" />
        <p className="text-[16px] leading-relaxed break-keep text-fg">
          <span className="sr-only">담이: </span>
          {jarCelebrationLine(milestone)}
        </p>
        <div className="flex w-full flex-col gap-2">
          <JarShareButton milestone={milestone} bestStreak={bestStreak} />
          <button
            type="button"
            onClick={close}
            className="min-h-12 rounded-xl bg-primary text-[16px] font-semibold text-on-primary hover:bg-primary-pressed"
          >
            고마워, 담이야
          </button>
        </div>
      </div>
    </BottomSheet>
  );
}
