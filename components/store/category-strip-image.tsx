"use client";

import { ShoppingBag, Wrench } from "lucide-react";
import Image from "next/image";
import { useState } from "react";

import { skipOptimizer } from "@/lib/store/image";

/**
 * A category's picture; when it is missing or fails to load, a symbol by type (spec 2): a shopping bag
 * for 'produto', a wrench for any service.
 */
export function CategoryStripImage({ src, tipo }: { src: string | null; tipo: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const Icon = tipo === "produto" ? ShoppingBag : Wrench;
    return (
      <Icon
        aria-hidden="true"
        data-fallback={tipo === "produto" ? "produto" : "servico"}
        className="size-7"
      />
    );
  }
  return (
    <Image
      src={src}
      alt=""
      width={56}
      height={56}
      unoptimized={skipOptimizer(src)}
      onError={() => setFailed(true)}
      className="size-14 rounded-full object-cover"
    />
  );
}
