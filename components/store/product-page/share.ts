/**
 * product.md §2 share: the Web Share API when the browser has it, else copying the link (product.md §2: "falls back to
 * copying the link"). A share the user cancels is not an error and does not copy.
 */

export type ShareData = { title: string; text: string; url: string };
export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";
export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

function isAbort(error: unknown): boolean {
  return typeof error === "object" && error !== null && "name" in error && error.name === "AbortError";
}

export async function shareOrCopy(data: ShareData, nav: ShareNavigator): Promise<ShareOutcome> {
  if (typeof nav.share === "function" && (typeof nav.canShare !== "function" || nav.canShare(data))) {
    try {
      await nav.share(data);
      return "shared";
    } catch (error) {
      if (isAbort(error)) return "cancelled";
      // NotAllowedError or a share target failure: copying still gets the link to the user.
    }
  }
  if (!nav.clipboard) return "failed";
  try {
    await nav.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}
