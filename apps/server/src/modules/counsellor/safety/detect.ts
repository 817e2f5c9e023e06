import type { RiskKind } from './types';

/** Which risk a member's message signals (DESIGN 6). */

/**
 * Patterns on the message with all white space removed, so 죽고 싶어 / 죽고싶어 / 죽고  싶어 match
 * alike. Each is written narrowly enough to leave common idioms alone (배고파 죽겠어, 웃겨 죽겠네,
 * 보고 싶어 죽겠어, 죽이는 맛집, 졸려 죽겠다, 회사 때려치우고 싶어, 멍때리다, 자살골, 차였어, 네 말이
 * 맞았어). When in doubt a pattern errs towards firing: a caring reply in the wrong place costs
 * less than a missed one.
 */
const RISK_PATTERNS: Readonly<Partial<Record<RiskKind, readonly RegExp[]>>> = {
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
  CONTROL: [
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
const RISK_ORDER: readonly RiskKind[] = ['SELF_HARM', 'VIOLENCE', 'CONTROL'];

/**
 * Which risk the message signals, if any (the most urgent kind). `recent` are the member's
 * earlier messages in the room, newest last, for context.
 */
export function detectRisk(text: string, recent: readonly string[] = []): RiskKind | null {
  void recent;
  const compact = text.normalize('NFC').replace(/\s+/g, '');
  for (const kind of RISK_ORDER) {
    if ((RISK_PATTERNS[kind] ?? []).some((pattern) => pattern.test(compact))) return kind;
  }
  return null;
}

