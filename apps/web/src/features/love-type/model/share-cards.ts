import {
  LOVE_TYPE_CONTENT,
  LOVE_TYPE_RATE_MAX,
  LOVE_TYPE_RATE_MIN,
  LOVE_TYPE_THRESHOLDS,
  type CoupleReading,
  type LoveTypeScore,
} from '@dama/contract';
import {
  CARD_COLORS,
  CARD_SIZE,
  cardFont,
  cardToPng,
  createCard,
  drawLines,
  roundedRect,
  wrapLines,
  type Card,
} from '@/shared/lib/card-canvas';
import { formatRate } from './format-rate';

/**
 * The attachment result and the couple reading as image cards to share (issue 26, decision
 * 0064). A card carries only what its sharer may share: the member's own type and rates; the
 * couple card carries the reading of the pair (its title, strength and hint), never the
 * partner's nickname, rates or type name.
 */
const MARGIN = 96;
const WIDTH = CARD_SIZE.width - MARGIN * 2;

function header({ ctx }: Card, kicker: string): number {
  ctx.fillStyle = CARD_COLORS.primary;
  ctx.font = cardFont(800, 44);
  ctx.fillText('담아', MARGIN, 150);
  ctx.fillStyle = CARD_COLORS.primarySoftFg;
  ctx.font = cardFont(700, 38);
  ctx.fillText(kicker, MARGIN, 250);
  return 250;
}

function footer({ ctx }: Card, hint: string): void {
  ctx.fillStyle = CARD_COLORS.muted;
  ctx.font = cardFont(400, 28);
  const lines = wrapLines(ctx, hint, WIDTH, 2);
  drawLines(ctx, lines, MARGIN, CARD_SIZE.height - 150, 40);
  ctx.fillStyle = CARD_COLORS.primary;
  ctx.font = cardFont(700, 30);
  ctx.fillText('말을 모아, 마음을 잇다 · 담아', MARGIN, CARD_SIZE.height - 56);
}

/** The two-axis picture of the result pages: x = avoidance, y = anxiety, one dot. */
function chart({ ctx }: Card, score: LoveTypeScore, x: number, y: number, size: number): void {
  const span = LOVE_TYPE_RATE_MAX - LOVE_TYPE_RATE_MIN;
  const at = (rate: number) => (Math.min(5, Math.max(1, rate)) - LOVE_TYPE_RATE_MIN) / span;
  const tx = x + at(LOVE_TYPE_THRESHOLDS.avoidance) * size;
  const ty = y + size - at(LOVE_TYPE_THRESHOLDS.anxiety) * size;
  ctx.fillStyle = CARD_COLORS.surface2;
  ctx.fillRect(x, y, size, size);
  ctx.strokeStyle = CARD_COLORS.muted;
  ctx.lineWidth = 2;
  ctx.strokeRect(x, y, size, size);
  ctx.setLineDash([10, 10]);
  ctx.beginPath();
  ctx.moveTo(tx, y);
  ctx.lineTo(tx, y + size);
  ctx.moveTo(x, ty);
  ctx.lineTo(x + size, ty);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = CARD_COLORS.muted;
  ctx.font = cardFont(600, 24);
  ctx.fillText('↑ 불안', x, y - 16);
  ctx.textAlign = 'right';
  ctx.fillText('회피 →', x + size, y + size + 40);
  ctx.textAlign = 'left';
  ctx.beginPath();
  const dotX = x + at(score.avoidanceRate) * size;
  ctx.arc(dotX, y + size - at(score.anxietyRate) * size, 18, 0, Math.PI * 2);
  ctx.fillStyle = CARD_COLORS.primary;
  ctx.fill();
  ctx.lineWidth = 6;
  ctx.strokeStyle = CARD_COLORS.surface;
  ctx.stroke();
}

/** The member's own result: the type, its one line, both rates and the dot. */
export async function drawResultCard(score: LoveTypeScore): Promise<Blob> {
  const card = await createCard();
  const { ctx } = card;
  const content = LOVE_TYPE_CONTENT[score.loveTypeCategory];
  let y = header(card, '나의 애착 유형');

  ctx.fillStyle = CARD_COLORS.fg;
  ctx.font = cardFont(800, 120);
  ctx.fillText(content.name, MARGIN, y + 150);
  y += 230;
  ctx.font = cardFont(400, 38);
  ctx.fillStyle = CARD_COLORS.fg;
  y = drawLines(ctx, wrapLines(ctx, content.summary, WIDTH, 3), MARGIN, y, 56);

  const boxY = y + 24;
  roundedRect(ctx, MARGIN, boxY, WIDTH, 420, 36);
  ctx.fillStyle = CARD_COLORS.surface;
  ctx.fill();
  ctx.fillStyle = CARD_COLORS.fg;
  ctx.font = cardFont(700, 40);
  ctx.fillText(`불안 ${formatRate(score.anxietyRate)}`, MARGIN + 48, boxY + 110);
  ctx.fillText(`회피 ${formatRate(score.avoidanceRate)}`, MARGIN + 48, boxY + 180);
  ctx.fillStyle = CARD_COLORS.muted;
  ctx.font = cardFont(400, 26);
  drawLines(
    ctx,
    wrapLines(ctx, '유형 이름보다 두 점수가 더 많은 걸 알려 줘요.', 380, 3),
    MARGIN + 48,
    boxY + 250,
    38,
  );
  chart(card, score, MARGIN + WIDTH - 340, boxY + 50, 300);

  footer(card, '이 결과는 진단이 아니라 서로를 이해하기 위한 작은 힌트예요.');
  return cardToPng(card);
}

/** 담이's round speech bubble with a small smile, as the mascot is drawn (two of them, side by side). */
function bubble(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, fill: string) {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.55, cy + r * 0.7);
  ctx.lineTo(cx - r * 0.75, cy + r * 1.2);
  ctx.lineTo(cx - r * 0.1, cy + r * 0.95);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = CARD_COLORS.fg;
  ctx.lineWidth = r * 0.07;
  ctx.lineCap = 'round';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(cx + side * r * 0.32, cy - r * 0.05, r * 0.12, Math.PI * 1.15, Math.PI * 1.85);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(cx, cy + r * 0.12, r * 0.22, Math.PI * 0.15, Math.PI * 0.85);
  ctx.stroke();
}

/** The couple reading: the pair's title, its strength and the hint; nothing about the partner. */
export async function drawCoupleCard(reading: CoupleReading): Promise<Blob> {
  const card = await createCard();
  const { ctx } = card;
  let y = header(card, '우리 둘의 애착 유형');

  ctx.fillStyle = CARD_COLORS.fg;
  ctx.font = cardFont(800, 76);
  y = drawLines(ctx, wrapLines(ctx, reading.title, WIDTH, 3), MARGIN, y + 130, 96);

  const boxY = y + 40;
  ctx.font = cardFont(400, 38);
  const strength = wrapLines(ctx, reading.strength, WIDTH - 96, 6);
  const boxHeight = 130 + strength.length * 58;
  roundedRect(ctx, MARGIN, boxY, WIDTH, boxHeight, 36);
  ctx.fillStyle = CARD_COLORS.primarySoft;
  ctx.fill();
  ctx.fillStyle = CARD_COLORS.primarySoftFg;
  ctx.font = cardFont(700, 32);
  ctx.fillText('두 사람이 가진 힘', MARGIN + 48, boxY + 80);
  ctx.fillStyle = CARD_COLORS.fg;
  ctx.font = cardFont(400, 38);
  drawLines(ctx, strength, MARGIN + 48, boxY + 150, 58);

  // Two of 담이's bubbles in the space left above the footer.
  const space = CARD_SIZE.height - 230 - (boxY + boxHeight);
  if (space > 260) {
    const r = Math.min(120, space / 3.2);
    const cy = boxY + boxHeight + space / 2 - r * 0.1;
    bubble(ctx, CARD_SIZE.width / 2 - r * 0.8, cy, r, CARD_COLORS.peach);
    bubble(ctx, CARD_SIZE.width / 2 + r * 0.8, cy, r, CARD_COLORS.coral);
  }

  footer(card, '두 사람의 유형은 관계를 판정하는 결과가 아니라 서로를 이해하기 위한 힌트예요.');
  return cardToPng(card);
}
