/** A config.toml redirect glob as GoTrue matches it: `*` stays within a label or path segment, `**` does not. */
export function globToRegExp(glob: string): RegExp {
  let pattern = "";
  for (let i = 0; i < glob.length; i += 1) {
    const character = glob[i]!;
    if (character === "*" && glob[i + 1] === "*") {
      pattern += ".*";
      i += 1;
    } else if (character === "*") pattern += "[^./]*";
    else if (character === "?") pattern += "[^./]";
    else pattern += character.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${pattern}$`);
}

/**
 * GoTrue's referrer: `redirect_to` when it stays on the site's host or matches `additional_redirect_urls`,
 * otherwise the site URL (a link never leads to an address the project did not allow).
 */
export function resolveRedirect(
  requested: string | null | undefined,
  siteUrl: string,
  allowed: readonly string[],
): string {
  if (!requested) return siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return siteUrl;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return siteUrl;
  if (url.host === new URL(siteUrl).host) return requested;
  const bare = `${url.origin}${url.pathname === "/" ? "" : url.pathname}`;
  return allowed.some((glob) => globToRegExp(glob).test(requested) || globToRegExp(glob).test(bare))
    ? requested
    : siteUrl;
}
