import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: [
    "../src/**/*.mdx",
    "../../../packages/ui/src/**/*.stories.@(ts|tsx)",
    // Stories broken on purpose, only for the story tests (scripts/test-storybook.mjs).
    ...(process.env.HOTSHELF_FAILING_STORIES === "1" ? ["../src/failing/*.stories.tsx"] : []),
  ],
  addons: [
    "@storybook/addon-a11y",
    // The story tests (Vitest, from `npm test` or Storybook's test panel) show no docs.
    ...(process.env.VITEST ? [] : ["@storybook/addon-docs"]),
    "@storybook/addon-vitest",
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import("vite");
    return mergeConfig(viteConfig, { plugins: [tailwindcss()] });
  },
};

export default config;
