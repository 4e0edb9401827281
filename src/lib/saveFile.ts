/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadFile(content: string, fileName: string, type = 'text/csv;charset=utf-8') {
  saveBlob(new Blob([content], { type }), fileName);
}

/**
 * Saves a Blob under a file name through a temporary object URL (same origin, so the download attribute
 * is honoured): the one way the portal hands the browser a file, a CSV export or a fetched 3D model.
 */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; a browser that reads a large file lazily gets a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
