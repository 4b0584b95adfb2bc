"use client";

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";

const NewsletterForm = lazy(() => import("./newsletter-form").then((m) => ({ default: m.NewsletterForm })));

/**
 * The newsletter band sits at the foot of the home: its form (and the form kit it uses) loads when the band
 * comes within a screen of view, not in the first load. Until then the server's identical form shows.
 */
export function NewsletterIsland({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className="w-full max-w-lg">
      {near ? (
        <Suspense fallback={children}>
          <NewsletterForm />
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
