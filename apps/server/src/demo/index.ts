export { DEFAULT_DEMO_SEED, DEMO_GENERATOR_VERSION, generateDemo, planDemo } from "./generate";
export {
  DEFAULT_DEMO_PRODUCTS,
  type DemoLoadResult,
  type DemoProgress,
  type EnsureDemoOptions,
  ensureDemoData,
} from "./load";
