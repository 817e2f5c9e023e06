import { riskKinds } from './detect';
import { RISK_ORDER, type RiskKind } from './types';

/**
 * The model engine's own finished reply, read for signs that the model recognised a crisis the
 * classifier missed: it names a help line (109, 1577-0199, 1366, 112, 119, 02-735-8994) or asks
 * whether the member is safe. The room then enters safety mode for the turns after.
 */

/** A help-line number standing alone (not 1090원, 112일째, 01012345678). */
const line = (digits: string) =>
  new RegExp(
    `(?<![0-9-])${digits}(?![0-9-]|\\s*(일|번째|원|명|개|분|시|년|주|호|층|번\\s*버스|km|cm|kg))`,
  );

const SUICIDE_LINE = [
  line('109'),
  line('1577-0199'),
  line('1393'),
  line('1588-9191'),
  /자살\s*예방|생명의\s*전화/,
];
const DIGITAL_LINE = [line('02-735-8994'), /디지털\s*성범죄/];
const ABUSE_LINE = [line('1366'), line('112'), /여성\s*긴급\s*전화|긴급\s*신고|경찰에\s*신고/];
const AMBULANCE_LINE = [line('119')];

/** A question about the member's safety right now. */
const SAFETY_QUESTION =
  /(지금|당장|혹시|오늘\s*밤)?[^.!?\n]{0,20}(안전(한\s*(곳|데|상태|거)|해|하니|한지|하게\s*있)|위험한\s*(상황|곳)|다친\s*(데|곳)|곁에\s*(누가|있어\s*줄))[^.!\n]{0,20}\?/;

/** Attachment talk, not safety (안전 기지, 안정감). */
const NOT_SAFETY = /안전\s*기지|안전감|안전하게\s*느끼|정서적\s*안전|안전한\s*관계/;

/** Someone else in danger, in the reply's words. */
const OTHER_AT_RISK =
  /(그\s*사람|상대|남자\s*친구|여자\s*친구|남친|여친|애인|친구)(이|가|의|을|를|\s*곁)[^.!?]{0,30}(위험|곁에|혼자\s*두지|연락이\s*닿)/;

const any = (patterns: readonly RegExp[], text: string) =>
  patterns.some((pattern) => pattern.test(text));

/** The kind the reply's own words point to (its subject, with the numbers taken out). */
function contentKind(reply: string): RiskKind | null {
  const words = reply.replace(/[0-9][0-9-]*/g, ' ');
  const kinds = riskKinds(words);
  if (/(성폭력|성폭행|동의\s*없는|원하지\s*않은\s*(관계|스킨십))/.test(words)) kinds.add('SEXUAL');
  if (/(불법\s*촬영|촬영물|유포|사진이나\s*영상|영상이나\s*사진)/.test(words)) kinds.add('IMAGE');
  if (/(스토킹|따라다니|위치\s*추적)/.test(words)) kinds.add('STALKING');
  if (/(협박|위협)/.test(words)) kinds.add('THREAT');
  if (/(폭력|때리|때렸|맞았|다치게|밀치|목을\s*조)/.test(words)) kinds.add('VIOLENCE');
  if (/(통제|가두|못\s*나가게|고립)/.test(words)) kinds.add('CONTROL');
  return RISK_ORDER.find((kind) => kinds.has(kind)) ?? null;
}

/**
 * Whether a reply the model wrote in an ordinary room shows it recognised a crisis, and which kind:
 * a help line or a question about the member's safety. Null for ordinary replies.
 */
export function reviewReply(reply: string): RiskKind | null {
  const text = reply.normalize('NFC');
  const digital = any(DIGITAL_LINE, text);
  const suicide = any(SUICIDE_LINE, text);
  const abuse = any(ABUSE_LINE, text);
  const ambulance = any(AMBULANCE_LINE, text);
  const asks = SAFETY_QUESTION.test(text) && !NOT_SAFETY.test(text);
  if (!digital && !suicide && !abuse && !ambulance && !asks) return null;
  const content = contentKind(text);
  if (digital) return 'IMAGE';
  if (suicide) return OTHER_AT_RISK.test(text) ? 'PARTNER_AT_RISK' : 'SELF_HARM';
  if (content) return content;
  if (abuse) return 'VIOLENCE';
  if (ambulance) return OTHER_AT_RISK.test(text) ? 'PARTNER_AT_RISK' : 'SELF_HARM';
  return OTHER_AT_RISK.test(text) ? 'PARTNER_AT_RISK' : 'SELF_HARM';
}
