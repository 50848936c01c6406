/**
 * Saves a downloaded file under its name: a temporary object URL behind an `<a download>` clicked once (the
 * file came through the API client, so a cross-origin `api-base` and a bearer token work as for any call). The
 * URL is revoked on the next task, once the browser has started the download from it.
 */
export function saveFile(blob: Blob, filename: string, doc: Document = document): void {
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
