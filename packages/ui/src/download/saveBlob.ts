/**
 * Saves a downloaded file under the given name: a temporary object URL behind an `<a download>` clicked once. The
 * file comes through the widget's API client, so a cross-origin `api-base` and a bearer token work as for any call
 * (a plain link to the API would carry neither). The URL is revoked on the next task, once the browser has started
 * the download from it. The billing sheet and the proof's SEFAZ files use it.
 */
export function saveBlob(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
