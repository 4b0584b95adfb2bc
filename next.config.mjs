import createNextIntlPlugin from "next-intl/plugin";

// The catalogue's ICU messages are compiled at build time, so browsers get no message parser (product.md D12:
// intl-messageformat was 11.7 kB gzip of every page's first load).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: ["pt-BR"], precompile: true } },
});

/**
 * Where Supabase is, for img-src (product photos are Storage's public URLs) and connect-src (the only call a
 * browser makes to Supabase is the live screens' Realtime socket, lib/realtime/browser-client.ts).
 * The embedded backend listens on loopback on whatever port the run picked.
 */
function supabaseSource(env) {
  const raw = env.SUPABASE_URL || env.NEXT_PUBLIC_SUPABASE_URL;
  if (!raw) return "http://127.0.0.1:*";
  try {
    const url = new URL(raw);
    return ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)
      ? `${url.protocol}//${url.hostname}:*`
      : url.origin;
  } catch {
    return "http://127.0.0.1:*";
  }
}

/** The same origin as a websocket's (ws: for http:, wss: for https:), for the Realtime socket. */
function realtimeSource(env) {
  return supabaseSource(env).replace(/^http/, "ws");
}

/**
 * Headers on every response. The CSP has no nonce on purpose: a nonce must change per request, which
 * would make every prerendered page dynamic. Next's inline bootstrap scripts therefore need
 * script-src 'unsafe-inline' (README: "Cabeçalhos de segurança"); dev mode also needs 'unsafe-eval'.
 * Evaluated at build time: the values land in the build's routes manifest.
 */
export function securityHeaders(env = process.env) {
  const dev = env.NODE_ENV === "development";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    // radix, sonner and next/font set inline styles
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${supabaseSource(env)}`,
    "font-src 'self'",
    `connect-src 'self' ${supabaseSource(env)} ${realtimeSource(env)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const headers = [
    { key: "Content-Security-Policy", value: csp },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
  // Browsers ignore HSTS over plain http, so local production runs (e2e, bench) are unaffected.
  if (env.NODE_ENV === "production") {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}

/**
 * A server action's largest body: a product photo of up to 5 MB (lib/storage/photo-rules.ts) plus the
 * form around it. lib/auth/action-guard.ts's ACTION_BODY_LIMIT_BYTES is the same number, in bytes.
 */
export const SERVER_ACTIONS_BODY_SIZE_LIMIT = "6mb";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Static shells with dynamic holes (the signed-in header, search results) stream in per request.
  cacheComponents: true,
  // app/global-not-found.tsx answers unmatched URLs, so no page carries a root not-found in its payload.
  experimental: {
    globalNotFound: true,
    serverActions: { bodySizeLimit: SERVER_ACTIONS_BODY_SIZE_LIMIT },
  },
  partialPrefetching: true,
  poweredByHeader: false,
  // Next hashes a page's whole HTML on every request to make its ETag (it does not keep one with the
  // prerendered page): 28 % of the server's CPU while serving the home under load (product.md D12). Pages are cached by
  // the CDN (s-maxage); a browser re-asking for one gets the page again instead of a 304.
  generateEtags: false,
  reactStrictMode: true,
  // `npm test` has checked the types just before it builds for the e2e suite (VITRINE_TYPES_CHECKED=1): the
  // build's own check of the same files would add half a minute. Every other build (Vercel, npm run build) checks.
  typescript: { ignoreBuildErrors: process.env.VITRINE_TYPES_CHECKED === "1" },
  // Lets a second build (a helper, the bench) use its own folder without clobbering `.next`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
  // product.md §2: the company area's English paths are the same screens as the menu's; one canonical URL each.
  async redirects() {
    return [
      { source: "/company/products", destination: "/company/produtos", permanent: true },
      { source: "/company/orders", destination: "/company/pedidos", permanent: true },
    ];
  },
};

export default withNextIntl(nextConfig);
