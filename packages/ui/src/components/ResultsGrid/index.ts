export { ResultsGrid, type ResultsGridProps, resultsGrid } from "./ResultsGrid";
