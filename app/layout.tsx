import { RootDocument } from "@/components/layout/root-document";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";

import "./globals.css";

export const generateMetadata = rootMetadata;

export const viewport = rootViewport;

/**
 * zod probes `new Function` to compile parsers, which the CSP (no 'unsafe-eval') reports as a violation; its
 * global config turns that off before any client module builds a schema. An inline script in <head> runs
 * while the document is parsed, before any chunk (those are fetched from the network); next/script's
 * `beforeInteractive` did the same but shipped its loader in every page's first load (product.md D12).
 * An async module, not a classic script: a classic inline script waits for the stylesheet above it and stops
 * the parser meanwhile, so the body was read only once the CSS had arrived (product.md D12). The unmatched-URL
 * 404 (global-not-found) has no zod in its client code.
 */
const ZOD_JITLESS = "globalThis.__zod_globalConfig={jitless:true};";

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument
      head={<script id="zod-jitless" type="module" async dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />}
    >
      {children}
    </RootDocument>
  );
}
