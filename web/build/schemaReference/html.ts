/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A description as text: escaped, one paragraph per blank-line-separated block, and `code`
 * spans (as the SDL's descriptions write them) in <code>. Nothing of it is read as HTML.
 */
export function descriptionHtml(description: string | null | undefined, className = 'description'): string {
  if (!description?.trim()) return '';
  return description
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const text = escapeHtml(paragraph.replace(/\s*\n\s*/g, ' '));
      return `<p class="${className}">${text.replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`;
    })
    .join('\n');
}

/** The anchor of a type, a field (`Type.field`) or a directive (`@name`): ids stay readable in a URL. */
export function anchorOf(typeName: string, member?: string): string {
  return member ? `${typeName}.${member}` : typeName;
}
