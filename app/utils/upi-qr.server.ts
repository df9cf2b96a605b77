import QRCode from "qrcode";

/**
 * The UPI address as a QR code in SVG, drawn on the server for a client on a computer to scan with
 * their phone (docs/product/client-payments.md#client-page).
 */
export function upiQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}
