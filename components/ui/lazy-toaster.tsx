"use client";

import dynamic from "next/dynamic";
import { Suspense, useEffect, useState } from "react";

import { onToasterWanted } from "./toast";

const Toaster = dynamic(() => import("./sonner").then((module) => module.Toaster));

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
