import { Server } from "node:http";

import { rejectForbiddenMethod } from "./forbidden-methods";

const INSTALLED = Symbol.for("vitrine.methodFilter");

/**
 * Puts `rejectForbiddenMethod` in front of every `request` event of the Node HTTP servers in this process
 * (`next start` creates its server before `register()` runs, so the prototype is the one place to reach it).
 * Idempotent; on Vercel the platform answers these methods itself and this never runs in the Edge runtime.
 */
export function installMethodFilter(): void {
  const proto = Server.prototype as Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [request, response] = args as Parameters<typeof rejectForbiddenMethod>;
      if (rejectForbiddenMethod(request, response)) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
  proto[INSTALLED] = true;
}
