import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React owns `element`: it hydrated the server's element, or rendered a new one in the browser. Wait
 * on a form's last control (its submit button) before typing: text typed into the server's fields can be lost,
 * because React sometimes renders a Suspense boundary anew instead of hydrating it and puts empty fields in place
 * of the server's. security.spec.ts saw it happen: the identifier typed into the server's /login form was gone,
 * the form sent only the password and answered 'Por favor, preencha todos os campos.' (the new form had
 * `action="javascript:throw …"` where the server's had its $ACTION fields).
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"))),
      {
        message: "React owns the element (hydrated)",
        intervals: [25, 50, 100],
      },
    )
    .toBe(true);
}
