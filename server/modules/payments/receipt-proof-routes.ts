import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { imageDownloadHeaders } from "../media/index.js";
import { reencodeProof, type StoredProof } from "./receipt-proof.js";
import { withdrawals } from "./schema.js";
import type { Proof } from "./withdrawal-receipts.js";

// The operator looks at a receipt's proof (GET /ops/withdrawals/:id/proof, `ops withdrawal proof
// <id>`): the stored image with its real type, never sniffed, never shown inline, under its random name.

/** A withdrawal's proof; one stored before proofs were re-encoded (it has no name) is cleaned on the way out. */
export async function readProof(db: Db, id: string): Promise<StoredProof> {
  const [row] = await db
    .select({ type: withdrawals.proofType, bytes: withdrawals.proof, name: withdrawals.proofName })
    .from(withdrawals)
    .where(eq(withdrawals.id, id));
  if (!row) throw new AppError("NOT_FOUND", `No withdrawal ${id}`);
  if (!row.type || !row.bytes) throw new AppError("NOT_FOUND", `Withdrawal ${id} has no proof`);
  const stored: Proof = { type: row.type as Proof["type"], bytes: Buffer.from(row.bytes) };
  return row.name ? { ...stored, name: row.name } : reencodeProof(stored);
}

export async function receiptProofOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  app.get("/withdrawals/:id/proof", async (request, reply) => {
    const { id } = z.object({ id: z.string().uuid() }).parse(request.params);
    const proof = await readProof(app.db, id);
    return reply.headers(imageDownloadHeaders(proof)).send(proof.bytes);
  });
}
