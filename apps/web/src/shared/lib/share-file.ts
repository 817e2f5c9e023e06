/**
 * Sharing a file the app made (an image card, issue 26): the system share sheet when this browser
 * can share files (Web Share Level 2), else a download, as the last resort. A cancelled share
 * sheet is not an error.
 */
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

export interface FileToShare {
  blob: Blob;
  fileName: string;
  /** The share sheet's title and text (the download ignores them). */
  title: string;
  text: string;
}

function canShareFile(file: File): boolean {
  try {
    return (
      typeof navigator !== 'undefined' &&
      typeof navigator.share === 'function' &&
      typeof navigator.canShare === 'function' &&
      navigator.canShare({ files: [file] })
    );
  } catch {
    return false;
  }
}

/** Saves the file through a temporary link (browsers that cannot share files). */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the URL can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function shareOrDownload({
  blob,
  fileName,
  title,
  text,
}: FileToShare): Promise<ShareOutcome> {
  const file = new File([blob], fileName, { type: blob.type });
  if (canShareFile(file)) {
    try {
      await navigator.share({ files: [file], title, text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here after all (no user activation, a policy): fall back to the download.
    }
  }
  downloadFile(blob, fileName);
  return 'downloaded';
}
