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
