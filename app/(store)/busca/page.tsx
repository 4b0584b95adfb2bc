import { HomeView } from "@/components/store/home-view";
import { searchMetadata } from "@/components/store/home-metadata";
import { parseHomeParams, type RawSearchParams } from "@/lib/store/home-params";

// The home with a search or category (product.md §5): proxy.ts rewrites "/?q=…" here, so the URL stays "/?q=…".
export const generateMetadata = searchMetadata;

// product.md D12: the results arrive in the first HTML, readable without JavaScript. Content streamed into a
// <Suspense> boundary lands in a hidden div that only an inline script reveals, so this page reads the URL
// outside any boundary and is allowed to block until the results are ready ("/" itself stays static).
export const instant = false;

export default async function SearchPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return <HomeView params={parseHomeParams(await searchParams)} />;
}
