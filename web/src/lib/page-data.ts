/**
 * The JSON of a data block the server put in the page (api/src/plugins/member-app.ts): an object
 * naming the brand it is for, or undefined for a page without one (a service worker's copy, a
 * link without brandRef) or with one that does not parse.
 */
export function readPageData(
  id: string,
  doc: Document = document,
): ({ brandRef: string } & Record<string, unknown>) | undefined {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return undefined;
    const { brandRef } = data as { brandRef?: unknown };
    return typeof brandRef === 'string' ? { ...data, brandRef } : undefined;
  } catch {
    return undefined;
  }
}
