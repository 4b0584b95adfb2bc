import { expect, type Locator, type Page } from "./test";

/** Nothing wider than the screen: the page never scrolls sideways (issue 20 point 9). */
export async function expectNoHorizontalOverflow(page: Page, width: number): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${page.url()} is wider than ${width} px`,
    })
    .toBeLessThanOrEqual(width);
}

/**
 * The words of each element's own text drawn on more than one line ('Confirma/do', 'Preparand/o'): each word's
 * rendered line boxes, as the browser laid them out. Empty when every label wraps between words only.
 */
export async function wordsBrokenAcrossLines(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes.flatMap((element) => {
      const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
      if (!text) return [];
      const content = text.textContent ?? "";
      return [...content.matchAll(/\S+/g)].flatMap((match) => {
        const word = document.createRange();
        word.setStart(text, match.index);
        word.setEnd(text, match.index + match[0].length);
        const lines = new Set([...word.getClientRects()].map((rect) => Math.round(rect.top)));
        return lines.size > 1 ? [match[0]] : [];
      });
    }),
  );
}
