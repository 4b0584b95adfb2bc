import { describe, expect, it } from "vitest";

import { MAX_PHOTO_BYTES } from "@/lib/storage/photo-rules";
import { SHRINK_ABOVE_BYTES, shouldShrink, shrinkForUpload } from "@/lib/storage/shrink-photo";

describe("a product photo posted from the browser stays under Vercel's 4.5 MB body limit", () => {
  it.each([
    ["a 1 MB photo is posted as it is", 1024 * 1024, false],
    ["a photo of exactly 4 MB is posted as it is", SHRINK_ABOVE_BYTES, false],
    ["a photo just over 4 MB is redrawn smaller", SHRINK_ABOVE_BYTES + 1, true],
    ["a 5 MB photo (the largest accepted) is redrawn smaller", MAX_PHOTO_BYTES, true],
    ["a photo over 5 MB is left for the form to refuse", MAX_PHOTO_BYTES + 1, false],
  ])("%s", (_name, size, expected) => {
    expect(shouldShrink(size)).toBe(expected);
  });

  it("keeps the original file when the browser cannot decode it", async () => {
    const file = new File([new Uint8Array(SHRINK_ABOVE_BYTES + 10)], "foto.png", { type: "image/png" });
    expect(await shrinkForUpload(file)).toBe(file);
  });
});
