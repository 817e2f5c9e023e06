import { vocative } from './korean';

/**
 * Safety before any engine (DESIGN 6): the chat calls `detectRisk` on the member's message first
 * and, when it fires, streams `safetyReply` instead of the engine's answer.
 */
export type RiskKind = 'SELF_HARM' | 'VIOLENCE' | 'ABUSE';

/**
 * Patterns on the message with all white space removed, so 죽고 싶어 / 죽고싶어 / 죽고  싶어 match
 * alike. Each is written narrowly enough to leave common idioms alone (배고파 죽겠어, 웃겨 죽겠네,
 * 보고 싶어 죽겠어, 죽이는 맛집, 졸려 죽겠다, 회사 때려치우고 싶어, 멍때리다, 자살골, 차였어, 네 말이
 * 맞았어). When in doubt a pattern errs towards firing: a caring reply in the wrong place costs
 * less than a missed one.
 */
const RISK_PATTERNS: Readonly<Record<RiskKind, readonly RegExp[]>> = {
  SELF_HARM: [
    /죽고(만)?싶/,
    /죽어버리고싶/,
    /(그냥|차라리|확)죽(어|을|는게|는것)/,
    /자살(?!골)/,
    /자해/,
    /극단적(인)?선택/,
    /목숨을?끊/,
    /목(을)?매달|목을맸|목을매려|목을매고싶/,
    /유서(를|써|쓰|썼|남기|남겼|까지)/,
    /뛰어내리/,
    /투신/,
    /손목.{0,4}(긋|그었|그어|그을|칼|커터)/,
    /(그만|더는|더이상|이제)살고싶지않/,
    /살고싶지(가)?않/,
    /그만살고싶/,
    /(그냥|이제|더는|더이상|정말|진짜|너무)살기싫/,
    /살(아갈|아야할|)이유(가|를)?없/,
    /사라지고싶/,
    /사라져버리고싶/,
    /없어지고싶/,
    /없어져버리고싶/,
    /태어나지말았/,
    /세상을?떠나고싶/,
    /내가(죽으면|없어지면|사라지면)/,
    /(안|못)깨어났으면/,
    /안깼으면/,
    /(약|수면제)(을|를)?(잔뜩|한꺼번에|왕창)(먹|삼키|털어)/,
    /(수면제|약)(을|를)?(모아|모으)/,
  ],
  VIOLENCE: [
    /(?<!멍|팩트로|팩트로한대|팩폭으로)때(리|렸|려(?!치|쳐|칠|쳤))/,
    /(한테|에게|테서|게서)(맞았|맞아서|맞고|맞을|맞은|두들겨|얻어맞)/,
    /얻어맞/,
    /두들겨맞/,
    /(뺨|따귀|싸대기).{0,3}(맞|때|치|쳤|날)/,
    /주먹(으로|을)?(치|쳤|때|휘두|날)/,
    /발로(차|찼|밟)/,
    /멱살/,
    /머리채/,
    /목을?(졸|조르|조름|조를)/,
    /밀(쳤|쳐서|치고|쳐)/,
    /(물건|폰|핸드폰|휴대폰|컵|의자)을?(집어)?(던지|던졌|던져)/,
    /(칼|흉기)(을|로)?(들|휘두|위협|찌)/,
    /(?<!성)폭행/,
    /(?<!언어|성)폭력/,
    /(?<!마음이|마음에|마음|가슴이|가슴에)멍(이)?들(었|게|도록|정도)/,
    /죽여버리|죽여버릴|죽여버린|죽일거|죽일것같|죽인다고|죽이겠다고/,
  ],
  ABUSE: [
    /협박/,
    /스토킹|스토커/,
    /성폭력|성폭행|성추행|강간|성희롱|준강간/,
    /(강제로|억지로)(관계|성관계|잠자리|스킨십|키스|만지|만졌|끌고|끌려|데려|찍|옷을|하려)/,
    /몰래(찍|촬영)|불법촬영|몰카/,
    /(사진|영상|동영상)을?(뿌린|뿌리겠|뿌릴|유포|퍼뜨리|퍼트리|올린다고|올리겠다고)/,
    /감금|가둬|가뒀|가두고/,
    /못나가게(막|했|해|하)/,
    /위치추적/,
    /헤어지면(죽|자살|가만안|죽어버)/,
    /가만안둔|가만두지않/,
    /폭언|언어폭력/,
    /가스라이팅/,
    /돈을?(뺏|빼앗|갈취)/,
    /(집|회사)(앞)?(에|까지|으로)?(계속|자꾸|매일|몰래|허락없이|말없이)찾아(와|오|왔)/,
  ],
};

/** In order of urgency: the first kind that fires is the one answered. */
const RISK_ORDER: readonly RiskKind[] = ['SELF_HARM', 'VIOLENCE', 'ABUSE'];

/** Which risk the message signals, if any (self-harm first, then violence, then abuse). */
export function detectRisk(text: string): RiskKind | null {
  const compact = text.normalize('NFC').replace(/\s+/g, '');
  for (const kind of RISK_ORDER) {
    if (RISK_PATTERNS[kind].some((pattern) => pattern.test(compact))) return kind;
  }
  return null;
}

/** The help lines we name (DESIGN 6). */
export const HELP_LINES = {
  suicidePrevention: '자살예방상담전화 109',
  womenEmergency: '여성긴급전화 1366',
  police: '긴급신고 112',
} as const;

/** A caring reply in 반말 with the Korean help lines that fit `kind` (all three are named). */
export function safetyReply(kind: RiskKind, nickname: string): string {
  const name = vocative(nickname);
  switch (kind) {
    case 'SELF_HARM':
      return [
        `${name}, 그런 마음까지 꺼내 줘서 정말 고마워.`,
        '지금 많이 버겁고 아픈 거구나. 그 무게를 혼자 견디지 않아도 돼.',
        `${HELP_LINES.suicidePrevention}에 전화하면 24시간 언제든 네 이야기를 들어 줄 사람이 있어.`,
        `혹시 지금 당장 위험하다면 망설이지 말고 ${HELP_LINES.police}로 연락해 줘.`,
        `누군가에게 상처받고 있는 상황이라면 ${HELP_LINES.womenEmergency}도 도와줄 거야.`,
        '나도 여기 있을게. 네 마음이 조금이라도 편해질 때까지 천천히 이야기하자.',
      ].join(' ');
    case 'VIOLENCE':
      return [
        `${name}, 많이 무섭고 놀랐겠다. 말해 줘서 고마워.`,
        '누가 어떤 이유를 대더라도 몸을 다치게 하는 건 괜찮은 일이 아니야. 네 잘못이 아니야.',
        `지금 위험하거나 다시 그럴까 봐 걱정된다면 바로 ${HELP_LINES.police}에 신고해 줘.`,
        `${HELP_LINES.womenEmergency}에서는 24시간 상담과 안전한 곳을 찾는 일을 함께해 줘.`,
        `마음이 너무 힘들어지면 ${HELP_LINES.suicidePrevention}도 언제든 열려 있어.`,
        '무엇보다 네가 안전한 게 제일 중요해. 나는 여기서 계속 네 편이야.',
      ].join(' ');
    case 'ABUSE':
      return [
        `${name}, 그런 일을 겪고 있다니 얼마나 두렵고 힘들었을까. 털어놔 줘서 고마워.`,
        '이건 네가 참고 넘겨야 하는 일이 아니고, 네 잘못도 아니야.',
        `${HELP_LINES.womenEmergency}에 연락하면 24시간 상담을 받고 어떻게 하면 좋을지 함께 정할 수 있어.`,
        `당장 위험하다고 느껴지면 바로 ${HELP_LINES.police}에 신고해 줘.`,
        `마음이 무너질 것 같을 때는 ${HELP_LINES.suicidePrevention}에서도 이야기를 들어 줄 거야.`,
        '네가 안전하고 편안해지는 게 가장 먼저야. 나도 곁에서 들을게.',
      ].join(' ');
  }
}
