import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { renderWithIntl } from "@/tests/support/render";

describe("skip link", () => {
  it("jumps to the main content", () => {
    renderWithIntl(<SkipLink />);
    expect(screen.getByRole("link", { name: "Pular para o conteúdo" })).toHaveAttribute(
      "href",
      `#${MAIN_CONTENT_ID}`,
    );
    expect(MAIN_CONTENT_ID).toBe("conteudo");
  });
});
