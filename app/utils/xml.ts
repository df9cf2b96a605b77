/** Characters XML 1.0 does not allow at all (C0 controls but tab and line ends, and two non-characters). */
const NOT_IN_XML = new RegExp("[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]", "g");

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_IN_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
