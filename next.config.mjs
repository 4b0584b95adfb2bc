import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Static shells with dynamic holes (the signed-in header, search results) stream in per request.
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Lets a second build (a helper, the bench) use its own folder without clobbering `.next`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  images: {
    // Every image is a local file under public/: no remote patterns.
    formats: ["image/avif", "image/webp"],
    dangerouslyAllowSVG: true,
    contentDispositionType: "inline",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
};

export default withNextIntl(nextConfig);
