import { type ApiClientOptions, createPodsApi, createSefazApi, createTransport } from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The canhoto block's calls: the proof again (to follow a pending registration) and the SEFAZ actions and files.
 * A context of its own, built in the block's lazy chunk, so the proof's first load carries none of the SEFAZ
 * calls' schemas; it inherits the widget's settings (api-base, fetch, token).
 */
export function createSefazClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  const { pod } = createPodsApi(transport);
  const { registerPodAtSefaz, cancelPodSefazRegistration, sefazDownload } = createSefazApi(transport);
  return { pod, registerPodAtSefaz, cancelPodSefazRegistration, sefazDownload };
}

export type SefazClient = ReturnType<typeof createSefazClient>;

export const sefazApi = /* @__PURE__ */ createApiContext(createSefazClient);
