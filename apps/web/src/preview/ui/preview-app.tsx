import type { PhoneRuntime } from '../preview-host';
import { PhonePanel } from './phone-panel';

/** The device preview: two phones running the app side by side, partner A and partner B. */
export function PreviewApp({ phones }: { phones: PhoneRuntime[] }) {
  return (
    <div className="preview">
      <header className="preview-header">
        <h1 className="preview-title">담아 디바이스 미리보기</h1>
        <p className="preview-text">
          두 대의 휴대폰에서 연인 두 사람이 되어 담아를 함께 써 보세요. 앱에서 로그인하면 테스트
          계정을 고르는 창이 열리고, 로그인 정보는 휴대폰마다 따로 저장돼요.
        </p>
      </header>
      <main className="phones">
        {phones.map((runtime) => (
          <PhonePanel
            key={runtime.phone.id}
            phone={runtime.phone}
            shell={runtime.shell}
            registerFrame={runtime.registerFrame}
            onReload={runtime.reload}
            onReset={runtime.reset}
            onOpenPush={runtime.openPush}
          />
        ))}
      </main>
    </div>
  );
}
