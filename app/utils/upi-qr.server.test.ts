/**
 * The client page's QR code is the UPI link itself: the SVG the server draws (upiQrSvg) is
 * rendered to pixels with sharp and read back with jsQR, a decoder of its own, and must give the
 * very same `upi://` address.
 */
import jsQR from "jsqr";
import sharp from "sharp";
import { expect, test } from "vitest";
import { upiPayLink } from "./payment-schedule";
import { upiQrSvg } from "./upi-qr.server";

async function decode(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: "#ffffff" })
    .resize(600, 600, { kernel: "nearest" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

test.each([
  { note: "Mylapore Heritage Home - Advance", amount: 1_000_000 },
  { note: "மயிலாப்பூர் இல்லம் - முன்பணம் & GST", amount: 1 },
])("the QR code decodes to the UPI link ($amount)", async ({ note, amount }) => {
  const link = upiPayLink({
    vpa: "srilakshmi@okaxis",
    payee: "Sri Lakshmi Builders",
    amount,
    note,
  });
  const svg = await upiQrSvg(link);
  expect(svg).toMatch(/^<svg/);
  expect(await decode(svg)).toBe(link);
});
