import { isNetworkError, serverMessageOf } from '@/shared/api';
import { toast } from '@/shared/ui/toast';

/** A reaction or a reply that did not go: said plainly (해요체), the server's word when it has one. */
export function showResponseError(error: unknown, fallback: string): void {
  if (isNetworkError(error)) toast.error('인터넷 연결을 확인하고 다시 시도해 주세요.');
  else toast.error(serverMessageOf(error) ?? fallback);
}
