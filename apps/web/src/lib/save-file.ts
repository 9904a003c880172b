/**
 * Hands `text` to the browser as a file download. A CSV gets a byte order mark, so spreadsheet
 * programs read it as UTF-8 (company names with accents).
 */
export function saveFile(fileName: string, text: string, type: 'text/csv' | 'application/json') {
  const parts = type === 'text/csv' ? ['\uFEFF', text] : [text];
  const url = URL.createObjectURL(new Blob(parts, { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the browser has read the blob by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
