import {
  LOVE_TYPE_NAMES,
  LOVE_TYPE_RATE_MAX,
  LOVE_TYPE_RATE_MIN,
  LOVE_TYPE_THRESHOLDS,
  type LoveTypeCategory,
} from '@dama/contract';
import { formatRate } from '../model/format-rate';

const SIZE = 240;
const PAD = { left: 34, right: 12, top: 24, bottom: 34 };
const PLOT_W = SIZE - PAD.left - PAD.right;
const PLOT_H = SIZE - PAD.top - PAD.bottom;
const SPAN = LOVE_TYPE_RATE_MAX - LOVE_TYPE_RATE_MIN;

/** Avoidance (1–5) → x, left to right. */
function xOf(rate: number): number {
  return PAD.left + ((clamp(rate) - LOVE_TYPE_RATE_MIN) / SPAN) * PLOT_W;
}

/** Anxiety (1–5) → y, bottom to top. */
function yOf(rate: number): number {
  return PAD.top + PLOT_H - ((clamp(rate) - LOVE_TYPE_RATE_MIN) / SPAN) * PLOT_H;
}

function clamp(rate: number): number {
  return Math.min(LOVE_TYPE_RATE_MAX, Math.max(LOVE_TYPE_RATE_MIN, rate));
}

/** One person's place on the chart. */
export interface RatePoint {
  anxietyRate: number;
  avoidanceRate: number;
  category: LoveTypeCategory;
  /** Whose dot it is, for the accessible description (e.g. "내", "민준님의"). */
  owner: string;
  /** A name drawn beside the dot when the chart shows two people (e.g. "나", "서연"). */
  label?: string;
  /** Coral (the one result, or the member's own dot), or the text colour (the partner's). */
  tone: 'primary' | 'secondary';
}

export interface RateChartProps {
  points: readonly RatePoint[];
}

function describePoint({ owner, avoidanceRate, anxietyRate, category }: RatePoint): string {
  return `${owner} 점은 회피 ${formatRate(avoidanceRate)}점, 불안 ${formatRate(anxietyRate)}점으로 ${LOVE_TYPE_NAMES[category]} 영역에 있어요.`;
}

/**
 * The two dimensions as a simple picture (DESIGN 9: the dimensions matter more than the label):
 * x = avoidance, y = anxiety, both 1–5, the threshold lines at 2.33 and 2.61 cut the plane into
 * the four types, and a dot marks where each person stands (one on a result page, both partners
 * on the couple reading).
 */
export function RateChart({ points }: RateChartProps) {
  const tx = xOf(LOVE_TYPE_THRESHOLDS.avoidance);
  const ty = yOf(LOVE_TYPE_THRESHOLDS.anxiety);
  const left = PAD.left;
  const right = PAD.left + PLOT_W;
  const top = PAD.top;
  const bottom = PAD.top + PLOT_H;
  const description = ['가로는 회피, 세로는 불안 점수예요.', ...points.map(describePoint)].join(
    ' ',
  );

  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="h-auto w-full max-w-[280px] text-muted"
      role="img"
      aria-label={description}
      data-testid="rate-chart"
    >
      {/* The four regions, the member's own tinted. */}
      <g>
        <rect x={left} y={ty} width={tx - left} height={bottom - ty} className="fill-surface-2" />
        <rect
          x={left}
          y={top}
          width={tx - left}
          height={ty - top}
          className="fill-surface-2"
          opacity="0.6"
        />
        <rect
          x={tx}
          y={ty}
          width={right - tx}
          height={bottom - ty}
          className="fill-surface-2"
          opacity="0.6"
        />
        <rect
          x={tx}
          y={top}
          width={right - tx}
          height={ty - top}
          className="fill-surface-2"
          opacity="0.35"
        />
      </g>
      <rect
        x={left}
        y={top}
        width={PLOT_W}
        height={PLOT_H}
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.5"
      />
      <line x1={tx} y1={top} x2={tx} y2={bottom} stroke="currentColor" strokeDasharray="4 4" />
      <line x1={left} y1={ty} x2={right} y2={ty} stroke="currentColor" strokeDasharray="4 4" />

      <g fontSize="11" fontWeight="600" className="fill-fg" textAnchor="middle">
        <text x={(left + tx) / 2} y={(ty + bottom) / 2 + 4}>
          {LOVE_TYPE_NAMES.STABLE_TYPE}
        </text>
        <text x={(left + tx) / 2} y={(top + ty) / 2 + 4}>
          {LOVE_TYPE_NAMES.ANXIETY_TYPE}
        </text>
        <text x={(tx + right) / 2} y={(ty + bottom) / 2 + 4}>
          {LOVE_TYPE_NAMES.AVOIDANCE_TYPE}
        </text>
        <text x={(tx + right) / 2} y={(top + ty) / 2 + 4}>
          {LOVE_TYPE_NAMES.CONFUSION_TYPE}
        </text>
      </g>

      <g fontSize="10" className="fill-current">
        <text x={left} y={bottom + 14} textAnchor="middle">
          1
        </text>
        <text x={right} y={bottom + 14} textAnchor="middle">
          5
        </text>
        <text x={tx} y={bottom + 14} textAnchor="middle">
          {LOVE_TYPE_THRESHOLDS.avoidance}
        </text>
        <text x={left - 6} y={bottom + 3} textAnchor="end">
          1
        </text>
        <text x={left - 6} y={top + 4} textAnchor="end">
          5
        </text>
        <text x={left - 6} y={ty + 3} textAnchor="end">
          {LOVE_TYPE_THRESHOLDS.anxiety}
        </text>
        <text x={right} y={SIZE - 4} textAnchor="end" fontWeight="600">
          회피 →
        </text>
        <text x={left} y={top - 8} textAnchor="middle" fontWeight="600">
          ↑ 불안
        </text>
      </g>

      {points.map((point) => {
        const cx = xOf(point.avoidanceRate);
        const cy = yOf(point.anxietyRate);
        // A name goes on the side with room for it.
        const onLeft = cx > PAD.left + PLOT_W * 0.7;
        return (
          <g key={point.owner}>
            <circle
              cx={cx}
              cy={cy}
              r="8"
              className={point.tone === 'primary' ? 'fill-primary' : 'fill-fg'}
              stroke="white"
              strokeWidth="3"
              data-testid={point.tone === 'primary' ? 'rate-dot' : 'rate-dot-partner'}
            />
            {point.label ? (
              <text
                x={onLeft ? cx - 12 : cx + 12}
                y={cy + 4}
                textAnchor={onLeft ? 'end' : 'start'}
                fontSize="11"
                fontWeight="700"
                className={point.tone === 'primary' ? 'fill-primary' : 'fill-fg'}
                stroke="var(--dama-surface)"
                strokeWidth="3"
                paintOrder="stroke"
              >
                {point.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
