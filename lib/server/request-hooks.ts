import { Server, type IncomingMessage, type ServerResponse } from "node:http";

import { rejectForbiddenMethod } from "@/lib/server/forbidden-methods";
import { holdActionRequest } from "@/lib/server/hold-action-request";
import { answerRateLimitedAs429 } from "@/lib/server/rate-limited-reply";
import { requestContextStorage, type RequestContext } from "@/lib/server/request-context";

const INSTALLED = Symbol.for("vitrine.requestHooks");

/**
 * Runs in front of every `request` event of the Node HTTP servers in this process (`next start` creates its
 * server before `register()` runs, so the prototype is the one place to reach it): refuses the forbidden
 * methods, holds a server action's body until it is known to be well formed, then answers the request inside its own context (the socket's address, the rate-limit mark).
 * The context is kept in memory, never in a header, so nothing a browser sends can stand in for it.
 * Idempotent; on Vercel the platform answers these methods and writes the address header itself.
 */
export function installRequestHooks(): void {
  const proto = Server.prototype as Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  const emit = proto.emit;
  const storage = requestContextStorage();
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== "request") return Reflect.apply(emit, this, [event, ...args]) as boolean;
    const [request, response] = args as [IncomingMessage, ServerResponse];
    if (rejectForbiddenMethod(request, response)) return true;
    const context: RequestContext = { socketAddress: request.socket?.remoteAddress ?? null };
    answerRateLimitedAs429(response, context);
    const pass = () => storage.run(context, () => Reflect.apply(emit, this, [event, ...args]) as boolean);
    // a server action's body is checked before Next decodes it: malformed input is a 4xx, never Next's 500
    if (holdActionRequest(request, response, pass)) return true;
    return pass();
  } as typeof proto.emit;
  proto[INSTALLED] = true;
}
