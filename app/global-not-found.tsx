import type { Metadata } from "next";

import { NotFoundContent, generateMetadata as notFoundMetadata } from "@/components/layout/not-found-content";
import { RootDocument } from "@/components/layout/root-document";
import { StoreShell } from "@/components/layout/store-shell";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";

import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await rootMetadata()), ...(await notFoundMetadata()) };
}

export const viewport = rootViewport;

/**
 * product.md §2: any URL no route matches answers HTTP 404 with 'Oops! Page not found', inside the storefront's
 * frame (product.md D13). Next renders this file on its own, without the root layout (`experimental.globalNotFound`),
 * so no page carries it: a root `not-found.tsx` was serialized into every page's payload, twice.
 */
export default function GlobalNotFound() {
  return (
    <RootDocument>
      <StoreShell>
        <NotFoundContent />
      </StoreShell>
    </RootDocument>
  );
}
