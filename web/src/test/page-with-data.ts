/** A page whose head holds a JSON data block `id` with `text`, as the server sends one; none for null. */
export function pageWithData(id: string, text: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = id;
    block.textContent = text;
    doc.head.append(block);
  }
  return doc;
}
