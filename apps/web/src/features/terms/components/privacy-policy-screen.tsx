import { formatKoreanDate } from '@dama/contract';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { PRIVACY_POLICY, PRIVACY_POLICY_EFFECTIVE_DATE } from '../content/privacy-policy';

/**
 * `/terms/privacy-policy`: 담아's privacy policy (what is collected, why, how long, who else
 * handles it, the member's rights, the effective date), readable without signing in. It is its
 * own document, not the consent text agreed to at sign-up (decision 0028).
 */
export function PrivacyPolicyScreen() {
  return (
    <Screen className="px-5" header={<PageHeader title="개인정보처리방침" />}>
      <article aria-labelledby="privacy-policy-title" className="py-4">
        <h2 id="privacy-policy-title" className="text-xl font-bold text-fg">
          담아 개인정보처리방침
        </h2>
        <p className="mt-2 text-[15px] leading-relaxed text-muted">
          담아는 서비스에 꼭 필요한 개인정보만 처리하고, 그 내용과 이유를 이곳에 알려 드려요.
        </p>
        {PRIVACY_POLICY.map((section) => (
          <section key={section.heading} className="mt-6">
            <h3 className="text-[16px] font-semibold text-fg">{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-[15px] leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className="mt-8 text-sm text-muted">
          시행일: {formatKoreanDate(PRIVACY_POLICY_EFFECTIVE_DATE)}
        </p>
      </article>
    </Screen>
  );
}
