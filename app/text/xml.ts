/** XML 1.0 allows no C0 control character but tab and line ends, and not U+FFFE/U+FFFF. */
function allowedInXml(char: string) {
  const code = char.charCodeAt(0);
  if (code === 0x09 || code === 0x0a || code === 0x0d) return true;
  return code >= 0x20 && code !== 0xfffe && code !== 0xffff;
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return Array.from(text)
    .filter(allowedInXml)
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
