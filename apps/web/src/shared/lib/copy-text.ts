/**
 * Copies text to the clipboard: the async Clipboard API where the web view allows it, else the
 * old selection-and-copy fallback. Resolves to false when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or not focused: try the fallback below.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // execCommand is deprecated but is the only fallback older web views offer.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
