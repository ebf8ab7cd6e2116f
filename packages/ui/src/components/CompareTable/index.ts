export {
  type CompareColumn,
  type CompareFigureRow,
  CompareTable,
  type CompareTableProps,
} from "./CompareTable";
