/** Runs once when a Next.js server starts (Next.js instrumentation convention). */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installMethodFilter } = await import("@/lib/server/install-method-filter");
    installMethodFilter();
  }
}
