type FileEvent = "stored" | "deleted";
type FileListener = (fileNames: string[]) => void;

/**
 * Tells listeners of the files written to or deleted from one folder, as it happens and
 * synchronously (the off-site copy marks each before the save answers,
 * docs/decisions/061-off-site-copy.md). `on` returns the function that stops listening.
 */
export function createFileEvents() {
  const listeners: Record<FileEvent, Set<FileListener>> = {
    stored: new Set(),
    deleted: new Set(),
  };
  return {
    on(event: FileEvent, listener: FileListener) {
      listeners[event].add(listener);
      return () => void listeners[event].delete(listener);
    },
    announce(event: FileEvent, fileNames: string[]) {
      for (const listener of listeners[event]) listener(fileNames);
    },
  };
}
