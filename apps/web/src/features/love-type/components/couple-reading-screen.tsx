import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import {
  COUPLE_READING_HINT,
  coupleReadingOf,
  coupleTryFor,
  LOVE_TYPE_NAMES,
  type LoveTypeCategory,
} from '@dama/contract';
import { memberQuery } from '@/features/auth';
import { partnerQuery } from '@/features/couple';
import { Mascot } from '@/shared/ui/mascot';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { formatRate } from '../model/format-rate';
import { drawCoupleCard } from '../model/share-cards';
import { RateChart } from './rate-chart';
import { ShareCardButton } from './share-card-button';

export const COUPLE_READING_PATH = '/attachment-test/result/couple';

interface Person {
  /** 나, or the partner's nickname. */
  name: string;
  category: LoveTypeCategory;
  anxietyRate: number;
  avoidanceRate: number;
}

const card = 'flex flex-col gap-3 rounded-card bg-surface p-5 shadow-[0_1px_0_var(--dama-line)]';

function Rates({ people }: { people: readonly [Person, Person] }) {
  return (
    <table className="w-full text-left text-[15px]">
      <caption className="sr-only">두 사람의 불안과 회피 점수, 그리고 유형</caption>
      <thead className="text-[13px] text-muted">
        <tr>
          <th scope="col" className="pb-2 font-semibold">
            <span className="sr-only">누구</span>
          </th>
          <th scope="col" className="pb-2 font-semibold">
            불안
          </th>
          <th scope="col" className="pb-2 font-semibold">
            회피
          </th>
          <th scope="col" className="pb-2 font-semibold">
            유형
          </th>
        </tr>
      </thead>
      <tbody>
        {people.map((person, index) => (
          <tr key={person.name} className="border-t border-line">
            <th
              scope="row"
              className={`py-2.5 font-bold ${index === 0 ? 'text-primary' : 'text-fg'}`}
            >
              {person.name}
            </th>
            <td className="py-2.5 text-fg">{formatRate(person.anxietyRate)}</td>
            <td className="py-2.5 text-fg">{formatRate(person.avoidanceRate)}</td>
            <td className="py-2.5 text-muted">{LOVE_TYPE_NAMES[person.category]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `/attachment-test/result/couple`: both partners' results read together (issue 26). The two
 * people on one chart of anxiety and avoidance with their rates first (DESIGN 9: the dimensions
 * before the label), then the combination's reading from the contract (`coupleReadingOf`): what
 * it tends to do when things get hard, what it has going for it, one thing each can try, and the
 * line that it is a hint, not a verdict. No partner, or a partner without a result: the partner
 * status page says what is missing; the member without a result is asked to take the test.
 */
export function CoupleReadingScreen() {
  const { data: member } = useSuspenseQuery(memberQuery());
  const { data: partner } = useSuspenseQuery(partnerQuery());
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/' });
  const header = <PageHeader title="우리 둘의 애착 유형" onBack={back} />;

  if (!partner) return <Navigate to="/partner-status" search={{ type: 'not-connected' }} replace />;
  if (
    partner.loveTypeCategory === null ||
    partner.anxietyRate === null ||
    partner.avoidanceRate === null
  ) {
    return <Navigate to="/partner-status" search={{ type: 'not-tested' }} replace />;
  }
  const partnerName = partner.nickname ?? '연인';
  if (
    member.loveTypeCategory === null ||
    member.anxietyRate === null ||
    member.avoidanceRate === null
  ) {
    return (
      <Screen className="px-5" header={header}>
        <section
          aria-labelledby="couple-reading-needs-test"
          className="flex flex-1 flex-col items-center justify-center gap-4 py-12 text-center"
        >
          <Mascot size={120} mood="calm" />
          <h2 id="couple-reading-needs-test" className="text-xl font-bold text-fg">
            나의 테스트 결과가 먼저 필요해요
          </h2>
          <p className="text-[15px] leading-relaxed text-muted">
            {partnerName}님은 테스트를 마쳤어요. 나도 마치면 두 사람의 유형을 함께 볼 수 있어요.
          </p>
          <Link
            to="/attachment-test"
            search={{ from: COUPLE_READING_PATH }}
            className="flex min-h-12 items-center justify-center rounded-2xl bg-primary px-6 text-[16px] font-semibold text-on-primary"
          >
            테스트 하러 가기
          </Link>
        </section>
      </Screen>
    );
  }

  const me: Person = {
    name: '나',
    category: member.loveTypeCategory,
    anxietyRate: member.anxietyRate,
    avoidanceRate: member.avoidanceRate,
  };
  const them: Person = {
    name: partnerName,
    category: partner.loveTypeCategory,
    anxietyRate: partner.anxietyRate,
    avoidanceRate: partner.avoidanceRate,
  };
  const reading = coupleReadingOf(me.category, them.category);
  const sameType = me.category === them.category;
  const shareable = (
    <PageHeader
      title="우리 둘의 애착 유형"
      onBack={back}
      right={
        <ShareCardButton
          label="우리 둘의 풀이 이미지로 공유하기"
          analyticsName="share_couple_card"
          fileName="dama-couple-reading.png"
          shareText="담아에서 함께 읽어 본 우리 둘의 애착 유형이에요."
          draw={() => drawCoupleCard(reading)}
        />
      }
    />
  );

  return (
    <Screen className="px-5" header={shareable}>
      <div className="flex flex-col gap-5 pt-4 pb-8">
        <section aria-labelledby="couple-rates-title" className={card}>
          <h2 id="couple-rates-title" className="text-[17px] font-bold text-fg">
            두 사람의 마음 점수
          </h2>
          <Rates people={[me, them]} />
          <div className="flex justify-center pt-1">
            <RateChart
              points={[
                { ...me, owner: '내', label: '나', tone: 'primary' },
                { ...them, owner: `${partnerName}님의`, label: partnerName, tone: 'secondary' },
              ]}
            />
          </div>
        </section>

        <section aria-labelledby="couple-reading-title" className="flex flex-col gap-2 px-1">
          <p className="text-[14px] font-semibold text-primary-soft-fg">
            {LOVE_TYPE_NAMES[me.category]} × {LOVE_TYPE_NAMES[them.category]}
          </p>
          <h2 id="couple-reading-title" className="text-[24px] font-bold tracking-tight text-fg">
            {reading.title}
          </h2>
        </section>

        <section aria-labelledby="couple-stress-title" className={card}>
          <h3 id="couple-stress-title" className="text-[17px] font-bold text-fg">
            마음이 힘들 때 이렇게 되기 쉬워요
          </h3>
          <p className="text-[15px] leading-relaxed text-fg">{reading.whenStressed}</p>
        </section>

        <section aria-labelledby="couple-strength-title" className={card}>
          <h3 id="couple-strength-title" className="text-[17px] font-bold text-fg">
            두 사람이 가진 힘
          </h3>
          <p className="text-[15px] leading-relaxed text-fg">{reading.strength}</p>
        </section>

        <section aria-labelledby="couple-try-title" className={card}>
          <h3 id="couple-try-title" className="text-[17px] font-bold text-fg">
            해 볼 수 있는 한 가지
          </h3>
          {sameType ? (
            <TryLine who="두 사람 모두" text={coupleTryFor(reading, me.category)} />
          ) : (
            <>
              <TryLine who="나" text={coupleTryFor(reading, me.category)} />
              <TryLine who={`${partnerName}님`} text={coupleTryFor(reading, them.category)} />
            </>
          )}
        </section>

        <p className="px-1 text-[13px] leading-relaxed text-muted">{COUPLE_READING_HINT}</p>
      </div>
    </Screen>
  );
}

function TryLine({ who, text }: { who: string; text: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-surface-2 p-4">
      <p className="text-[13px] font-bold text-primary-soft-fg">{who}</p>
      <p className="text-[15px] leading-relaxed text-fg">{text}</p>
    </div>
  );
}
