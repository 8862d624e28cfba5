/** A multipart/form-data request body, encoded the way a browser's FormData is. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; filename: string; type: string; bytes: Buffer },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
