import { HoldTicks } from "@hotshelf/ui/Tick";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useLayoutEffect } from "react";
import { configure } from "storybook/test";
import "./preview.css";

// findBy* queries wait up to 5 s: on a loaded 2-core CI machine a first render can exceed the 1 s default.
configure({ asyncUtilTimeout: 5000 });

type Theme = "light" | "dark";

/** `npm test`, as opposed to a run from Storybook's test panel. */
const standaloneRun = import.meta.env.VITEST_STORYBOOK === "false";

/**
 * In `npm test` a story's axe report keeps only its violations. addon-a11y fails the test in the
 * page; the report travels to Vitest for Storybook's test panel alone, and the whole axe result (every
 * rule that passed or did not apply, with its nodes' HTML) was ~100 KB per story to serialise in the
 * page and parse in Node, twice (as the story's hooks start and as it ends): ~30 MB a loop.
 */
const keepOnlyViolations: NonNullable<Preview["beforeEach"]> = ({ reporting }) => {
  const addReport = reporting.addReport.bind(reporting);
  reporting.addReport = (report) => {
    const result = report.result as { violations?: unknown[] } | undefined;
    addReport(
      report.type === "a11y" && Array.isArray(result?.violations)
        ? { ...report, result: { violations: result.violations } }
        : report,
    );
  };
};

/**
 * Themes are a class on <html>, not only on a wrapper, so overlays portaled to <body> (modals,
 * popovers) take the theme too. The story tests flip the same class for their dark pass
 * (vitest.setup.ts).
 */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === "dark" ? "dark" : "light";
  useLayoutEffect(() => {
    document.documentElement.classList.toggle("dark", theme === "dark");
  }, [theme]);
  return (
    // A page layout (min-h-screen) fills the viewport itself: a frame would make it a screen and more.
    <div
      className={`bg-surface font-sans text-fg ${context.parameters.padded === false ? "" : "p-4"}`}
    >
      <HoldTicks>
        <Story />
      </HoldTicks>
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  beforeEach: standaloneRun ? [keepOnlyViolations] : [],
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  // axe runs on every story shown (the Accessibility panel), and in every story test of `npm test`;
  // a run from the test widget adds each story's axe results when its Accessibility box is ticked.
  // (Manual mode, which the panel offers, would hide the widget's results from the panel.)
  initialGlobals: { theme: "light" },
  parameters: {
    a11y: {
      // A violation fails the story's test, in `npm test` and in Storybook's test panel.
      test: "error",
      // `npm test` (not Storybook's own test run, whose a11y panel lists every node checked) keeps
      // only the violations: axe then details one node per rule that passed instead of every node
      // (and keepOnlyViolations drops the rest from the report).
      ...(standaloneRun ? { options: { resultTypes: ["violations"] } } : {}),
      // react-aria's live announcer keeps announcing a pending button for 7 s by id after the
      // button is gone, as an empty role=img: a transient screen-reader channel, not page content.
      context: { exclude: ["[data-live-announcer]"] },
    },
    layout: "fullscreen",
    controls: { expanded: true },
    options: {
      storySort: {
        order: ["Introduction", "Tokens", "Data", "Cards", "Charts", "*"],
      },
    },
  },
};

export default preview;
