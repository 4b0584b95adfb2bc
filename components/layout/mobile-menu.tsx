"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useRef, useState } from "react";

import { PlainButton } from "@/components/ui/plain-button";
import { SpriteIcon } from "@/components/ui/sprite-icon";

import type { MobileMenuProps } from "./mobile-menu-sheet";

// React.lazy rather than next/dynamic: the same on-demand chunk without next/dynamic's loader in the first load.
const MobileMenuSheet = lazy(() =>
  import("./mobile-menu-sheet").then((module) => ({ default: module.MobileMenuSheet })),
);

/**
 * product.md §2: below md, a menu toggle opening a slide-out menu whose links depend on the user type. The toggle
 * is all a page loads; the sheet's code comes when the toggle is hovered, focused or pressed (product.md D12).
 */
export function MobileMenu(props: MobileMenuProps) {
  const t = useTranslations("header");
  const toggle = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const want = () => setWanted(true);
  return (
    <>
      <PlainButton
        ref={toggle}
        variant="ghost"
        size="icon"
        aria-label={t("openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(true);
        }}
        className="md:hidden"
      >
        <SpriteIcon name="menu" className="size-6" />
      </PlainButton>
      {/* its own boundary: without one, the sheet's code loading would suspend (and hide) the whole header */}
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            {...props}
            open={open}
            onOpenChange={setOpen}
            onClosed={() => toggle.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
