import type { ReactNode } from 'react';
import {
  LOVE_TYPE_CONTENT,
  LOVE_TYPE_RATE_MAX,
  LOVE_TYPE_THRESHOLDS,
  type LoveTypeScore,
} from '@dama/contract';
import { formatRate } from '../model/format-rate';
import { LoveTypeIllustration } from './love-type-illustration';
import { RateChart } from './rate-chart';

export interface ResultViewProps {
  score: LoveTypeScore;
  /** `mine` on the member's own page; `partner` with the partner's nickname on theirs. */
  owner: { kind: 'mine' } | { kind: 'partner'; nickname: string };
  /** Shown after the description, before the closing line (the couple reading's link). */
  children?: ReactNode;
}

function RateRow({
  label,
  rate,
  threshold,
  hint,
}: {
  label: string;
  rate: number;
  threshold: number;
  hint: string;
}) {
  const percent = ((rate - 1) / (LOVE_TYPE_RATE_MAX - 1)) * 100;
  const thresholdPercent = ((threshold - 1) / (LOVE_TYPE_RATE_MAX - 1)) * 100;
  return (
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-y-1.5">
      <dt className="text-[15px] font-semibold text-fg">{label}</dt>
      <dd className="text-[15px] text-fg">
        <strong className="text-lg font-bold">{formatRate(rate)}</strong>
        <span className="text-muted"> / 5.00</span>
      </dd>
      <dd className="col-span-2 flex flex-col gap-1.5">
        <span aria-hidden="true" className="relative block h-2.5 rounded-full bg-surface-2">
          <span className="block h-full rounded-full bg-coral" style={{ width: `${percent}%` }} />
          <span
            className="absolute -top-1 block h-4.5 w-0.5 bg-muted"
            style={{ left: `${thresholdPercent}%` }}
          />
        </span>
        <span className="text-[13px] text-muted">{hint}</span>
      </dd>
    </div>
  );
}

function Section({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="flex flex-col gap-3 rounded-card bg-surface p-5 shadow-[0_1px_0_var(--dama-line)]">
      <h3 className="text-[17px] font-bold text-fg">{title}</h3>
      <ul className="flex flex-col gap-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-[15px] leading-relaxed text-fg">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-coral" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A result: the category with its 담이, both rates, the two-axis picture and our description. */
export function ResultView({ score, owner, children }: ResultViewProps) {
  const content = LOVE_TYPE_CONTENT[score.loveTypeCategory];
  const whose = owner.kind === 'mine' ? '나의' : `${owner.nickname}님의`;
  const chartOwner = owner.kind === 'mine' ? '내' : `${owner.nickname}님의`;

  return (
    <div className="flex flex-col gap-5 pb-8">
      <section
        aria-labelledby="love-type-name"
        className="flex flex-col items-center gap-3 pt-4 text-center"
      >
        <LoveTypeIllustration
          kind={content.illustration}
          size={144}
          label={`${content.name} 담이`}
        />
        <p className="text-[15px] font-semibold text-primary-soft-fg">{whose} 애착 유형</p>
        <h2 id="love-type-name" className="text-[28px] font-bold tracking-tight text-fg">
          {content.name}
        </h2>
        <p className="max-w-[28rem] text-[15px] leading-relaxed text-muted">{content.summary}</p>
      </section>

      <section
        aria-labelledby="love-type-rates"
        className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-[0_1px_0_var(--dama-line)]"
      >
        <h3 id="love-type-rates" className="text-[17px] font-bold text-fg">
          두 가지 마음의 점수
        </h3>
        <dl className="flex flex-col gap-4">
          <RateRow
            label="불안"
            rate={score.anxietyRate}
            threshold={LOVE_TYPE_THRESHOLDS.anxiety}
            hint="관계가 흔들릴까 걱정하는 마음이에요."
          />
          <RateRow
            label="회피"
            rate={score.avoidanceRate}
            threshold={LOVE_TYPE_THRESHOLDS.avoidance}
            hint="가까워질 때 거리를 두고 싶은 마음이에요."
          />
        </dl>
        <div className="flex justify-center pt-1">
          <RateChart
            points={[
              {
                anxietyRate: score.anxietyRate,
                avoidanceRate: score.avoidanceRate,
                category: score.loveTypeCategory,
                owner: chartOwner,
                tone: 'primary',
              },
            ]}
          />
        </div>
        <p className="text-[13px] leading-relaxed text-muted">
          유형 이름보다 두 점수가 더 많은 걸 알려 줘요. 점선은 유형을 나누는 기준(불안{' '}
          {LOVE_TYPE_THRESHOLDS.anxiety}, 회피 {LOVE_TYPE_THRESHOLDS.avoidance})이에요.
        </p>
      </section>

      <Section title="이런 모습이 있어요" items={content.traits} />
      <Section title="이럴 때 마음이 편안해져요" items={content.needs} />
      <Section
        title={
          owner.kind === 'mine'
            ? '연인에게 이렇게 부탁해 보세요'
            : `${owner.nickname}님에게 이렇게 다가가 보세요`
        }
        items={content.partnerTips}
      />
      {children}

      <p className="px-1 text-[13px] leading-relaxed text-muted">
        이 결과는 진단이 아니라 서로를 이해하기 위한 작은 힌트예요. 마음은 관계 속에서 얼마든지
        달라질 수 있어요.
      </p>
    </div>
  );
}
