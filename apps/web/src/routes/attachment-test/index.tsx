import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { IntroScreen, validateLoveTypeIntroSearch } from '@/features/love-type';

export const Route = createFileRoute('/attachment-test/')({
  staticData: { analytics: { pageName: 'attachment_intro', category: 'attachment' } },
  validateSearch: validateLoveTypeIntroSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQuery()),
  component: AttachmentIntro,
});

function AttachmentIntro() {
  const { from } = Route.useSearch();
  return <IntroScreen from={from} />;
}
