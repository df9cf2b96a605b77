/**
 * For model tests: a small solid-colour image stored the way an upload is
 * (through `storeImage`, in the UPLOADS_DIR the test set), ready to pass to
 * the models' create and update calls.
 */
import sharp from "sharp";

export async function storedImage(shade = "#888") {
  // Loaded at the call, after the test file has pointed UPLOADS_DIR at its own folder.
  const { storeImage } = await import("~/media/storage.server");
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: shade } })
    .png()
    .toBuffer();
  return { ...(await storeImage(bytes)), field: "" };
}
