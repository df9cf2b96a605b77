/** Demo content for a new database (filled in by the seed work). */
export async function seedDemoContent() {}
