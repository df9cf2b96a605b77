/**
 * The contact form's chat link (docs/product.md#contact-form) (https://wa.me/<number>?text=…). The target is
 * always built from the configured number: the number is reduced to digits
 * and every visitor-typed character lives inside the encoded `text` value,
 * so nothing typed can change the host, path or add parameters.
 */
export function chatLink(chatNumber: string, text?: string): string {
  const base = `https://wa.me/${chatNumber.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
