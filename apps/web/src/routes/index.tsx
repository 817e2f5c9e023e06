import { createFileRoute } from '@tanstack/react-router';
import { memberQuery, partnerQuery } from '@/shared/api/queries';
import { HomeScreen } from '@/features/home/components/home-screen';

export const Route = createFileRoute('/')({
  // SPEC 2.1: partner info is preloaded too, and may fail on its own (prefetch never throws).
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(memberQuery()),
      context.queryClient.prefetchQuery(partnerQuery()),
    ]),
  component: HomeScreen,
});
