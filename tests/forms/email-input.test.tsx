import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { EmailInput } from "@/components/forms/email-input";
import { MAX_EMAIL_LENGTH } from "@/lib/auth/limits";

describe("the e-mail box every form shares", () => {
  it("posts as `email`, asks for the e-mail keyboard and autofill, and never capitalizes or corrects on a phone", () => {
    render(<EmailInput aria-label="E-mail" placeholder="seu@email.com" />);
    const box = screen.getByRole("textbox", { name: "E-mail" });
    expect(box).toHaveAttribute("name", "email");
    expect(box).toHaveAttribute("type", "email");
    expect(box).toHaveAttribute("autocomplete", "email");
    expect(box).toHaveAttribute("autocapitalize", "none");
    expect(box).toHaveAttribute("spellcheck", "false");
    expect(box).toHaveAttribute("maxlength", String(MAX_EMAIL_LENGTH));
    expect(box).toHaveAttribute("placeholder", "seu@email.com");
  });

  it("keeps what the form passes: its value, its lock and its own length", () => {
    render(<EmailInput aria-label="E-mail" value="ana@vitrine.com.br" readOnly maxLength={100} />);
    const box = screen.getByRole("textbox", { name: "E-mail" });
    expect(box).toHaveValue("ana@vitrine.com.br");
    expect(box).toHaveAttribute("readonly");
    expect(box).toHaveAttribute("maxlength", "100");
  });
});
