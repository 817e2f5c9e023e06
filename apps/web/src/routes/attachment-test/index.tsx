import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/shared/api/queries';
import { IntroScreen } from '@/features/love-type/components/intro-screen';
import { validateAttachmentIntroSearch } from '@/features/love-type/model/from-search';

export const Route = createFileRoute('/attachment-test/')({
  validateSearch: validateAttachmentIntroSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQuery()),
  component: AttachmentIntro,
});

function AttachmentIntro() {
  const { from } = Route.useSearch();
  return <IntroScreen from={from} />;
}
