import { useMutation } from '@tanstack/react-query';
import { getModelFile, getModelUrl } from '@/api/models';
import { saveBlob } from '@/lib/saveFile';

export type ModelDownloadResult =
  | { kind: 'none' }
  | { kind: 'saved'; url: string; fileName: string }
  /** The file host did not let the page fetch the file (e.g. no CORS): the link is offered instead. */
  | { kind: 'link'; url: string };

function fileNameOf(url: string, part: string, format: string): string {
  const last = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
  const extension = /\.[A-Za-z0-9_]+$/.exec(decodeURIComponent(last))?.[0] ?? '';
  return `${part.replace(/[^\w.-]+/g, '_')}-${format.replace(/[^\w.-]+/g, '_')}${extension}`;
}

/**
 * One click: ask for the pre-signed URL (never prefetched or cached, it expires), fetch the file and save
 * it. Where the host refuses a page fetch, the URL is offered as a link for a second click.
 */
export function useModelDownload(part: string, format: string) {
  return useMutation({
    mutationFn: async (): Promise<ModelDownloadResult> => {
      const { url } = await getModelUrl(part, { modelFormat: format });
      if (url === null) return { kind: 'none' };
      if (!/^https?:\/\//i.test(url)) return { kind: 'link', url };
      let blob: Blob;
      try {
        blob = await getModelFile(url);
      } catch {
        return { kind: 'link', url };
      }
      const fileName = fileNameOf(url, part, format);
      saveBlob(blob, fileName);
      return { kind: 'saved', url, fileName };
    },
  });
}
