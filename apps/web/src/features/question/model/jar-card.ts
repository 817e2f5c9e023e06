import {
  CARD_COLORS,
  CARD_SIZE,
  cardFont,
  cardToPng,
  createCard,
  drawLines,
  wrapLines,
} from '@/shared/lib/card-canvas';

const MARGIN = 96;
const WIDTH = CARD_SIZE.width - MARGIN * 2;

/** The jar on the card: glass, lid and a fill level (0–1), centred at `cx` from `top`. */
function drawJar(ctx: CanvasRenderingContext2D, cx: number, top: number, fill: number): void {
  const w = 420;
  const h = 480;
  const x = cx - w / 2;
  const body = new Path2D();
  body.roundRect(x, top + 60, w, h, [120, 120, 90, 90]);
  ctx.fillStyle = CARD_COLORS.surface2;
  ctx.fill(body);
  ctx.save();
  ctx.clip(body);
  ctx.fillStyle = CARD_COLORS.peach;
  const level = top + 60 + h * (1 - Math.min(1, Math.max(0, fill)));
  ctx.fillRect(x, level, w, h);
  ctx.restore();
  ctx.lineWidth = 12;
  ctx.strokeStyle = CARD_COLORS.primarySoftFg;
  ctx.stroke(body);
  ctx.fillStyle = CARD_COLORS.primary;
  ctx.beginPath();
  ctx.roundRect(cx - 150, top, 300, 70, 24);
  ctx.fill();
}

/**
 * A milestone of the jar as an image card to share (issue 26, decisions 0064 and 0065): the
 * couple's count and best streak only — no nickname, no answer, nothing of the partner's.
 */
export async function drawJarCard({
  milestone,
  bestStreak,
}: {
  milestone: number;
  bestStreak: number;
}): Promise<Blob> {
  const card = await createCard();
  const { ctx } = card;
  ctx.fillStyle = CARD_COLORS.primary;
  ctx.font = cardFont(800, 44);
  ctx.fillText('담아', MARGIN, 150);
  ctx.fillStyle = CARD_COLORS.primarySoftFg;
  ctx.font = cardFont(700, 38);
  ctx.fillText('우리의 말 항아리', MARGIN, 230);

  drawJar(ctx, CARD_SIZE.width / 2, 300, 1);
  ctx.textAlign = 'center';
  ctx.fillStyle = CARD_COLORS.fg;
  ctx.font = cardFont(800, 150);
  ctx.fillText(String(milestone), CARD_SIZE.width / 2, 700);
  ctx.textAlign = 'left';

  ctx.fillStyle = CARD_COLORS.fg;
  ctx.font = cardFont(700, 52);
  const y = drawLines(
    ctx,
    wrapLines(ctx, `함께 답한 질문 ${milestone}개를 담았어요`, WIDTH, 2),
    MARGIN,
    960,
    70,
  );
  if (bestStreak >= 2) {
    ctx.fillStyle = CARD_COLORS.muted;
    ctx.font = cardFont(400, 36);
    drawLines(ctx, [`가장 길게 ${bestStreak}일 연속으로 함께 답했어요`], MARGIN, y + 10, 50);
  }
  ctx.fillStyle = CARD_COLORS.muted;
  ctx.font = cardFont(400, 28);
  ctx.fillText('하루 한 질문, 둘이 함께 마음을 담아요.', MARGIN, CARD_SIZE.height - 150);
  ctx.fillStyle = CARD_COLORS.primary;
  ctx.font = cardFont(700, 30);
  ctx.fillText('말을 모아, 마음을 잇다 · 담아', MARGIN, CARD_SIZE.height - 56);
  return cardToPng(card);
}
