/**
 * Scanning an upload with ClamAV's daemon (`clamd`, Debian's clamav-daemon) over its local
 * socket, with the INSTREAM command: the bytes are sent in chunks, each after its length, and
 * clamd answers `stream: OK` or `stream: <signature> FOUND`.
 * https://docs.clamav.net/manual/Usage/Scanning.html#clamd
 *
 * A scan that does not answer within `timeoutMs` (a stalled daemon) or answers anything else is
 * an error, not a clean file: the caller keeps the file marked "not scanned" for staff, as when
 * no daemon is configured.
 */
import { createConnection, type Socket } from "node:net";

/** What clamd said of a file. */
export type ScanResult = { clean: true } | { clean: false; signature: string };

const chunkBytes = 64 * 1024;

/**
 * Sends clamd one command over its Unix socket and reads its answer to the end: `write` writes
 * the command (clamd's `z` form, NUL-terminated), and clamd closes the connection after its
 * answer. No answer within `timeoutMs` is an error.
 */
function askClamd(
  socketPath: string,
  write: (socket: Socket) => void,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    const answer: Buffer[] = [];
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`clamd did not answer in ${timeoutMs} ms`)));
    socket.on("error", fail);
    socket.on("data", (data) => answer.push(data));
    socket.on("end", () =>
      resolve(Buffer.concat(answer).toString("utf8").replace(/\0$/, "").trim()),
    );
    socket.on("connect", () => write(socket));
  });
}

/** Scans `bytes` with the clamd listening on the Unix socket `socketPath`. */
export async function scanWithClamd(
  socketPath: string,
  bytes: Uint8Array,
  timeoutMs = 30_000,
): Promise<ScanResult> {
  const text = await askClamd(
    socketPath,
    (socket) => {
      socket.write("zINSTREAM\0");
      for (let start = 0; start < bytes.length; start += chunkBytes) {
        const chunk = bytes.subarray(start, start + chunkBytes);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.write(Buffer.alloc(4));
    },
    timeoutMs,
  );
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (text === "stream: OK") return { clean: true };
  if (found) return { clean: false, signature: found[1]! };
  throw new Error(`clamd answered: ${text.slice(0, 200) || "nothing"}`);
}

/**
 * Whether the clamd at `socketPath` answers PING with PONG: the server asks at start, so a
 * scanner set up but not running is said in the log before the first résumé is marked
 * "scan failed". Never throws.
 */
export async function clamdAnswers(socketPath: string, timeoutMs = 5_000): Promise<boolean> {
  try {
    return (await askClamd(socketPath, (socket) => socket.write("zPING\0"), timeoutMs)) === "PONG";
  } catch {
    return false;
  }
}
