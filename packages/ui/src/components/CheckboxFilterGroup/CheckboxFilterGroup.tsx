import { useId } from "react";
import { Checkbox } from "../Checkbox";

export interface FilterOption {
  key: string;
  label: string;
}

export interface CheckboxFilterGroupProps {
  /** The group's visible label, e.g. 'Country'. */
  label: string;
  options: readonly FilterOption[];
  /** The ticked option keys. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Lay the options out in columns (28 countries would make a long list). */
  columns?: 1 | 2 | 3;
}

const grid = { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-3" } as const;

/** A one-hot filter: a labelled group with a checkbox per option; a new tick joins the end. */
export function CheckboxFilterGroup({
  label,
  options,
  value,
  onChange,
  columns = 1,
}: CheckboxFilterGroupProps) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-col gap-2"
      data-selected-count={value.length}
    >
      <span id={labelId} className="font-medium text-fg text-sm">
        {label}
      </span>
      <div className={`grid gap-x-3 gap-y-1 ${grid[columns]}`}>
        {options.map((option) => (
          <Checkbox
            key={option.key}
            value={option.key}
            isSelected={value.includes(option.key)}
            onChange={(isSelected) =>
              onChange(
                isSelected ? [...value, option.key] : value.filter((key) => key !== option.key),
              )
            }
          >
            {option.label}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}
