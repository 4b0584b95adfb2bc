"use client";

import { ErrorPanel } from "@/components/layout/error-panel";

// retry() re-fetches the segment's Server Components, unlike reset() which only re-renders.
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} />;
}
