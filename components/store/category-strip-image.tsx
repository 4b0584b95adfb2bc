"use client";

import { useState } from "react";

import { LocalImage } from "@/components/ui/local-image";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/**
 * A category's picture; when it is missing or fails to load, a symbol by type (product.md §2): a shopping bag
 * for 'produto', a wrench for any service.
 */
export function CategoryStripImage({ src, tipo }: { src: string | null; tipo: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const product = tipo === "produto";
    return (
      <SpriteIcon
        name={product ? "shopping-bag" : "wrench"}
        data-fallback={product ? "produto" : "servico"}
        className="size-7"
      />
    );
  }
  return (
    <LocalImage
      src={src}
      alt=""
      width={56}
      height={56}
      onError={() => setFailed(true)}
      className="size-14 rounded-full object-cover"
    />
  );
}
