import { StoreShell } from "@/components/layout/store-shell";

/** The public storefront: skip link, shared header (index context), page content, footer. */
export default function StoreLayout({ children }: { children: React.ReactNode }) {
  return <StoreShell>{children}</StoreShell>;
}
