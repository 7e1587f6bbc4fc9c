// QR codes drawn on the server as SVG (SPEC §9 defaults: size 200, margin 20).
import QRCode from "qrcode";

export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", width: 200, margin: 20, errorCorrectionLevel: "M" });
}
