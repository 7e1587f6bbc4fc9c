import type { FastifyInstance } from "fastify";

// A withdrawal receipt answer as the web sends it: multipart, the proof picture as a file part.

export type ProofFile = { bytes: Buffer; name: string; type: string };

export async function postReceipt(
  app: FastifyInstance,
  token: string,
  id: string,
  fields: Record<string, string>,
  proof?: ProofFile,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (proof) form.append("proof", new Blob([new Uint8Array(proof.bytes)], { type: proof.type }), proof.name);
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const res = await app.inject({
    method: "POST",
    url: `/wps/v2/withdraw/${id}/receipt`,
    headers: { authorization: `Bearer ${token}`, "content-type": encoded.headers.get("content-type")! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}
