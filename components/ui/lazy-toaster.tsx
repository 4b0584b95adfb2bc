"use client";

import { lazy, Suspense, useEffect, useState } from "react";

import { onToasterWanted } from "./toast";

// React.lazy rather than next/dynamic: the same on-demand chunk without next/dynamic's loader in the first load.
const Toaster = lazy(() => import("./sonner").then((module) => ({ default: module.Toaster })));

/**
 * The page's toast host, mounted with the first toast it is asked for (components/ui/toast.ts): until then
 * no sonner code loads. Its own Suspense boundary, so loading it never hides anything else.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
