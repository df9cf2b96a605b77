/**
 * The shrink worker: decodes, resizes and re-encodes photos off the page's
 * main thread, so scrolling and typing stay smooth while a 12 MB photo is
 * shrunk (docs/decisions/047-photos-shrunk-and-sent-resumably.md).
 */
import { shrinkOnCanvas, type ShrinkRequest } from "./shrink-photo-canvas";

type Job = ShrinkRequest & { id: number };

self.onmessage = async (event: MessageEvent<Job>) => {
  const { id, ...request } = event.data;
  try {
    const answer = await shrinkOnCanvas(request);
    self.postMessage({ id, ...answer });
  } catch (error) {
    self.postMessage({ id, blob: null, width: 0, height: 0, error: String(error) });
  }
};
