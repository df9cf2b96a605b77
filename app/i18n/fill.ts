/**
 * "Name must be at most {max} characters" with `{ max: 100 }`: the placeholders filled in.
 * Its own module, so the public pages' script uses it without carrying the message files.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
