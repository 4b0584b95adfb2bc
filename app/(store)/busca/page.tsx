import { Suspense } from "react";

import { HomeView } from "@/components/store/home-view";
import { homeMetadata } from "@/components/store/home-metadata";
import { SearchResultsSkeleton } from "@/components/store/search-results-skeleton";
import { parseHomeParams, type RawSearchParams } from "@/lib/store/home-params";

// The home with a search or category (spec 5): proxy.ts rewrites "/?q=…" here, so the URL stays "/?q=…".
export const generateMetadata = homeMetadata;

async function SearchView({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return <HomeView params={parseHomeParams(await searchParams)} />;
}

export default function SearchPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <Suspense fallback={<SearchResultsSkeleton />}>
      <SearchView searchParams={searchParams} />
    </Suspense>
  );
}
