import { RootDocument } from "@/components/layout/root-document";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";

import "./globals.css";

export const generateMetadata = rootMetadata;

export const viewport = rootViewport;

/**
 * zod probes `new Function` to compile parsers, which the CSP (no 'unsafe-eval') reports as a violation; its
 * global config turns that off before any client module builds a schema. A plain inline script in <head>
 * runs while the document is parsed, before any chunk; next/script's `beforeInteractive` did the same but
 * shipped its loader in every page's first load (product.md D12). The unmatched-URL 404 (global-not-found) has no
 * zod in its client code.
 */
const ZOD_JITLESS = "globalThis.__zod_globalConfig={jitless:true};";

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument head={<script id="zod-jitless" dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />}>
      {children}
    </RootDocument>
  );
}
