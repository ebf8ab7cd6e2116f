import type { Decorator, Preview } from "@storybook/react-vite";
import { useLayoutEffect } from "react";
import { configure } from "storybook/test";
import "./preview.css";

// findBy* queries wait up to 5 s: on a loaded 2-core CI machine a first render can exceed the 1 s default.
configure({ asyncUtilTimeout: 5000 });

type Theme = "light" | "dark";

/**
 * Themes are a class on <html>, not only on a wrapper, so overlays portaled to <body> (modals,
 * popovers) take the theme too. The test-runner flips the same class for its dark screenshots.
 */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === "dark" ? "dark" : "light";
  useLayoutEffect(() => {
    document.documentElement.classList.toggle("dark", theme === "dark");
  }, [theme]);
  return (
    <div className="bg-surface p-4 font-sans text-fg">
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
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
  // The addon's automatic axe run after every render would double the test-runner's own axe pass
  // (axe-playwright, light and dark); in the UI the a11y panel runs on request.
  initialGlobals: { theme: "light", a11y: { manual: true } },
  parameters: {
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
