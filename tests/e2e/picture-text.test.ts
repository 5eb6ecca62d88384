/**
 * Issue 22 item 5: the product screens carry labels and values, written as SVG text, which an <img> would show in
 * the system's fonts (it cannot load the site's); the build draws them as Inter's outlines (src/build/
 * svg-text-outlines.ts). In Debian's Chromium, as the site serves them, every word of every product screen must
 * sit inside the card, pill or window it is written in, inside the picture, and clear of the other words.
 * The SAMPLE DATA tag is drawn on each.
 *
 * Issue 22 review item 23: on a 375 px phone a screen drawn 280-343 px wide shrank its words to 5-8 px. Each screen
 * now carries its own media query (an SVG in an <img> evaluates it against the size it is drawn at) that shows a
 * phone drawing below 420 px; the phone check draws each screen at the size the site's pages draw it on a 375 px
 * phone and holds every word it shows to 11 px or more, with the same box rules.
 *
 * Review round 5, fault 1: the SAMPLE DATA tag stays a quiet watermark at every size: no larger than the title beside
 * it and at least 8 px from it. On a phone each screen's media query enlarges the tag to 11 px and its title with it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { repoRoot } from "../helpers/temp-project.ts";
import type { Page } from "playwright-core";
import { browserSession } from "./browser-session.ts";
import { sitemapPaths, viewportHeight } from "./pages.ts";

const baseURL = inject("baseURL");
const session = browserSession();

// The product screens are the pictures with words: site.json's contentRules.productScreens, the list the
// validator's picture rule (src/engine/picture-rules.ts) holds every picture to; it refuses words in any other.
const imagesDir = path.join(repoRoot, "public/images");
const site = JSON.parse(
  readFileSync(path.join(repoRoot, "site-config/site.json"), "utf8"),
) as { contentRules: { productScreens: string[] } };
const screens = site.contentRules.productScreens.map((address) =>
  path.basename(address),
);

/**
 * What is wrong with the words `page` (a product screen opened by itself) shows at its viewport's size: a word off the
 * picture, out of its box, over another, drawn under `minPx` px, or no SAMPLE DATA tag.
 */
const wordProblems = (page: Page, minPx: number) =>
  page.evaluate((minPx) => {
    type Box = {
      left: number;
      top: number;
      right: number;
      bottom: number;
      width: number;
      height: number;
    };
    // A plain copy: a DOMRect's sides are getters, which spreading would lose.
    const boxOf = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return {
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
        width: r.width,
        height: r.height,
      };
    };
    const svg = document.documentElement as unknown as SVGSVGElement;
    const picture = boxOf(svg);
    // What this size shows: a picture's media query hides its desktop or its phone drawing (checkVisibility()
    // does not see an SVG group's display: none, so the ancestors are asked).
    const shown = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement)
        if (getComputedStyle(e).display === "none") return false;
      return true;
    };
    // The size a word is drawn at on screen: its font size times the scale of everything around it.
    const drawnPx = (el: SVGGraphicsElement) => {
      const m = el.getScreenCTM();
      return (
        parseFloat(getComputedStyle(el).fontSize) *
        (m ? Math.hypot(m.a, m.b) : 1)
      );
    };
    // The build draws each <text> as Inter's outlines in a <g data-text="…"> with the text's font-size
    // (src/build/svg-text-outlines.ts); a picture it could not outline keeps its <text>.
    const texts = [...svg.querySelectorAll<SVGGraphicsElement>("text, [data-text]")]
      .filter(shown)
      .map((el) => ({
        words: el.getAttribute("data-text") ?? el.textContent ?? "",
        box: boxOf(el),
        px: drawnPx(el),
      }));
    // Boxes a word can be written in: rectangles with a fill (not the shadows under cards), in picture coordinates.
    const boxes = [...svg.querySelectorAll("rect")]
      .filter((r) => shown(r) && !r.getAttribute("fill-opacity"))
      .map(boxOf);
    const inside = (a: Box, b: Box, slack = 0.5) =>
      a.left >= b.left - slack &&
      a.right <= b.right + slack &&
      a.top >= b.top - slack &&
      a.bottom <= b.bottom + slack;
    const found: string[] = [];
    if (!texts.some((t) => t.words === "SAMPLE DATA"))
      found.push("no SAMPLE DATA tag");
    for (const { words, box, px } of texts) {
      if (!inside(box, picture)) found.push(`"${words}" runs off the picture`);
      if (px < minPx)
        found.push(
          `"${words}" is drawn at ${px.toFixed(1)} px, under ${minPx} px`,
        );
      // Its box: the smallest rectangle that holds the start of the word.
      const start = { x: box.left + 1, y: box.top + box.height / 2 };
      const holder = boxes
        .filter(
          (b) =>
            start.x >= b.left &&
            start.x <= b.right &&
            start.y >= b.top &&
            start.y <= b.bottom,
        )
        .sort((a, b) => a.width * a.height - b.width * b.height)[0];
      if (
        holder &&
        !inside(
          {
            ...box,
            top: box.top + box.height * 0.25,
            bottom: box.bottom - box.height * 0.25,
          },
          holder,
        )
      )
        found.push(
          `"${words}" spills out of its box (${Math.round(box.right - holder.right)} px past its right edge)`,
        );
    }
    // The tag is a quiet watermark (review round 5, fault 1: set as large as the card's title, it competed with it):
    // no larger than a word beside it on its line, and at least 8 px clear of it.
    const tag = texts.find((t) => t.words === "SAMPLE DATA");
    for (const other of texts) {
      if (!tag || other === tag) continue;
      if (other.box.bottom <= tag.box.top || other.box.top >= tag.box.bottom) continue;
      const gap = Math.max(other.box.left - tag.box.right, tag.box.left - other.box.right);
      if (tag.px > other.px + 0.05)
        found.push(`SAMPLE DATA (${tag.px.toFixed(1)} px) is larger than "${other.words}" (${other.px.toFixed(1)} px) beside it`);
      if (gap < 8) found.push(`SAMPLE DATA is ${gap.toFixed(1)} px from "${other.words}", under 8 px`);
    }
    texts.forEach((a, i) =>
      texts.slice(i + 1).forEach((b) => {
        const w =
          Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const h =
          Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (w > 1 && h > 3) found.push(`"${a.words}" and "${b.words}" overlap`);
      }),
    );
    return found;
  }, minPx);

/** The phone the review read the site on (issue 22, item 23). */
const phoneWidth = 375;

describe("the words of the product screens, as Chromium draws them (in Inter’s outlines, from the build)", () => {
  it("there are product screens to check", () => {
    expect(screens.length).toBeGreaterThan(10);
  });

  it.each(screens)(
    "%s: every word inside its box and the picture, none over another, SAMPLE DATA shown",
    async (screen) => {
      const page = await session.page({ width: 800, height: 600 });
      const response = await page.goto(`${baseURL}/images/${screen}`);
      expect(response?.status()).toBe(200);
      expect(readFileSync(path.join(imagesDir, screen), "utf8")).toContain(
        "SAMPLE DATA",
      );
      const problems = await wordProblems(page, 0);
      expect(problems).toEqual([]);
    },
  );
});

describe(`the product screens on a ${phoneWidth} px phone, at the size the pages draw them`, () => {
  // Found once by visiting every page of the sitemap: an <img> of a product screen, its drawn size (as object-fit:
  // cover draws it, for the video poster), and the page it is on.
  const drawn = new Map<
    string,
    { width: number; height: number; page: string }[]
  >();
  beforeAll(async () => {
    const page = await session.page({ width: phoneWidth, height: viewportHeight });
    for (const address of sitemapPaths(inject("distDir"))) {
      await page.goto(`${baseURL}${address}`);
      const sizes = await page.evaluate(
        (screens) =>
          [...document.images]
            .filter(
              (img) =>
                img.getClientRects().length &&
                screens.includes(new URL(img.src).pathname.split("/").pop()!),
            )
            .map((img) => {
              const box = img.getBoundingClientRect();
              const [w, h] = [
                Number(img.getAttribute("width")),
                Number(img.getAttribute("height")),
              ];
              const scale =
                getComputedStyle(img).objectFit === "cover"
                  ? Math.max(box.width / w, box.height / h)
                  : box.width / w;
              return {
                screen: new URL(img.src).pathname.split("/").pop()!,
                width: Math.round(w * scale),
                height: Math.round(h * scale),
              };
            }),
        screens,
      );
      for (const { screen, ...size } of sizes) {
        const list = drawn.get(screen) ?? [];
        if (!list.some((s) => s.width === size.width))
          list.push({ ...size, page: address });
        drawn.set(screen, list);
      }
    }
  }, 180_000);

  it.each(screens)(
    "%s: every word it shows is 11 px or more, inside its box, clear of the others, SAMPLE DATA shown",
    async (screen) => {
      const sizes = drawn.get(screen);
      expect(
        sizes,
        `${screen} is on no page at ${phoneWidth} px`,
      ).toBeDefined();
      for (const { width, height, page: address } of sizes!) {
        // The picture drawn alone at that size, as the <img> draws it: its media queries see its drawn width.
        const page = await session.page({ width, height });
        await page.goto(`${baseURL}/images/${screen}`);
        await page.evaluate(() => {
          document.documentElement.setAttribute("width", "100%");
          document.documentElement.setAttribute("height", "100%");
        });
        expect(
          await wordProblems(page, 11),
          `${screen} drawn ${width} x ${height} px on ${address}`,
        ).toEqual([]);
      }
    },
  );
});
