/** Runs once when a Next.js server starts (Next.js instrumentation convention). */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installRequestHooks } = await import("@/lib/server/request-hooks");
    installRequestHooks();
  }
}
