import { useSuspenseQuery } from '@tanstack/react-query';
import { termsQuery } from '@/shared/api/endpoints/get-terms';
import { Screen } from '@/shared/ui/screen';
import { PageHeader } from '@/shared/ui/page-header';
import { TermsBody } from './terms-body';

/** `/terms/privacy-policy`: the newest privacy policy, readable without signing in. */
export function PrivacyPolicyScreen() {
  const { data } = useSuspenseQuery(termsQuery());
  const term = data.list.find((item) => item.termsType === 'PRIVACY_POLICY');

  return (
    <Screen className="px-5" header={<PageHeader title="개인정보처리방침" />}>
      {term ? (
        <article className="py-4">
          <h2 className="mb-4 text-xl font-bold text-fg">{term.content.title}</h2>
          <TermsBody term={term} />
        </article>
      ) : (
        <p className="py-10 text-center text-muted">개인정보처리방침을 불러오지 못했어요.</p>
      )}
    </Screen>
  );
}
