// Scaffolding until the design-system issue lands its stories and the test-runner.
console.log("storybook: no stories yet");
