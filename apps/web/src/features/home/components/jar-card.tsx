import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { jarFill } from '@dama/contract';
import {
  JarCelebrationSlot,
  JarDrawing,
  jarCountLine,
  jarQuery,
  jarStreakLine,
} from '@/features/question';
import { trackButton } from '@/shared/analytics';

/**
 * Home's jar of words (`open_jar`, decision 0065): the jar, the count and the streak, leading to
 * the question screen. Kept small for home's first load; 담이's celebration of a milestone not yet
 * celebrated with me loads only when there is one. Only for a member with a partner.
 */
export function JarCard({ linked }: { linked: boolean }) {
  const { data: jar } = useQuery({ ...jarQuery(), enabled: linked });
  if (!linked || !jar) return null;
  return (
    <>
      <Link
        to="/question"
        onClick={() => trackButton('open_jar')}
        className="mt-4 flex items-center gap-4 rounded-card bg-surface p-4 shadow-[0_1px_0_var(--dama-line)]"
      >
        <JarDrawing fill={jarFill(jar.count)} size={44} />
        <span className="flex flex-col gap-0.5 break-keep">
          <span className="text-[14px] font-bold text-primary">우리의 말 항아리</span>
          <span className="text-[16px] font-bold text-fg">{jarCountLine(jar.count)}</span>
          <span className="text-[14px] text-muted">{jarStreakLine(jar)}</span>
        </span>
      </Link>
      <JarCelebrationSlot jar={jar} />
    </>
  );
}
