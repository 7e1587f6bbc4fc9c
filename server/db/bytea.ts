import { customType } from "drizzle-orm/pg-core";

/** A bytea column (pictures kept in the database: feedback, receipt proofs, promotion applications). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
