import { useQuery } from '@tanstack/react-query';
import { jarFill, reachedJarMilestone } from '@dama/contract';
import { jarQuery } from '../api/get-jar';
import { jarLabel, jarNextLine } from '../model/jar-lines';
import { jarCountLine, jarStreakLine } from '../model/jar-words';
import { JarCelebrationSlot } from './jar-celebration-slot';
import { JarDrawing } from './jar-drawing';
import { JarShareButton } from './jar-share-button';

/**
 * The question screen's jar of words (decision 0065): the jar drawn full to its next milestone,
 * the count, the streak and the goal; a reached milestone can be shared as a card, and one not yet
 * celebrated with me opens 담이's celebration. Left out when the jar cannot be read.
 */
export function JarPanel() {
  const { data: jar } = useQuery(jarQuery());
  if (!jar) return null;
  const reached = reachedJarMilestone(jar.count);

  return (
    <section
      aria-labelledby="jar-title"
      className="mt-6 flex items-center gap-5 rounded-card bg-surface p-5 shadow-[0_1px_0_var(--dama-line)]"
    >
      <JarDrawing fill={jarFill(jar.count)} size={84} label={jarLabel(jar)} />
      <div className="flex min-w-0 flex-1 flex-col gap-1 break-keep">
        <h2 id="jar-title" className="text-[14px] font-bold text-primary">
          우리의 말 항아리
        </h2>
        <p className="text-[17px] leading-snug font-bold text-fg">{jarCountLine(jar.count)}</p>
        <p className="text-[14px] text-muted">{jarStreakLine(jar)}</p>
        <p className="text-[14px] text-muted">{jarNextLine(jar)}</p>
        {reached !== null ? (
          <div className="mt-2">
            <JarShareButton milestone={reached} bestStreak={jar.bestStreak} />
          </div>
        ) : null}
      </div>
      <JarCelebrationSlot jar={jar} />
    </section>
  );
}
