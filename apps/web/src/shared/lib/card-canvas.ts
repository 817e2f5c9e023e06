/**
 * Drawing an image card in the browser (issue 26: results and readings shared as pictures): a
 * 1080 × 1350 canvas (4:5, what messengers and feeds show whole) in the app's light palette,
 * whatever the theme, with the app's font, Korean text wrapped between words (`keep-all`) and
 * the canvas turned into a PNG. Domain-free: features compose their cards from these.
 */
export const CARD_SIZE = { width: 1080, height: 1350 } as const;

/** The light palette of styles/app.css (a shared card looks the same from a dark-mode phone). */
export const CARD_COLORS = {
  bg: '#fff8f1',
  surface: '#ffffff',
  surface2: '#fff1e6',
  line: '#f1e2d6',
  fg: '#2d2420',
  muted: '#75655d',
  coral: '#f0745c',
  peach: '#ffb59e',
  primary: '#cc4b3a',
  primarySoft: '#ffe4db',
  primarySoftFg: '#a63d2f',
} as const;

export const CARD_FONT =
  "'Dama Text', 'Pretendard Variable', Pretendard, -apple-system, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif";

export function cardFont(weight: 400 | 600 | 700 | 800, sizePx: number): string {
  return `${weight} ${sizePx}px ${CARD_FONT}`;
}

/** What `wrapLines` needs of a 2D context (a test can pass a stand-in). */
export interface TextMeasurer {
  measureText(text: string): { width: number };
}

/**
 * `text` in lines no wider than `maxWidth`, broken between words like `word-break: keep-all`; a
 * single word wider than the line is broken between its characters. At most `maxLines` lines,
 * the last ending in "…" when text was left out.
 */
export function wrapLines(
  ctx: TextMeasurer,
  text: string,
  maxWidth: number,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const fits = (line: string) => ctx.measureText(line).width <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    if (fits(word)) {
      line = word;
      continue;
    }
    // A word longer than the line: as many characters as fit, then the rest.
    for (const char of word) {
      if (line && !fits(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && !fits(`${last}…`)) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

export interface Card {
  canvas: HTMLCanvasElement;
  ctx: CanvasRenderingContext2D;
}

/** A blank card in the background colour, once the app's font is ready to draw with. */
export async function createCard(): Promise<Card> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_SIZE.width;
  canvas.height = CARD_SIZE.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d is not available');
  try {
    await Promise.all([
      document.fonts.load(cardFont(700, 48), '담아'),
      document.fonts.load(cardFont(400, 36), '담아'),
    ]);
  } catch {
    // A fallback font draws the card all the same.
  }
  ctx.fillStyle = CARD_COLORS.bg;
  ctx.fillRect(0, 0, CARD_SIZE.width, CARD_SIZE.height);
  ctx.textBaseline = 'alphabetic';
  return { canvas, ctx };
}

/** Draws `lines` from `y` (the first baseline), `lineHeight` apart; returns the next baseline. */
export function drawLines(
  ctx: CanvasRenderingContext2D,
  lines: readonly string[],
  x: number,
  y: number,
  lineHeight: number,
): number {
  lines.forEach((line, index) => ctx.fillText(line, x, y + index * lineHeight));
  return y + lines.length * lineHeight;
}

export function roundedRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
): void {
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, radius);
}

/** The card as a PNG. */
export function cardToPng({ canvas }: Card): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the card could not be encoded'))),
      'image/png',
    );
  });
}
