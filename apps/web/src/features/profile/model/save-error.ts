import { isApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/toast';

/**
 * A failed save of a profile field: BAD_REQUEST is the server's word on the value, its message
 * shown under the field; anything else is the `failedToast`. Either way the member's input stays.
 */
export function showSaveError(
  error: unknown,
  setInline: (message: string) => void,
  failedToast: string,
): void {
  if (isApiError(error, 'BAD_REQUEST')) setInline(error.message);
  else toast.error(failedToast);
}
