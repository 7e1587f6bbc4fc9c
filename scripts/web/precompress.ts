// Static files compressed once, when they are built (ADR 0027), instead of on every request: gzip at
// its best level for every client that takes it, and brotli at its best quality beside it only where it
// comes out smaller than gzip. serve-web.ts sends the smaller one the browser accepts (static.ts).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Text formats compress well; images other than SVG, fonts and archives are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest|map|wasm)$/;
// Below this a compressed copy saves less than a response header costs.
const MIN_BYTES = 1024;

export type PrecompressSummary = { files: number; written: number; brotli: number };

function listFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** A copy written beside the source only when it is missing or older than the source (rebuilds rewrite). */
function isFresh(copy: string, source: fs.Stats): boolean {
  try {
    return fs.statSync(copy).mtimeMs >= source.mtimeMs;
  } catch {
    return false;
  }
}

/** Writes through a temporary name, so a reader never sees half a file. */
function writeAtomically(file: string, body: Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, body);
  fs.renameSync(temporary, file);
}

/** Writes `<file>.gz` and, where smaller still, `<file>.br` beside each compressible file under `directory`. */
export function precompressDirectory(directory: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, written: 0, brotli: 0 };
  if (!fs.existsSync(directory)) return summary;
  for (const file of listFiles(directory)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = fs.statSync(file);
    if (source.size < MIN_BYTES) continue;
    summary.files += 1;
    const gzipFile = `${file}.gz`;
    const brotliFile = `${file}.br`;
    if (isFresh(gzipFile, source) && (isFresh(brotliFile, source) || !fs.existsSync(brotliFile))) {
      if (fs.existsSync(brotliFile)) summary.brotli += 1;
      continue;
    }
    const body = fs.readFileSync(file);
    const gzip = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    const brotli = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    if (gzip.length >= body.length) {
      fs.rmSync(gzipFile, { force: true });
      fs.rmSync(brotliFile, { force: true });
      continue;
    }
    writeAtomically(gzipFile, gzip);
    summary.written += 1;
    if (brotli.length < gzip.length) {
      writeAtomically(brotliFile, brotli);
      summary.brotli += 1;
    } else {
      fs.rmSync(brotliFile, { force: true });
    }
  }
  return summary;
}
