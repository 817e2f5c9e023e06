import { File, Paths } from 'expo-file-system';
import * as Sharing from 'expo-sharing';
import { Platform, Share } from 'react-native';
import type { ShareOutcome, ShareRequest } from './page-share';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

function fileName(name: string, type: string): string {
  const base = name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[^A-Za-z0-9가-힣_-]/g, '-')
    .slice(0, 60);
  return `${base || 'dama'}.${EXTENSIONS[type] ?? 'png'}`;
}

/**
 * Opens the system share sheet with what the page asked to share: an image (a share card)
 * written to the cache and shared as a file, or the text and link (the invite).
 */
export async function presentShare(request: ShareRequest): Promise<ShareOutcome> {
  const title = request.title ?? undefined;
  try {
    const image = request.files[0];
    if (image) {
      const match = /^data:([^;,]+);base64,(.*)$/s.exec(image.dataUrl);
      if (!match || !(await Sharing.isAvailableAsync())) return 'NotAllowedError';
      const type = match[1] ?? 'image/png';
      const file = new File(Paths.cache, fileName(image.name, type));
      if (file.exists) file.delete();
      file.create();
      file.write(match[2] ?? '', { encoding: 'base64' });
      await Sharing.shareAsync(file.uri, {
        mimeType: type,
        ...(title ? { dialogTitle: title } : {}),
      });
      return null;
    }
    const text = [request.text, request.url].filter(Boolean).join('\n');
    // iOS shares a link as a URL item beside the text; Android takes one text.
    const content =
      Platform.OS === 'ios' && request.url
        ? { message: request.text ?? '', url: request.url, ...(title ? { title } : {}) }
        : { message: text, ...(title ? { title } : {}) };
    const result = await Share.share(content, title ? { dialogTitle: title } : {});
    return result.action === Share.dismissedAction ? 'AbortError' : null;
  } catch {
    return 'NotAllowedError';
  }
}
