import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/shared/api/queries';
import { HomeScreen } from '@/features/home/components/home-screen';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQuery()),
  component: HomeScreen,
});
