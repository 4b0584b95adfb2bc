// Preloaded into the Next process (`NODE_OPTIONS=--import`, scripts/with-backend.mjs): a server Next starts
// without an address listens on VITRINE_LISTEN_HOST instead of every interface. Passing `-H 127.0.0.1` to
// Next would do the same but make it fetch the /?q= search rewrite from itself over HTTP
// (playwright.config.ts), so Next is left believing it was given no address.
import net from "node:net";

import { withDefaultHost } from "./listen-host.mjs";

const host = process.env.VITRINE_LISTEN_HOST;
if (host) {
  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function listenOnDefaultHost(...args) {
    return listen.apply(this, withDefaultHost(args, host));
  };
}
