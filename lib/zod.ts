import { z } from "zod";

/**
 * The app's one zod import. Its JIT probes `new Function`, which a Content-Security-Policy without
 * 'unsafe-eval' reports as a violation in the browser; schemas are built after this line, so none
 * compiles with eval (parsing stays as fast for our small forms).
 */
z.config({ jitless: true });

export { z };
