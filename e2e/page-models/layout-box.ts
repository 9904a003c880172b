import type { Locator } from '@playwright/test';

/** Where an element sits on screen, in CSS pixels from the viewport's left and top edges. */
export interface LayoutBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
}

/** The element's box; fails when the element is not rendered. */
export async function layoutBox(locator: Locator): Promise<LayoutBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box on screen`);
  return {
    left: box.x,
    right: box.x + box.width,
    top: box.y,
    bottom: box.y + box.height,
    width: box.width,
  };
}

/** The viewport's width as the page lays out in it (without a scrollbar). */
export function viewportWidth(locator: Locator): Promise<number> {
  return locator.page().evaluate(() => document.documentElement.clientWidth);
}

/**
 * Where `text`, found in one text node inside the element, sits on screen: one box per line it
 * runs over, top to bottom.
 */
export async function textLineBoxes(locator: Locator, text: string): Promise<LayoutBox[]> {
  const rects = await locator.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      return Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .map(({ left, right, top, bottom, width }) => ({ left, right, top, bottom, width }));
    }
    return null;
  }, text);
  if (!rects) throw new Error(`${locator.toString()} has no text node holding "${text}"`);
  const lines: LayoutBox[] = [];
  for (const rect of rects) {
    const line = lines.find((seen) => Math.abs(seen.top - rect.top) < 2);
    if (!line) {
      lines.push({ ...rect });
      continue;
    }
    line.left = Math.min(line.left, rect.left);
    line.right = Math.max(line.right, rect.right);
    line.width = line.right - line.left;
  }
  return lines.sort((a, b) => a.top - b.top);
}
