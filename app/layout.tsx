import Script from "next/script";

import { RootDocument } from "@/components/layout/root-document";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";

import "./globals.css";

export const generateMetadata = rootMetadata;

export const viewport = rootViewport;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument
      scripts={
        // zod probes `new Function` to compile parsers, which the CSP (no 'unsafe-eval') reports as a
        // violation; its global config turns that off before any client module builds a schema. The
        // unmatched-URL 404 (global-not-found) has no zod in its client code.
        <Script id="zod-jitless" strategy="beforeInteractive">
          {"globalThis.__zod_globalConfig={jitless:true};"}
        </Script>
      }
    >
      {children}
    </RootDocument>
  );
}
