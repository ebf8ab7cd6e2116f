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
    {
      name: "@storybook/addon-docs",
      // The story tests (Vitest, from `npm test` or Storybook's test panel) show no docs: its CSF
      // plugin parsing every story file twice for source snippets was ~1 s of their Node CPU.
      options: process.env.VITEST ? { csfPluginOptions: null } : {},
    },
    "@storybook/addon-vitest",
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import("vite");
    return mergeConfig(viteConfig, { plugins: [tailwindcss()] });
  },
};

export default config;
