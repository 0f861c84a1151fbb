/** Text made safe inside HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A whole HTML message around an already-escaped body: a plain, readable page that mail clients render alike. */
export function htmlDocument(title: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5; max-width: 600px; margin: 0 auto; padding: 16px;">',
    bodyHtml,
    '</body>',
    '</html>',
  ].join('\n');
}
