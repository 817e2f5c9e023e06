/**
 * Suicide risk as families of cues that combine (issue 21). People in crisis rarely write one of a
 * list of phrases; they write a wish (잠들어서 안 깨고 싶다), a place or a means (한강, 옥상 난간,
 * 약통), a farewell (편지 써놨어), a time (오늘 밤). One strong wish is enough; a place or a means
 * is not (한강 가서 치맥, 수면제 처방 받았어) until another cue joins it, in the same message or in
 * the member's last few.
 *
 * Families:
 * - WISH: to die, disappear, not wake; life itself is tiring or pointless; nobody would notice;
 *   others better off without me. Fires alone.
 * - HOARD: pills kept back and gathered. Fires alone.
 * - SEEK: looking for where to get a rope or charcoal. Fires alone.
 * - GOING: going up to a roof, a railing or a bridge; fires with a time or any other cue.
 * - STAND: standing on a railing, a bridge, a roof's edge right now. Fires alone (not on a walk).
 * - MEANS: hard means (번개탄, 밧줄 샀어, 약을 다 먹으면). Fires with any other cue.
 * - PLACE: a high place or water (한강, 다리 위, 옥상, 난간, 창문 밖). Fires with a wish, weariness,
 *   an ending, a farewell, being drawn to it, or relief; never with a time alone (지금 다리 위야).
 * - FAREWELL: a letter left, thanks and apologies for the last time, belongings given away.
 * - WEARY / STOP / END: can't go on, wanting to stop, to end it all (weak alone: 다 그만두고 싶다
 *   is often about a job).
 * - ATTRACT / RELIEF: keep looking at a railing; would it be easier if I took them all.
 * - TIME: tonight, now, soon, tomorrow by then.
 */

/** A family of cues. */
export type Cue =
  | 'WISH'
  | 'HOARD'
  | 'SEEK'
  | 'GOING'
  | 'STAND'
  | 'MEANS'
  | 'PLACE'
  | 'FAREWELL'
  | 'WEARY'
  | 'STOP'
  | 'END'
  | 'ATTRACT'
  | 'RELIEF'
  | 'TIME';

interface CueRule {
  cue: Cue;
  re: RegExp;
  /** The cue is silent when this matches the whole (raw compact) message. */
  unless?: RegExp;
  /** The wish must be the member's own: silent when another subject is named just before. */
  own?: boolean;
}

/** One cue found in a message: its family and where it starts in the compact form. */
export interface CueHit {
  cue: Cue;
  index: number;
}

/** Leisure at a river, bridge or roof (한강 치맥, 다리 위 야경, 옥상 루프탑 카페). */
export const LEISURE =
  /(치맥|치킨|맥주|라면|피크닉|돗자리|자전거|따릉이|산책|러닝|조깅|야경|불꽃|축제|데이트|카페|루프탑|바베큐|고기|텃밭|정원|인테리어|사진|뷰|노을|별보|바람쐬|바람시원|시원해|버스|지하철|택시|운전|막혀|도착|빨래|담배|흡연|놀러|ㄱㄱ|ㄱ\?|같이가|갈래|가자|할래|전구|꾸미|꾸몄|꽃|구경|공연|드라이브|캠핑|낚시|수영|물놀이|예쁘|이쁘|좋다|좋아|ㅎㅎ|ㅋㅋ)/;

/** A task or an errand that 끝내다 / 그만두다 is about (과제 다 끝내자, 알바 그만두고 싶어). */
const TASK =
  /(과제|숙제|시험|업무|프로젝트|이사|청소|설거지|보고서|정주행|드라마|영화|시즌|웹툰|넷플|책|게임|공부|회의|빨래|알바|회사|직장|퇴사|이직|일을|일이|일도|다이어트|운동|관계|연애|이연애|만남|싸움|연락|대화|얘기|학교|휴학|자퇴|동아리|여행)/;

/** An ordinary errand, gift or goodbye at work that a farewell word is about. */
const ERRAND =
  /(생일|생신|기념일|100일|백일|선물|드릴|줄거|주려고|드리려|이사|당근|중고|나눔|팔았|미니멀|대청소|옷장|퇴사|송별|졸업|전학|이직|회사|팀장|알바|여행|전역|입대|유학)/;

/** Thanks and apologies of an ordinary day (늦어서 미안해, 오늘 데이트 고마웠어). */
const FAREWELL_ERRAND = new RegExp(
  `${ERRAND.source.slice(0, -1)}|늦어서|덕분|데이트|밥|챙겨줘|와줘서|도와줘|축하|조별|팀원|학기)`,
);

/** Ordinary medicines, taken as prescribed (감기약 다 먹었어, 항생제는 끝까지). */
const MEDICINE =
  '(?<!(감기|보|비타민|영양|소화|위장|두통|치|예|계|절|요|규|공|조|합|피임|다이어트|변비|멀미|안|한))';
const PILLS = `${MEDICINE}(약통|약봉지|약|수면제|안정제|신경안정제|진통제|타이레놀|알약|졸피뎀)`;

const RULES: readonly CueRule[] = [
  // WISH: not to wake, to sleep for ever.
  {
    cue: 'WISH',
    re: /(안|다시는|영영|두번다시|못)(깨고싶|깼으면|깨었으면|깨면좋|깨어나고싶|깨어났으면|깨어나지않았으면|깨지않았으면|깨지말|깨기싫|깨어나기싫)|(자다가|잠든채|그대로|영영|다시는)(로)?(안|못)(일어났으면|일어나면좋|일어나고싶|깼으면)|영원히(자고싶|잠들고싶|잠들었으면|잠들면좋|잠들래|자고싶|눈감고싶)/,
  },
  // WISH: to close the eyes, rest or sleep for good (그냥 이대로 눈 감고 싶어, 그만 쉬고 싶어 영원히).
  {
    cue: 'WISH',
    re: /(그냥|이대로|영원히|조용히|차라리)(눈감고싶|눈감았으면|잠들고싶|잠들어버리고싶|잠들어버렸으면)|영원히(쉬고|잠들|자고|눈감|사라지|쉬었|잠들었)|(쉬고|잠들고|자고|눈감고)싶(어|다|음)?영원히|(살|살아갈|살아있을|버틸)(자신|힘|이유)(이|도|은)?(없|안생|모르)|다끝나(있었으면|있으면좋|버렸으면|버리면좋)|(오늘밤|내일|오늘)(이)?지나면(다)?(괜찮아질|끝나|편해질)/,
    unless:
      /(졸려|졸리|피곤|잠와|잠이와|잠이쏟|꿀잠|낮잠|과제|시험|숙제|출근|월요일|일이|회사|다이어트)/,
  },
  // WISH: not to open the eyes, to get out of the way, to hear a voice one last time.
  {
    cue: 'WISH',
    re: /(그냥|차라리)(안|못)(떴으면|깼으면|일어났으면)|(내가|나)(그냥|차라리|다|이제)?(사라져줄|없어져줄|죽어줄|꺼져줄)|마지막으로(너|네|엄마|니|자기)?(의)?목소리(듣|라도|들으)/,
    unless: /(ㅋㅋ|ㅎㅎ|사진|인스타|프사|업로드|데이트|톤|낮춰|키워|작게|크게|말해달라)/,
  },
  // WISH: nobody would notice or care if I were gone.
  {
    cue: 'WISH',
    re: /(나|내가|난|나하나|나한명|나같은거|나따위|자기|자기가)(하나|한명|따위|같은거)?(가|는)?(없어져도|사라져도|죽어도|떠나도|없어지면|사라지면|죽으면).{0,8}(아무도|누구도|세상은|세상도|다들|아무렇지).{0,6}(모를|모르겠지|신경안쓸|신경도안쓸|신경쓰지않을|안슬퍼할|슬퍼하지않을|눈치못챌|모를껄|안찾을|찾지않을|잘돌아|상관안할|관심없을|아무렇지않)|(없어져도|사라져도|죽어도|떠나도)(.{0,4})(아무도|누구도)(.{0,4})(모를|모르겠지|신경안쓸|신경도안쓸|안슬퍼할|슬퍼하지않을|눈치못챌|안찾을|찾지않을|모를껄|모를걸|모를거|울지않을|안울)|(아무도|누구도)(나|내가)?(하나)?(없어진|죽은|없어져도|사라져도|죽어도)(거|줄|것|지|걸)?(도)?(모를|모르겠지|신경안쓸|신경도안쓸|눈치못챌|안슬퍼할|모를껄|모를걸|모를거)/,
  },
  // WISH: others better off without me (나만 없으면 다 해결될 텐데, 나 없으면 엄마 덜 힘들겠지).
  {
    cue: 'WISH',
    re: /(나|내가|난|나만|나하나)(만)?(없으면|없어지면|사라지면|죽으면|없는게|없는편이|떠나면)(다들|모두|다|세상|가족|엄마|아빠|부모님|사람들|너|걔|남친|여친|오빠|언니)?(이|은|도|가|는)?.{0,6}(덜힘들|짐을덜|짐이덜|부담(이|을)?덜|해결될|해결되|나아질|나을|낫겠|나아|편해질|편할|편하겠|행복해질|행복할|행복하겠)/,
    unless: /(더라|던데|서운|섭섭|질투|ㅋㅋ)/,
  },
  // WISH: to disappear (그냥 사라지면 좋겠다), the member's own.
  {
    cue: 'WISH',
    re: /(사라지|없어지|증발하|소멸하|지워지|사라져버리|없어져버리)(면|었으면|였으면|졌으면)(좋겠|좋을|편할|편하겠|나을|해$|함$|$)|(사라졌|없어졌|증발했|사라져버렸|없어져버렸)으면(좋겠|해|함|싶|$)/,
    own: true,
  },
  // WISH: being alive itself is tiring, pointless, a punishment.
  {
    cue: 'WISH',
    re: /(살아있는|살아있다는|사는|살아가는|살아숨쉬는|숨쉬는|숨쉬고있는|살아있음)(게|거|것|것자체가|거자체가|게다|자체가|것도|거도|게이제)(이)?(너무|진짜|정말|그냥|다|자체가|이제)*(지겨|지겹|지긋지긋|고통|괴로|무의미|의미없|짐같|짐이|벌받는|형벌|끔찍|싫어|싫다|싫음|지옥)/,
  },
  // WISH: to go without pain (어떻게 하면 안 아프게 갈 수 있을까); to let go of oneself.
  {
    cue: 'WISH',
    re: /(안아프게|아프지않게|고통없이|고통없게|한번에)(갈|떠날|잠들|죽|끝낼|사라질)(수있|수있을|방법|까|는법|려면)|(나자체|내자신|나자신|나를|삶|인생|목숨)(을|를)?(다|그냥|이제)?(놓|내려놓|놔|놓아)(고싶|아버리고|을래|아버릴|버리고싶)|(놓|놔|놓아)(고싶|버리고싶)(어|다|음)?(나자체|내자신|나자신|나를)/,
  },
  // WISH: dying imagined every day; an accident wished on oneself (차에 치였으면 좋겠다).
  {
    cue: 'WISH',
    re: /(죽는|죽을|자살하는|뛰어내리는)(상상|생각|꿈)(을|만|이|도)?(매일|자꾸|계속|맨날|요즘|자주)?(해|하|했|들|나|만)|(매일|자꾸|계속|맨날|하루종일)(내가)?죽는(상상|생각)|(차에|트럭에)?(치였|치이|치여|사고났|사고가났|사고나|다쳐서|크게다쳐|병에걸려|병걸려)(으면|으면좋|었으면|버렸으면|면좋)(좋겠|싶|해)?/,
    own: true,
  },
  // SELF-HARM marks: scratched or cut, again (팔에 긁은 자국이 또 늘었어).
  {
    cue: 'WISH',
    re: /(긁은|그은|그었던|긋은|긁어서|그어서|칼로|커터로|면도날로|자해)(.{0,4})(자국|흉터|상처|피)/,
    unless:
      /(고양이|냥|강아지|댕댕|모기|벌레|가려|알레르기|아토피|두드러기|택배|종이|요리|과일|면도하다|수염|모르고)/,
  },
  // WISH: erasing oneself; one's disappearing as the way for everyone; good night for ever.
  {
    cue: 'WISH',
    re: /(날|나를|내자신을|나자신을|내존재를|내존재)(이세상에서|세상에서|다)?(지우고싶|지워버리고싶|지워버릴|없애고싶|없애버리고)|(내가|나하나|나라는사람이|나)(없어지는|사라지는|죽는)(게|거|것|편)(이)?.{0,6}(위한|위해|위하는|도와주는|나은|나아|좋은|맞는|정답)|(나라는사람|내인생|나자체|내삶|내존재)(이|은|도)?(그냥|다|이제)?(끝났으면|끝나버렸으면|없었으면|지워졌으면)|(그냥|다|요즘)?(다)?(끝났으면|끝나버렸으면)(좋겠|해|싶)(어|다|음)?(나라는사람|내인생|나자체|내삶)|(잘자|안녕|잘있어|굿나잇)영원히|영원히(잘자|안녕|잠들게|쉴게|눈감을게)/,
    unless: /(사랑|함께|같이|행복|프러포즈|약속|친구로|우정)/,
  },
  // OVERDOSE: pills taken in a large amount, in any order (지금 약 먹었어 많이). Fires alone.
  {
    cue: 'HOARD',
    re: new RegExp(
      `^(?=.*${PILLS})(?=.*(먹었|삼켰|털어넣었|털어먹었|먹어버렸))(?=.*(많이|한통|한움큼|한주먹|몽땅|왕창|잔뜩|통째|한꺼번에|전부|수십알|몇십알|여러통|한가득|다털어))`,
    ),
    unless: /(많이(좋아|나아|괜찮|편해)|처방대로|의사가|감기|몸살|비타민|영양제)/,
  },
  // STAND: a high window or railing open and the member standing there (15층 창문 열고 서 있었어).
  {
    cue: 'STAND',
    re: /^(?=.*(층|고층|옥상|베란다|아파트))(?=.*(창문열|창문을열|난간|창틀|창밖|밖을내려))(?=.*(서있|서서|한참|내려다|매달|걸터|올라서|넘어))/,
    unless: LEISURE,
  },
  // SELF-HARM again on the wrist or thigh (손목에 또 했어, sh 또 했어).
  {
    cue: 'WISH',
    re: /(손목|허벅지|팔뚝|팔목)(에|을|이)?(또|다시|계속)?(그었|그음|긋고|긋었|긁었|상처냈|했어|했다|해버렸|해버림)|\bsh\b.{0,10}(손목|허벅지|팔|또했|했어)/,
    unless: /(시계|팔찌|타투|문신|밴드|파스|보호대|깁스|주사|네일|마사지|스트레칭|운동|헬스|터널)/,
  },
  // WISH: asking leave to die, wanting to cut again, leaving for ever, a method sought.
  {
    cue: 'WISH',
    re: /죽어도(되|돼|괜찮)(지|나|냐|겠|을까|\?|$)|(긋|그어|그으|자해하|손목긋|칼대)고싶|(떠나고싶|사라지고싶|가고싶)(어|다|음)?(영영|영원히)|(영영|영원히)(떠나|사라지|가)고싶|ㅈㅅ(방법|하는법|하는방법|장소)|(다시|다시는)?(안|못)(일어났으면|깨어났으면|눈떴으면)(좋겠|해|$)/,
    unless: /(알람|늦잠|출근|월요일|주말|휴가|여행|ㅋㅋ)/,
  },
  // WISH: my death or absence as what would set others right (내가 죽으면 정신 차리겠지).
  {
    cue: 'WISH',
    re: /(나|내가|나만|나하나|난)(만)?(죽으면|사라지면|없어지면|없으면)(.{0,10})(정신차리|후회하|알겠지|알아주|괜찮아질|괜찮을|평화|조용해|잘살|행복하)/,
    unless: /(더라|던데|서운|섭섭|질투|ㅋㅋ|못살|못산|심심)/,
  },
  // WISH: words about one's own death that need no verb (내 장례식 상상해봤어, 저 세상 가고 싶다,
  // 죽을 용기가 없어서 사는 거야, 이게 마지막 메시지야, 손목에 칼 대봤어).
  {
    cue: 'WISH',
    re: /저세상(가|에가|으로|갈|에서)|죽음(에|을)?(대해|관해|관한)?(서)?(자주|계속|매일|요즘|많이|자꾸)?(생각|상상|떠올)|(내|나의|제)장례식|장례식(을|을좀)?(상상|생각)|죽을용기|죽지못해(산|살|사는)|죽지도못하|살아있을(필요|이유|가치|자격)|살(가치|자격)(가|이)?없|(조용히|그냥|이제|먼저)(사라질게|사라질께|사라질래|사라져줄게|떠날게|떠날께|갈게안녕)|이게마지막(메시지|연락|카톡|문자|인사)|마지막(메시지|카톡|문자)(야|일거|일꺼|이야|보내)|(손목|팔목|팔|허벅지)(에|을)?칼(을)?(대|댔|대봤|긋)|뛰어내리고싶|뛰어내릴까|목(을)?매(고싶|달고싶|달까|다는)/,
    unless:
      /(텐션|드립|철학|책에서|수업|강의|영화|드라마|소설|다큐|장례식장|외할|할머니|할아버지|조문|조별|단톡|과제)/,
  },
  // WISH: being alive a burden; ending as the right thing; my life over (살아있는 게 민폐 같아).
  {
    cue: 'WISH',
    re: /(살아있는|사는|살아가는|살아있다는)(게|거|것)(이)?(너무|진짜|그냥)?(민폐|폐|죄|짐|쓰레기|사치)|끝내는(게|거|것)(이)?(맞|답|나아|낫|편)|(내인생|내삶|나는|난|나도)(은|이|도)?(여기까지|끝이|끝난거|끝났|다끝났)(인것|인거|인듯|같|야|인가|이야|어)|나한테(는)?남은(건|게|것)(이)?(없|아무것도)/,
    unless: /(ㅋㅋ|ㅎㅎ|로또|시험|게임|알바|다이어트|과제|퇴사|영화|드라마|주식|코인)/,
  },
  // WISH: not to see tomorrow; cutting again (내일 아침 해 뜨는 거 안 보고 싶어, 또 그었어).
  {
    cue: 'WISH',
    re: /(내일|아침|해뜨는|눈뜨는|내일아침|새벽)(.{0,8})(안보고싶|보기싫|안왔으면|오지않았으면|안오면좋|맞고싶지않|맞기싫)|(또|다시|오늘도|몰래)(그었|긋고|그음|긁었|그어버렸)/,
    unless: /(선|줄|밑줄|그림|펜|형광|ㅋㅋ|출근|월요일|시험|알람)/,
  },
  // WISH: this life stopped; my absence changing nothing; 초성 for 자살하고 싶어.
  {
    cue: 'WISH',
    re: /(이번생|이생|내인생|삶|사는거|사는것)(은|을|도)?(이제|그냥|진짜)?(그만하고싶|그만할래|그만하고파|접고싶|끝내고싶|포기하고싶)|(나하나|내가|나)(없어진다고|사라진다고|죽는다고|없어져도|사라져도)(.{0,10})(달라지|변하|슬퍼할|신경쓸|티도안|아무도)|ㅈㅅㅎㄱㅅ|ㅈㅅㅎㄱ(ㅅ|싶)/,
    unless: /(ㅋㅋ|ㅎㅎ|로또|게임|다이어트|과제|시험|알바|회사)/,
  },
  // WISH: today the last; pills counted out; standing on a roof now (옥상 올라와 있어).
  {
    cue: 'WISH',
    re: /(오늘|이번|지금)(이|이게|이번이)?마지막(이었으면|이면좋|이길|이었으면좋|이었음좋)/,
    unless: /(출근|근무|알바|시험|수업|학기|연습|ㅋㅋ|다이어트)/,
  },
  {
    cue: 'HOARD',
    re: new RegExp(
      `${PILLS}(을|를|이|가)?([1-9][0-9]|수십|몇십|열|스무|서른|마흔|쉰)(알|개|정)(이|을|가)?(있|모았|모아|챙겼|샀|넘게)`,
    ),
    unless: /(처방|의사|감기|영양|비타민|유산균|오메가)/,
  },
  {
    cue: 'STAND',
    re: /(옥상|난간|다리위|대교|지붕|베란다난간)(에|위에|위)?(올라와|올라왔|올라가|나와|와)(서)?(있어|있다|있음|있는데)/,
    unless: LEISURE,
  },
  // WISH: a way to disappear sought; gone and that's that; a letter read when I'm gone; eyes closed.
  {
    cue: 'WISH',
    re: /(세상에서|이세상에서)?(사라지는|없어지는|죽는|끝내는)(방법|법)|(없어지면|사라지면|죽으면|죽어도)(그만|끝|그만이|그걸로끝|됐|그만이지)|(보게되면|볼때쯤|읽을때쯤|받을때쯤|보고있을때)(.{0,6})(난|나는|나)?(없을|세상에없|이세상에없|사라져|떠나있)|(눈감으면|눈감았으면|잠들면)(좋겠|편하겠|좋을텐데)|영영눈(감|을감)/,
    unless:
      /(비행기|여행|서프라이즈|공항|출장|유학|이벤트|ㅋㅋ|음악|게임|다이어트|살이|뱃살|여드름|걱정|고민|스트레스)/,
  },
  // WISH: one's life not worth keeping (목숨 같은 거 아깝지도 않아).
  {
    cue: 'WISH',
    re: /(목숨|내목숨|내생명|생명)(같은거|따위|이|은|도)?(하나도)?(아깝지(도)?않|안아까|하나도안아까|필요없)/,
    unless: /(걸고|걸만큼|바칠|공부|일|게임)/,
  },
  // HOARD: pills bought in quantity (수면제 여러 통 샀어). Fires alone.
  {
    cue: 'HOARD',
    re: new RegExp(
      `${PILLS}(을|를)?(여러|몇|두|세|네|다섯)(통|병|박스|곽)(을|를|이나)?(샀|사왔|사놨|사뒀|구했|구해|모았|챙겼)`,
    ),
    unless: /(처방|의사|감기|영양|비타민|가족|엄마|아빠|할머니|상비)/,
  },
  // GOING: on the way to the river or a bridge (한강 가는 중이야); joins a time or a resolve.
  {
    cue: 'GOING',
    re: /(한강|다리|대교|옥상|바다|철로|기찻길)(에|으로|로)?(가는중|가고있|가는길|향하는|왔어|와있어|도착했)/,
    unless: LEISURE,
  },
  // STAND: holding a railing for a long time (어젯밤에 다리 난간 잡고 한참 있었어).
  {
    cue: 'STAND',
    re: /(난간|다리난간|옥상난간|다리위|대교)(을|에|를)?(잡고|붙잡고|기대서|기대고|매달려|넘어가|넘으려)(.{0,6})(한참|오래|서있|있었|있어|있다|울었|내려다)/,
    unless: LEISURE,
  },
  // WISH: no reason to be alive; would it be easier dead.
  {
    cue: 'WISH',
    re: /살(아있을|아있어야할|아야될|아있는)(이유|의미)(가|를|도)?(없|모르|못찾)|(죽으면|죽는게|죽어버리면|죽어서)(편할까|편하겠|편해질|끝날까|다끝|나을까|좋을까)|(이번생|이생|생을|목숨을|삶|인생)(을|은)?(그만|이제|여기서)?(끝내|끝낼|마감|포기하고싶)|(내일이면|내일은|오늘밤이지나면|곧)(나|난|내가)?(여기|이세상에|세상에)?(없을|없겠|사라질|없어질)/,
  },
  // STAND: on a railing, a bridge, a roof's edge, a window sill right now.
  {
    cue: 'STAND',
    re: /(다리|대교|난간|옥상끝)(위)?(야|이야|에있어|에와있어|에왔어)$|(난간|다리위|대교위|대교|한강다리|옥상끝|옥상난간|옥상모서리|지붕|창틀|창문틀|베란다난간)(에|위에|위|끝에|에서|앞에|위로)?(기대)?(서있|서서있|올라와|올라왔|올라가있|올라섰|올라서|걸터앉|걸터|매달려|앉아있|서있어|나와있)/,
    unless: LEISURE,
  },
  // HOARD: pills kept back and gathered (수면제 안 먹고 모으고 있어). Fires alone.
  {
    cue: 'HOARD',
    re: new RegExp(
      `${PILLS}.{0,10}(모으고|모으는|모아|모았|모아둔|모아놨|모아뒀|쌓아|숨겨놨|숨겨뒀)`,
    ),
    unless: /(버리|폐기|수거|약국에|반납|분리수거|유통기한)/,
  },
  {
    cue: 'HOARD',
    re: new RegExp(`(모아둔|모아놓은|모아놨던|모은|쌓아둔|숨겨둔|숨겨놓은)${PILLS}`),
    unless: /(버리|폐기|수거|약국에|반납|분리수거|유통기한)/,
  },
  {
    cue: 'HOARD',
    re: /(약국|병원)(을|에|에서)?(여러|세|두|네|몇|다섯)?(군데|곳).{0,12}(수면제|안정제|약)(을|를)?(샀|사왔|사놨|받았|모았|모아)/,
  },
  // SEEK: where to get a rope or charcoal (밧줄 어디서 파는지 찾아봤어). Fires alone.
  {
    cue: 'SEEK',
    re: /(밧줄|번개탄|착화탄|목맬|목매는|수면제|죽는|죽을수있는|고통없이)(.{0,8})(파는지|어디서(팔|사|구)|구하는|구할수|사는법|구매|검색|찾아봤|찾아보)/,
    unless: /(캠핑|이사|짐|바베큐|고기|낚시|등산|요트|처방|병원|불면증)/,
  },
  // GOING: going up to a roof, a railing or a bridge (오늘 새벽에 옥상 올라갈 거야).
  {
    cue: 'GOING',
    re: /(옥상|난간|다리위|대교|지붕|한강다리|옥상위)(에|으로|로|위로)?(올라갈|올라가려|올라간다|올라갈거|올라갈꺼|갈거|갈꺼|가려고|간다|갈게|가볼)/,
    unless: LEISURE,
  },
  // MEANS: pills all at once, hoarded, or more than prescribed.
  {
    cue: 'MEANS',
    re: new RegExp(
      `${PILLS}(에있는거|에있는것|에든거|을|를|들|들을|이랑)?(다|전부|몽땅|한꺼번에|한번에|왕창|잔뜩|한가득|한통|한움큼|한주먹|통째로)(다)?(먹|삼키|삼켰|털어)|${PILLS}.{0,10}(모으고|모으는|모아|모았|모아둔|쌓아|숨겨놨|숨겨뒀)|${PILLS}(을|를|도)?(다|잔뜩|많이|충분히|한가득|몇통)(챙겨|준비|사놨|사뒀|사왔|구해|구했)|${PILLS}(을|를)?(너무|엄청|잔뜩)?많이(먹었|먹은|삼켰|삼킨|털어)`,
    ),
    unless: /(처방대로|의사가|의사선생님|끝까지다먹|다먹어야|다먹으래|먹으라고)/,
  },
  // MEANS: bought or kept (번개탄, 밧줄, 착화탄, 면도날), or the act (칼로 손목).
  {
    cue: 'MEANS',
    re: /(?<!(캠핑|바베큐|고기|숯불|구이).{0,10})(번개탄|착화탄)(?!.{0,6}(고기|구이|맛집|삼겹|갈비|불고기|캠핑|바베큐))|연탄(을|도)?(피우|피워|피울|사|샀|사놨|사왔)|(밧줄|끈|노끈|줄)(을|를|도)?(샀|사놨|사뒀|사왔|준비|구해|구했|챙겼|묶|걸었|걸어놨|매달)|(칼|커터|커터칼|면도칼|면도날)(로|으로)(팔|손목|허벅지|몸)|뛰어내|투신|목매|목을매/,
  },
  // PLACE: high places and water.
  {
    cue: 'PLACE',
    re: /한강|다리위|대교|난간|옥상|지붕위|창문(밖|밑|아래|열고)|베란다(밖|밑|난간)|고층|철로|선로|기찻길|철길|바다(에|로)(들어가|뛰어)|저수지|절벽|낭떠러지/,
    unless: LEISURE,
  },
  // FAREWELL: a letter left, apologies and thanks for the last time, things given away.
  {
    cue: 'FAREWELL',
    re: /(편지|쪽지|메모|글|영상)(를|을|도)?(다|미리)?(써놨|써뒀|써두고|써둔|써놓|남겨놨|남겨뒀|남겼|남기고|써서남)|(엄마|아빠|가족|부모님|동생|다들|모두|언니|오빠|누나|형|친구들)(한테|에게|께|들한테)(미안하다고|미안했다고|고마웠다고|사랑한다고|잘지내라고|미안하지만|미안한데|미안해도)|그동안(고마웠|미안했|즐거웠|고생했)|다들(고마웠|미안했|잘지내)|(마지막|마지막이)(인사|이야|이다|일|날|으로(말|하고싶|인사|고마|연락|보고|목소리))|마지막으로$|(다들|모두|엄마|아빠)미안(해|하다|해요)|(그리고|정말|진짜|항상|많이)고마웠(어|다|어요)$|(필요없으니까|필요없을거|필요없을테니|쓸일없)|안녕(히)?(계세요|있어|잘있어)?$|잘있어|잘지내(라|요)?안녕|먼저(갈게|떠날|간다)|조용히(떠나|사라지|가려)|다시는(안|못)돌아(올|와|오|갈)|영영(떠날|안돌아)|다정리(했|하고|해놨|하는중|하려)|신변정리|(물건|옷|짐|책|게임기)(들)?(을|를)?.{0,8}(나눠줬|나눠주|줘버렸|다줬|정리하려|정리했|정리하고있)|정리하려고$|잊어줘|찾지마/,
    unless: FAREWELL_ERRAND,
  },
  // WEARY: cannot go on.
  {
    cue: 'WEARY',
    re: /한계(야|다|에|인것|인거|까지왔)|못버티|버틸수없|버틸힘|버틸자신(이)?없|더버틸|버티는게(지옥|너무|힘들)|희망이없|희망없|의미가없|의미없|아무의미|다지쳤|너무지쳤|지쳤어|지쳐서|내가짐|짐이되|짐같|살아서뭐|쓸모없|필요없는사람|아무도날|아무도나를|끝이안보|방법이없|벗어날수없|사는게지옥|하루하루가지옥|지옥이야|지옥같|더는못하겠|더이상못하겠|못하겠어더는|숨쉬는것도힘들|숨쉬는것조차|숨쉬는거조차|숨(도|쉬는것도|쉬는거도)?쉬기(도)?(싫|힘들)|너무괴로|다귀찮|살기귀찮|다무너/,
  },
  // STOP: to stop, give up, put it all down (without a task named).
  {
    cue: 'STOP',
    re: /(그만|다그만)(하고싶|두고싶|할래|하고파|버티고싶|하고싶어|하고싶다|살고)|그만버티|버티고싶지않|버티기싫|다(내려)?놓고싶|(놓아|놔|내려놓아)버리고싶|포기하고싶|다포기/,
    unless: TASK,
  },
  // END: to end it (without a task named).
  {
    cue: 'END',
    re: /(다|전부|모든걸|모든것|이제|그만|그냥|오늘)?(끝내고|끝낼게|끝낼거|끝낼꺼|끝내려|끝내야겠|끝내버릴|끝내버리|끝낼래|끝내자|끝날거야|끝내겠)|다끝(내|낼|났으면|나면좋)/,
    unless: TASK,
  },
  // END: leaving, without a trip or a move named (다 정리하고 떠나려고).
  {
    cue: 'END',
    re: /(떠나려|떠날거|떠날꺼|떠날게|떠나야겠|떠나버리|떠날래|멀리가려|멀리갈|떠날준비|갈준비)(고|야|게|래|겠|$)?/,
    unless:
      /(여행|제주|해외|유학|이사|출장|휴가|캠핑|놀러|비행기|기차|티켓|예약|워홀|이민|전학|입대|자취|독립)/,
  },
  // ATTRACT: keep looking at, looking down, wanting to go in.
  {
    cue: 'ATTRACT',
    re: /(들어가고싶|빠지고싶|뛰어들고싶|뛰어들까|빠져버리고|빠져죽)|(자꾸|계속|한참|요즘|매일|오늘따라)(.{0,6})(보게|쳐다보|내려다|눈이가|눈에들어|눈에밟|눈에띄|생각나|가보게|가게돼|올라가게)|내려다봤|내려다보|떨어지면(아플|어떨|죽|편|끝)|뛰어내리면/,
  },
  // RELIEF: would it be easier, would it end.
  {
    cue: 'RELIEF',
    re: /(먹으면|삼키면|털어넣으면|피우면|떨어지면|뛰어내리면)(다)?(편해질까|편할까|편하겠|끝날까|끝나겠|아플까|어떻게될까|죽을까|죽겠지|잠들수|영원히)/,
    unless: /(안된대|안된다|안돼|먹지말|약사|의사|처방|주의사항|부작용)/,
  },
  // TIME: tonight, now, soon, tomorrow by then, made up my mind.
  {
    cue: 'TIME',
    re: /실행(할|하려|에옮|할게|할거|할꺼)|(오늘|이따|지금)(밤에)?(할|갈)(거|꺼|게)|오늘밤|오늘새벽|이따(가)?밤|새벽에|지금|곧|내일이면|이번주안에|이제갈게|이제간다|오늘이마지막|오늘할|결심(했|섰|이섰)|결정했|날짜(를|도)?(정|잡)|날(을)?(정했|잡았)|준비(다|는|가)?(했|됐|끝)|더는안기다|이제(갈|할|끝)/,
  },
];

/** A subject other than the member right before a disappearing wish (걔 그냥, 이 걱정이, 여드름 다). */
const OTHER_SUBJECT =
  /((?<!내|나|저|제)[가이]|(?<!나|저)[은는]|(?<!나|저)도|걔|얘|그사람|그새끼|그놈|전남친|전여친|여드름|뱃살|걱정|고민|스트레스|감정|기억|흉터|두통|통증|생각|빚|문제|숙제|과제|시험|월요일|출근)(그냥|차라리|다|좀|제발|빨리|싹|전부|내인생에서|내눈앞에서|눈앞에서|세상에서|이세상에서)*$/;
const OWN_SUBJECT =
  /(내가|나는|난|나도|제가|저는|나|나하나)(그냥|차라리|다|좀|제발|확|걍|이세상에서|세상에서)*$/;

/** Whether a disappearing wish at `index` is about something or someone other than the member. */
function aboutOther(compact: string, index: number): boolean {
  const before = compact.slice(Math.max(0, index - 12), index);
  if (OWN_SUBJECT.test(before)) return false;
  return OTHER_SUBJECT.test(before);
}

/** The cues a compact message holds (`raw`: the form before idioms were cut, read by guards). */
export function cuesIn(compact: string, raw: string = compact): CueHit[] {
  const hits: CueHit[] = [];
  for (const rule of RULES) {
    if (rule.unless?.test(raw)) continue;
    const global = new RegExp(rule.re.source, 'g');
    for (const match of compact.matchAll(global)) {
      if (rule.own && aboutOther(compact, match.index)) continue;
      hits.push({ cue: rule.cue, index: match.index });
      // Only farewells count twice (오늘이 마지막이야, 다들 고마웠어).
      if (rule.cue !== 'FAREWELL') break;
    }
  }
  return hits;
}

/** Which families fire with which (the first fires when any of the second is there). */
const JOINS: Readonly<Partial<Record<Cue, readonly Cue[]>>> = {
  GOING: ['TIME', 'WISH', 'FAREWELL', 'WEARY', 'STOP', 'END', 'MEANS', 'RELIEF', 'ATTRACT'],
  MEANS: [
    'WISH',
    'GOING',
    'STAND',
    'PLACE',
    'FAREWELL',
    'WEARY',
    'STOP',
    'END',
    'ATTRACT',
    'RELIEF',
    'TIME',
  ],
  PLACE: ['WISH', 'MEANS', 'FAREWELL', 'WEARY', 'STOP', 'END', 'ATTRACT', 'RELIEF'],
  FAREWELL: ['GOING', 'WISH', 'STAND', 'MEANS', 'PLACE', 'WEARY', 'STOP', 'END', 'TIME', 'RELIEF'],
  WEARY: ['STOP', 'END', 'FAREWELL', 'MEANS', 'PLACE', 'RELIEF'],
  STOP: ['WEARY', 'END', 'FAREWELL', 'MEANS', 'PLACE'],
  END: ['WEARY', 'STOP', 'FAREWELL', 'MEANS', 'PLACE'],
};

/** Families that fire alone. */
const ALONE: ReadonlySet<Cue> = new Set<Cue>(['WISH', 'HOARD', 'SEEK', 'STAND']);

/**
 * Where the current message's cues make a suicide risk, given the earlier messages' cue families
 * (the member's last few): the index of the cue that anchors it, or -1. The current message must
 * hold a cue of the firing pair itself; an earlier message alone never makes a new one risky.
 */
export function composeSelfHarm(
  now: readonly CueHit[],
  earlier: ReadonlySet<Cue> = new Set(),
): number {
  if (now.length === 0) return -1;
  const here = new Set(now.map((hit) => hit.cue));
  const farewells = now.filter((hit) => hit.cue === 'FAREWELL').length;
  for (const hit of now) {
    if (ALONE.has(hit.cue)) return hit.index;
    const partners = JOINS[hit.cue] ?? [];
    if (partners.some((cue) => here.has(cue) || earlier.has(cue))) return hit.index;
  }
  // A cue in the current message that only an earlier family completes (오늘 밤에 … 약 다 챙겨놨어).
  for (const hit of now) {
    for (const cue of earlier) if ((JOINS[cue] ?? []).includes(hit.cue)) return hit.index;
  }
  if (farewells >= 2) return now.find((hit) => hit.cue === 'FAREWELL')?.index ?? -1;
  return -1;
}
