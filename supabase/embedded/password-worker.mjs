// Runs bcrypt off the main thread so hashing never stalls the embedded backend's other requests.
import { parentPort } from "node:worker_threads";

import bcrypt from "bcryptjs";

parentPort.on("message", (message) => {
  const { id, op, password, hash, cost } = message;
  try {
    let result;
    if (op === "hash") {
      // pgcrypto's crypt() and GoTrue verify `$2a$`; bcryptjs writes `$2b$` (same algorithm).
      const salt = bcrypt.genSaltSync(cost).replace(/^\$2b\$/, "$2a$");
      result = bcrypt.hashSync(password, salt);
    } else {
      result = bcrypt.compareSync(password, hash);
    }
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
