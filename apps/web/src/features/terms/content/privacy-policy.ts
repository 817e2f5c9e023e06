// 담아's privacy policy (SPEC 2.3 /terms/privacy-policy; SPEC leaves its source open, decision
// 0028): a document of its own, distinct from the consent asked at sign-up (the PRIVACY_POLICY
// terms item). It lists only what the app and server actually collect; keep it true with the code
// (apps/server/src/platform/db/schema, the analytics and error-reporting set-up in shared/).

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export const PRIVACY_POLICY_EFFECTIVE_DATE = '2026-11-25';

export const PRIVACY_POLICY: PolicySection[] = [
  {
    heading: '1. 처리하는 개인정보',
    paragraphs: [
      '가입과 로그인: 카카오·애플이 알려 주는 회원 식별자, 제공자가 인증한 이메일 주소(제공자가 알려 줄 때만), 로그인 기기를 구분하는 값과 로그인 세션 정보.',
      '서비스 이용: 닉네임, 처음 만난 날, 초대 코드와 커플 연결 기록, 약관 동의 내역, 애착 유형 테스트 결과(점수와 유형), 담이와 나눈 대화와 대화 요약, 커플 질문 답변과 그 답변을 한 줄로 줄인 기억.',
      '자동으로 생기는 정보: 접속 기록(요청 시각, IP 주소, 요청한 주소)과 오류 기록. 주소에 붙은 검색어나 토큰은 기록하지 않아요.',
    ],
  },
  {
    heading: '2. 처리 목적',
    paragraphs: [
      '회원 식별과 로그인 유지, 연인과의 연결과 디데이 표시, 담이와의 상담과 대화 요약, 커플 질문과 서로의 답변 보여 주기, 애착 유형 결과 제공, 부정 이용 방지와 오류 해결에 써요.',
      '커플 질문 답변에서 만든 한 줄 기억은 담이가 상담할 때 나를 더 잘 이해하도록 참고하는 데만 써요.',
    ],
  },
  {
    heading: '3. 보관 기간과 파기',
    paragraphs: [
      '회원 탈퇴 때까지 보관하고, 탈퇴하면 대화·답변·기억·테스트 결과를 포함한 개인정보를 바로 지워요. 다른 회원과 구분하기 위한 번호만 개인정보 없이 남아요.',
      '커플 연결을 끊으면 둘이 함께 쓰던 기록(커플 질문과 답변, 기억)은 보이지 않게 되고, 30일 안에 같은 두 사람이 다시 연결하지 않으면 지워져요.',
      '로그인 세션은 만료되거나 로그아웃하면 효력을 잃고, 읽은 알림과 실시간 이벤트 기록은 보관 기간이 지나면 정리해요.',
    ],
  },
  {
    heading: '4. 처리를 맡기는 곳',
    paragraphs: [
      '담이의 답변을 언어 모델로 만드는 경우, 대화 내용과 상담에 필요한 정보(닉네임, 애착 유형, 디데이, 한 줄 기억)를 언어 모델 제공자에게 보내 답변을 받아요. 이 정보는 답변을 만드는 데만 쓰여요.',
      '서비스 개선을 위한 이용 통계와 오류 보고 도구를 켜 둔 경우, 회원 번호와 이용 특성(가입 상태, 로그인 방식, 애착 유형, 대화·질문 수), 본 화면과 누른 버튼, 오류 내용(대화나 답변 내용은 빼고)을 그 도구에 보내요.',
      '그 밖에는 개인정보를 다른 곳에 제공하지 않아요.',
    ],
  },
  {
    heading: '5. 기기에 저장하는 정보',
    paragraphs: [
      '앱은 로그인 상태와 안내를 다시 보여 줄지 여부를 기기에 저장하고, 진행 중인 애착 유형 테스트의 답을 앱을 닫을 때까지만 기기에 보관해요. 로그아웃하거나 탈퇴하면 지워져요.',
    ],
  },
  {
    heading: '6. 이용자의 권리',
    paragraphs: [
      '내 정보는 마이페이지에서 언제든 보고 고칠 수 있고, 회원 탈퇴로 모든 정보를 지울 수 있어요. 열람·정정·삭제·처리 정지를 요청하면 지체 없이 처리할게요.',
    ],
  },
  {
    heading: '7. 안전하게 지키는 방법',
    paragraphs: [
      '담이와의 대화, 커플 질문 답변과 기억, 외부 서비스 연동 토큰은 암호화해서 저장해요. 로그인 토큰은 원문 대신 확인용 값만 저장하고, 개인정보에 접근할 수 있는 사람을 최소한으로 제한해요.',
    ],
  },
  {
    heading: '8. 문의처',
    paragraphs: ['개인정보 보호 담당자: privacy@dama.app'],
  },
];
